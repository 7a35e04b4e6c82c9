import { Badge } from '@mantine/core';
import type { UserRole, VerificationStatus } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS: Record<UserRole, string> = {
  user: 'gray',
  seller: 'teal',
  dealer: 'violet',
  admin: 'red',
};

/**
 * The active role, named for screen readers too ("Role: Seller"), not only by its colour; a
 * professional account also shows where its verification stands ("Dealer verificat").
 */
export function RoleBadge({
  role,
  verificationStatus = null,
}: {
  role: UserRole;
  verificationStatus?: VerificationStatus | null;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <Badge color={ROLE_COLORS[role]} variant="light" size="lg" tt="none" data-testid="role-badge">
        <span className="visually-hidden">{t('roleLabel')}: </span>
        {t(`roles.${role}`)}
      </Badge>
      {verificationStatus && (
        <Badge
          color={verificationStatus === 'verified' ? 'green.9' : verificationStatus === 'pending' ? 'gray' : 'red.9'}
          variant="light"
          size="lg"
          tt="none"
          data-testid="verification-badge"
        >
          {t(`verification.${verificationStatus}`)}
        </Badge>
      )}
    </>
  );
}
