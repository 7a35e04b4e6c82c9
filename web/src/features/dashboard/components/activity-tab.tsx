import { Button, Stack } from '@mantine/core';
import { DASHBOARD_RECENT_BIDS } from '@autolicit/shared';
import { IconCar, IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { useUserBids } from '../../../hooks/use-user-lists';
import { pickHighestBidPerAuction } from '../lib/bids-per-auction';
import { ActivityBidRow } from './activity-bid-row';
import { ListSkeleton } from './list-skeleton';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';

/**
 * Spec §2's latest bids, one row per auction (the 5 most recently bid on): the user's highest bid
 * there and whether they still lead.
 */
export function ActivityTab({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const bids = useUserBids(userId);

  if (bids.isPending) return <ListSkeleton rows={DASHBOARD_RECENT_BIDS} height={76} />;
  if (bids.isError) return <SectionError onRetry={() => void bids.refetch()} />;
  if (bids.data.length === 0) {
    return (
      <SectionEmpty
        icon={<IconGavel size={28} aria-hidden />}
        title={t('activity.emptyTitle')}
        body={t('activity.emptyBody')}
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
      aria-label={t('activity.title')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {pickHighestBidPerAuction(bids.data)
        .slice(0, DASHBOARD_RECENT_BIDS)
        .map((bid) => (
          <ActivityBidRow key={bid.id} bid={bid} ownBids={bids.data} />
        ))}
    </Stack>
  );
}
