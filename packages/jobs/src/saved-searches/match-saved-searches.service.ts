import { randomUUID } from 'node:crypto';
import { type OutboxMessage, insertOutboxMessages, recordSavedSearchMatches } from '@autolicit/db';
import {
  OUTBOX_WRITER_LEASE_MS,
  SAVED_SEARCH_MATCH_JOB_NAME,
  PUSH_JOB_NAMES,
  notificationJob,
  pushJob,
  pushJobIds,
} from '@autolicit/messaging';
import type { AuctionServiceDeps } from '../worker-deps';

/**
 * Records the saved searches a just-published listing matches (once per search) and, in the same
 * transaction, the instant alerts' push and e-mail jobs as an outbox message; daily matches wait
 * for the digest. A second run finds every match recorded and sends nothing again.
 */
export async function matchSavedSearches(
  deps: Pick<AuctionServiceDeps, 'db' | 'outbox' | 'clock'>,
  vehicleId: string,
): Promise<{ matched: number; instant: number }> {
  const now = deps.clock.now();
  const { matched, instant, message } = await deps.db.transaction(async (tx) => {
    const matches = await recordSavedSearchMatches(tx, vehicleId, now);
    const instant = matches.filter((match) => match.alert === 'instant');
    if (instant.length === 0) return { matched: matches.length, instant: 0, message: null };
    const message: OutboxMessage = {
      id: randomUUID(),
      emissions: [],
      jobs: instant.flatMap(({ savedSearchId, userId }) => {
        const data = { vehicleId, userId, savedSearchId };
        return [
          pushJob(PUSH_JOB_NAMES.savedSearchMatch, data, pushJobIds.savedSearchMatch(savedSearchId, vehicleId)),
          notificationJob(SAVED_SEARCH_MATCH_JOB_NAME, data, `search-match-${savedSearchId}-${vehicleId}`),
        ];
      }),
    };
    await insertOutboxMessages(tx, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return { matched: matches.length, instant: instant.length, message };
  });
  // Queued now when Redis answers; otherwise the relay queues them once the lease runs out.
  if (message) await deps.outbox.deliver(message);
  return { matched, instant };
}
