import { SegmentedControl } from '@mantine/core';
import type { UserDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { useSwitchRole } from '../hooks/use-switch-role';

/** The header's user/admin switch, shown only to accounts with admin rights (spec §2, §6). */
export function RoleSwitcher({ user, fullWidth = false }: { user: UserDto; fullWidth?: boolean }) {
  const { t } = useTranslation('roleSwitcher');
  const mutation = useSwitchRole();
  if (!user.canSwitchRole) return null;
  const value = user.role === 'admin' ? 'admin' : 'user';
  return (
    <SegmentedControl
      aria-label={t('switcherLabel')}
      size="xs"
      fullWidth={fullWidth}
      value={value}
      disabled={mutation.isPending}
      onChange={(next) => {
        if (next === 'user' || next === 'admin') mutation.mutate(next);
      }}
      data={[
        { value: 'user', label: t('roles.user') },
        { value: 'admin', label: t('roles.admin') },
      ]}
      data-testid="role-switcher"
    />
  );
}
