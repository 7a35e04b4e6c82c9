import { findAuctionState, listWatcherIds } from '@autolicit/db';
import { NOTIFICATION_JOB_NAMES, notificationJobIds, queueUserNotifications } from '@autolicit/messaging';
import type { AuctionServiceDeps } from '../worker-deps';
import { decideEndingSoon } from './ending-soon-window';

export type EndingSoonResult =
  | { outcome: 'reminded'; watchers: number }
  | { outcome: 'wait'; until: Date }
  | { outcome: 'skipped'; reason: 'missing' | 'not-active' | 'ended' };

/**
 * Tells each watcher of a still-active auction that it ends within about 10 minutes: a
 * `watchlist:ending-soon` event to their user room and one email job each (stable ids, so a
 * re-run queues nothing new). Reads the end from PostgreSQL; when the auction was extended and
 * ends later, it only reports when to try again.
 */
export async function remindWatchersIfEndingSoon(
  deps: AuctionServiceDeps,
  vehicleId: string,
): Promise<EndingSoonResult> {
  const now = deps.clock.now();
  const auction = await findAuctionState(deps.db, vehicleId);
  if (!auction) return { outcome: 'skipped', reason: 'missing' };
  if (auction.status !== 'active') return { outcome: 'skipped', reason: 'not-active' };
  const decision = decideEndingSoon(now, auction.auctionEndTime);
  if (decision.action === 'skip') return { outcome: 'skipped', reason: 'ended' };
  if (decision.action === 'wait') return { outcome: 'wait', until: decision.until };

  const watcherIds = await listWatcherIds(deps.db, vehicleId);
  const event = {
    vehicleId,
    year: auction.year,
    make: auction.make,
    model: auction.model,
    auctionEndTime: auction.auctionEndTime.toISOString(),
    serverTime: now.toISOString(),
  };
  // Emails first: if queueing fails the job is retried, and the watchers are not told twice.
  await queueUserNotifications(
    deps.queues.notifications,
    watcherIds.map((userId) => ({
      name: NOTIFICATION_JOB_NAMES.watchlistEndingSoon,
      jobId: notificationJobIds.watchlistEndingSoon(vehicleId, userId),
      data: { vehicleId, userId },
    })),
  );
  for (const userId of watcherIds) deps.events.toUser(userId, 'watchlist:ending-soon', event);
  return { outcome: 'reminded', watchers: watcherIds.length };
}
