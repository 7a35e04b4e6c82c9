import { Button, SimpleGrid } from '@mantine/core';
import { IconCar, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { useUserWatchlist } from '../../../hooks/use-user-lists';
import { VehicleGrid } from '../../../components/vehicle-grid';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';
import { WatchlistEntryCard } from './watchlist-entry-card';

const GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;
const PLACEHOLDERS = 3;

/**
 * A user's watchlist as live cards, for the dashboard tab and the watchlist page. Only the owner
 * may remove (DELETE /api/watchlist acts on the signed-in user's own list). Another user's list is
 * the server's to refuse (403 unless admin), and its message is shown as is.
 */
export function WatchlistSection({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const { t, i18n } = useTranslation('dashboard');
  const watchlist = useUserWatchlist(userId);

  if (watchlist.isPending) return <VehicleGrid vehicles={[]} loading placeholders={PLACEHOLDERS} cols={GRID_COLS} />;
  if (watchlist.isError) {
    const refused = isApiError(watchlist.error) && (watchlist.error.status === 403 || watchlist.error.status === 404);
    return refused ? (
      <SectionError title={t('watchlist.forbiddenTitle')} message={getErrorMessage(watchlist.error, i18n)} />
    ) : (
      <SectionError onRetry={() => void watchlist.refetch()} />
    );
  }
  if (watchlist.data.length === 0) {
    return (
      <SectionEmpty
        icon={<IconHeart size={28} aria-hidden />}
        title={isOwn ? t('watchlist.emptyTitle') : t('watchlist.otherEmptyTitle')}
        body={isOwn ? t('watchlist.emptyBody') : undefined}
        action={
          isOwn && (
            <Button component={Link} to="/vehicles" variant="light" leftSection={<IconCar size={16} aria-hidden />}>
              {t('watchlist.browse')}
            </Button>
          )
        }
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="lg"
      verticalSpacing="lg"
      p={0}
      m={0}
      aria-label={t('watchlist.pageTitle')}
    >
      {watchlist.data.map((entry) => (
        <WatchlistEntryCard key={entry.vehicleId} entry={entry} ownerId={userId} canRemove={isOwn} />
      ))}
    </SimpleGrid>
  );
}
