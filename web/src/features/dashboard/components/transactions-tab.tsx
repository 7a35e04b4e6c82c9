import { Button, Stack } from '@mantine/core';
import { IconCar, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { useUserTransactions } from '../hooks/use-user-transactions';
import { ListSkeleton } from './list-skeleton';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';
import { TransactionItem } from './transaction-item';

const PLACEHOLDER_ROWS = 3;

/** Spec §2 Transactions: the user's purchases and sales with final price, fee and payment status. */
export function TransactionsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const transactions = useUserTransactions(userId);

  if (transactions.isPending) return <ListSkeleton rows={PLACEHOLDER_ROWS} height={120} />;
  if (transactions.isError) return <SectionError onRetry={() => void transactions.refetch()} />;
  if (transactions.data.length === 0) {
    return (
      <SectionEmpty
        icon={<IconReceipt size={28} aria-hidden />}
        title={t('transactions.emptyTitle')}
        body={t('transactions.emptyBody')}
        action={
          <Button component={Link} to="/vehicles" variant="light" leftSection={<IconCar size={16} aria-hidden />}>
            {t('activity.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={t('tabs.transactions')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {transactions.data.map((transaction) => (
        <TransactionItem key={transaction.id} transaction={transaction} userId={userId} />
      ))}
    </Stack>
  );
}
