import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TransactionDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { vehicleTitle } from '../../../components/vehicle-title';
import { currentLanguage, formatDateTime, formatPrice } from '../../../lib/i18n';
import { transactionSide, transactionTotal } from '../lib/transaction-side';
import { DetailField } from './detail-field';
import { useSettleTransaction } from '../hooks/use-settle-transaction';
import { PaymentStatusBadge } from './payment-status-badge';

/** The other side of the sale, to reach them, and what happens next. */
function SaleParties({ transaction, side }: { transaction: TransactionDto; side: 'purchase' | 'sale' }) {
  const { t } = useTranslation('dashboard');
  const { counterparty } = transaction;
  const due = formatDateTime(transaction.paymentDueBy);
  return (
    <Stack gap={2} mt="sm" data-testid="transaction-counterparty">
      <Text size="sm" fw={600}>
        {t(`transactions.counterparty.${counterparty.role}`)}: {counterparty.name}
      </Text>
      <Group gap="md">
        <Anchor href={`mailto:${counterparty.email}`} size="sm">
          {counterparty.email}
        </Anchor>
        {counterparty.phone && (
          <Anchor href={`tel:${counterparty.phone}`} size="sm">
            {counterparty.phone}
          </Anchor>
        )}
      </Group>
      {transaction.paymentStatus === 'pending' && (
        <Text size="sm" c="dimmed">
          {t(side === 'purchase' ? 'transactions.next.buyer' : 'transactions.next.seller', { date: due })}
        </Text>
      )}
    </Stack>
  );
}

/** The seller's actions on a pending sale: the payment arrived, or (after the deadline) it did not. */
function SettleActions({ transaction, userId }: { transaction: TransactionDto; userId: string }) {
  const { t } = useTranslation('dashboard');
  const mutation = useSettleTransaction(userId, transaction.id);
  const overdue = Date.parse(transaction.paymentDueBy) <= Date.now();
  return (
    <Group gap="xs" mt="sm">
      <Button size="xs" color="green.8" loading={mutation.isPending} onClick={() => mutation.mutate('completed')}>
        {t('transactions.markPaid')}
      </Button>
      {overdue && (
        <Button
          size="xs"
          variant="light"
          color="red.8"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate('failed')}
        >
          {t('transactions.markUnpaid')}
        </Button>
      )}
    </Group>
  );
}

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
        {side === 'purchase' && (
          <DetailField label={t('transactions.total')}>{formatPrice(transactionTotal(transaction))}</DetailField>
        )}
        <DetailField label={t('transactions.paymentStatus')}>
          <PaymentStatusBadge status={transaction.paymentStatus} />
        </DetailField>
      </SimpleGrid>
      <SaleParties transaction={transaction} side={side} />
      <Anchor
        href={`/api/transactions/${encodeURIComponent(transaction.id)}/summary.pdf?lang=${currentLanguage()}`}
        download
        size="sm"
        mt="xs"
        display="inline-block"
        data-testid="sale-summary-link"
      >
        {t('transactions.summaryPdf')}
      </Anchor>
      {side === 'sale' && transaction.paymentStatus === 'pending' && (
        <SettleActions transaction={transaction} userId={userId} />
      )}
    </Paper>
  );
}
