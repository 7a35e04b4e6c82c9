import { SimpleGrid, Title } from '@mantine/core';
import { IconCoin, IconGavel, IconHeart, IconReceipt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUserBids, useUserWatchlist } from '../../../hooks/use-user-lists';
import { ACTIVITY_LIST_LIMIT } from '../api/dashboard-api';
import { useUserListings } from '../hooks/use-user-listings';
import { useUserTransactions } from '../hooks/use-user-transactions';
import { countActiveBids, countCompletedTransactions, isCapped } from '../lib/dashboard-stats';
import { StatCard } from './stat-card';

/** Spec §2: active bids, watchlist, listed vehicles and completed transactions, from the tabs' own lists. */
export function StatCards({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const bids = useUserBids(userId);
  const watchlist = useUserWatchlist(userId);
  const listings = useUserListings(userId);
  const transactions = useUserTransactions(userId);

  return (
    <section aria-labelledby="dashboard-stats-title">
      <Title order={2} id="dashboard-stats-title" className="visually-hidden">
        {t('stats.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard
          tab="activity"
          label={t('stats.activeBids')}
          icon={<IconGavel size={22} aria-hidden />}
          value={bids.data ? countActiveBids(bids.data) : undefined}
          failed={bids.isError}
          capped={bids.data ? isCapped(bids.data.length, ACTIVITY_LIST_LIMIT) : false}
        />
        <StatCard
          tab="watchlist"
          label={t('stats.watchlist')}
          icon={<IconHeart size={22} aria-hidden />}
          value={watchlist.data?.length}
          failed={watchlist.isError}
          capped={watchlist.data ? isCapped(watchlist.data.length, ACTIVITY_LIST_LIMIT) : false}
        />
        <StatCard
          tab="listings"
          label={t('stats.listedVehicles')}
          icon={<IconCoin size={22} aria-hidden />}
          value={listings.data?.length}
          failed={listings.isError}
          capped={listings.data ? isCapped(listings.data.length, ACTIVITY_LIST_LIMIT) : false}
        />
        <StatCard
          tab="transactions"
          label={t('stats.completedTransactions')}
          icon={<IconReceipt size={22} aria-hidden />}
          value={transactions.data ? countCompletedTransactions(transactions.data) : undefined}
          failed={transactions.isError}
          capped={transactions.data ? isCapped(transactions.data.length, ACTIVITY_LIST_LIMIT) : false}
        />
      </SimpleGrid>
    </section>
  );
}
