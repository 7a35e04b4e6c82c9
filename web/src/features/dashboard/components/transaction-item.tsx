import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TransactionDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { vehicleTitle } from '../../live';
import { formatDateTime, formatPrice } from '../../../lib/i18n';
import { transactionSide, transactionTotal } from '../lib/transaction-side';
import { DetailField } from './detail-field';
import { PaymentStatusBadge } from './payment-status-badge';

/** A sale or purchase: the vehicle, the final price, the auction fee (and the buyer's total), and the payment status. */
export function TransactionItem({ transaction, userId }: { transaction: TransactionDto; userId: string }) {
  const { t } = useTranslation('dashboard');
  const side = transactionSide(transaction, userId);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="transaction">
      <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
        <Box style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/vehicle/${transaction.vehicleId}`} fw={600} lineClamp={1}>
            {vehicleTitle(transaction.vehicle)}
          </Anchor>
          <Text size="sm" c="dimmed">
            {formatDateTime(transaction.createdAt)}
          </Text>
        </Box>
        <Badge color={side === 'purchase' ? 'brand' : 'teal'} variant="outline" tt="none">
          {t(`transactions.${side}`)}
        </Badge>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 2, sm: side === 'purchase' ? 4 : 3 }} spacing="sm" m={0}>
        <DetailField label={t('transactions.finalPrice')}>{formatPrice(transaction.finalPrice)}</DetailField>
        <DetailField label={t('transactions.fee')}>{formatPrice(transaction.fee)}</DetailField>
        {side === 'purchase' && <DetailField label={t('transactions.total')}>{formatPrice(transactionTotal(transaction))}</DetailField>}
        <DetailField label={t('transactions.paymentStatus')}>
          <PaymentStatusBadge status={transaction.paymentStatus} />
        </DetailField>
      </SimpleGrid>
    </Paper>
  );
}
