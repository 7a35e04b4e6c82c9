import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { fetchPlatformStats, fetchQueueHealth, platformStatsQueryKey, queueHealthQueryKey } from '../api/stats-api';

/** Numbers an admin opens the dashboard to see should not be minutes old; revisits refetch after 30 s. */
const PLATFORM_STATS_STALE_MS = 30_000;

/**
 * The admin's platform statistics (spec §3 Stats, GET /api/stats) and the auction-close queue's
 * health (GET /metrics). Spec §6: the calls are made only while the active role is admin; an admin
 * who switched to "user" sees, and asks for, what a user does. Nothing polls: `refresh` reloads both.
 */
export function usePlatformStats() {
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const stats = useQuery({
    queryKey: platformStatsQueryKey,
    queryFn: fetchPlatformStats,
    enabled: isAdmin,
    staleTime: PLATFORM_STATS_STALE_MS,
  });
  const queue = useQuery({
    queryKey: queueHealthQueryKey,
    queryFn: fetchQueueHealth,
    enabled: isAdmin,
    staleTime: PLATFORM_STATS_STALE_MS,
  });
  const refresh = () => {
    void stats.refetch();
    void queue.refetch();
  };
  return { isAdmin, stats, queue, refresh, refreshing: stats.isFetching || queue.isFetching };
}
