import { randomUUID } from 'node:crypto';
import { insertOutboxMessages, listUsersWithPendingDigest, takeDigestMatches } from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, SAVED_SEARCH_DIGEST_JOB_NAME, notificationJob } from '@autolicit/messaging';
import { SAVED_SEARCH_DIGEST_TIME_ZONE } from '@autolicit/shared';
import type { AuctionServiceDeps } from '../worker-deps';

const USERS_PER_PAGE = 200;

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: SAVED_SEARCH_DIGEST_TIME_ZONE });

/**
 * The daily digest round: for each user with daily matches not sent yet, takes them and writes one
 * digest e-mail job, in one transaction per user (a crash between users leaves the rest for the
 * next run; a user is never taken twice). Listings no longer open are marked but left out.
 */
export async function sendSavedSearchDigests(
  deps: Pick<AuctionServiceDeps, 'db' | 'outbox' | 'clock'>,
): Promise<{ users: number; digests: number }> {
  const now = deps.clock.now();
  // One id per user and Romanian day: a second round the same day queues nothing twice.
  const day = DAY_FORMAT.format(now);
  let after: string | null = null;
  let users = 0;
  let digests = 0;
  for (;;) {
    const page = await listUsersWithPendingDigest(deps.db, USERS_PER_PAGE, after);
    if (page.length === 0) break;
    for (const userId of page) {
      users += 1;
      const message = await deps.db.transaction(async (tx) => {
        const entries = await takeDigestMatches(tx, userId, now);
        if (entries.length === 0) return null;
        const digest = {
          id: randomUUID(),
          emissions: [],
          jobs: [notificationJob(SAVED_SEARCH_DIGEST_JOB_NAME, { userId, entries }, `search-digest-${userId}-${day}`)],
        };
        await insertOutboxMessages(tx, [digest], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
        return digest;
      });
      if (message) {
        digests += 1;
        await deps.outbox.deliver(message);
      }
    }
    after = page.at(-1)!;
  }
  return { users, digests };
}
