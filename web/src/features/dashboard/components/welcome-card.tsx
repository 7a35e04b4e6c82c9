import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { UserDto } from '@autolicit/shared';
import { IconCar, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { ListVehicleButton } from './list-vehicle-button';

/**
 * The empty-state welcome of an account with no activity yet. Spec §2: the role "user" is offered
 * "List Your Vehicle" here (sellers and dealers have the List Vehicle button in the header).
 */
export function WelcomeCard({ user }: { user: UserDto }) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper
      component="section"
      aria-labelledby="dashboard-welcome-title"
      withBorder
      radius="lg"
      p="xl"
      bg="var(--mantine-color-brand-light)"
    >
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={56} radius="xl" variant="filled" visibleFrom="xs">
          <IconSparkles size={30} aria-hidden />
        </ThemeIcon>
        <Stack gap="sm">
          <Title order={2} id="dashboard-welcome-title">
            {t('welcomeCard.title')}
          </Title>
          <Text>{t('welcomeCard.body')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/vehicles" variant="default" leftSection={<IconCar size={16} aria-hidden />}>
              {t('welcomeCard.browse')}
            </Button>
            {user.role === 'user' && <ListVehicleButton label={t('welcomeCard.listYourVehicle')} />}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
