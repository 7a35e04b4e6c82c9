import { Badge } from '@mantine/core';
import type { UserRole } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS: Record<UserRole, string> = {
  user: 'gray',
  seller: 'teal',
  dealer: 'violet',
  admin: 'red',
};

/** The active role, named for screen readers too ("Role: Seller"), not only by its colour. */
export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge color={ROLE_COLORS[role]} variant="light" size="lg" tt="none" data-testid="role-badge">
      <span className="visually-hidden">{t('roleLabel')}: </span>
      {t(`roles.${role}`)}
    </Badge>
  );
}
