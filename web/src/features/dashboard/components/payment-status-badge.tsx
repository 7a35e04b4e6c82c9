import { Badge } from '@mantine/core';
import type { PaymentStatus } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_COLORS } from '../lib/transaction-side';

/** Pending, completed or failed (spec §4), in colour and in words. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Badge
      color={PAYMENT_STATUS_COLORS[status]}
      variant="light"
      tt="none"
      data-testid="payment-status"
      data-status={status}
    >
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
