import { Box, Group, Text, Title } from '@mantine/core';
import type { UserDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { ListVehicleButton } from './list-vehicle-button';
import { RoleBadge } from './role-badge';

/** Welcome, role badge, and (spec §6) the List Vehicle button for sellers and dealers. */
export function DashboardHeader({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  const canList = user.role === 'seller' || user.role === 'dealer';
  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Box style={{ minWidth: 0 }}>
        <Group gap="sm" align="center">
          <Title order={1}>{t('welcome', { name: user.firstName || user.email })}</Title>
          <RoleBadge role={user.role} verificationStatus={user.verificationStatus} />
        </Group>
        <Text c="dimmed" mt={4}>
          {t(user.role === 'admin' ? 'adminSubtitle' : 'subtitle')}
        </Text>
      </Box>
      {canList && <ListVehicleButton label={t('listVehicle')} size="md" />}
    </Group>
  );
}
