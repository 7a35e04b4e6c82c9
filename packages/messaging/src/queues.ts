import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { z } from 'zod';
import { AUCTION_CLOSE_QUEUE, NOTIFICATIONS_QUEUE, PUSH_QUEUE } from '@autolicit/shared';

export { AUCTION_CLOSE_QUEUE, NOTIFICATIONS_QUEUE, PUSH_QUEUE };

/**
 * BullMQ keys live under the deployment's Redis prefix, beside sessions and rate limits. The braces
 * are a Redis Cluster hash tag: every key of every queue hashes to one slot, as BullMQ's scripts
 * need on a cluster (they touch several keys of a queue at once). Deployments that ran with the
 * untagged `<prefix>bull` keys: docs/operating.md, "Moving to hash-tagged queue keys".
 */
export function getBullPrefix(redisPrefix: string): string {
  return `{${redisPrefix}bull}`;
}

export const closeAuctionJobSchema = z.object({ vehicleId: z.uuid() });
export type CloseAuctionJob = z.infer<typeof closeAuctionJobSchema>;

export const endingSoonJobSchema = z.object({ vehicleId: z.uuid() });
export const listingPublishedJobSchema = z.object({ vehicleId: z.uuid() });
export type EndingSoonJob = z.infer<typeof endingSoonJobSchema>;

export const AUCTION_JOB_NAMES = {
  close: 'close',
  endingSoon: 'ending-soon',
  sweep: 'sweep',
  /** A listing went live (`published-<vehicleId>`): the saved searches it matches are recorded and alerted. */
  listingPublished: 'listing-published',
  /** The daily round at the digest hour (a job scheduler): one digest e-mail job per user with new matches. */
  savedSearchDigests: 'saved-search-digests',
} as const;

/** Stable ids: one close job and one reminder per vehicle, whatever schedules them. */
export const closeAuctionJobId = (vehicleId: string) => `close-${vehicleId}`;
export const endingSoonJobId = (vehicleId: string) => `ending-soon-${vehicleId}`;
export const listingPublishedJobId = (vehicleId: string) => `published-${vehicleId}`;

const retainFinished: JobsOptions = {
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * A push is worth something for minutes, not hours: few, quick retries (the push service itself
 * keeps an accepted message for its TTL while the device is offline).
 */
export const PUSH_JOB_DEFAULTS: JobsOptions = {
  ...retainFinished,
  attempts: 4,
  backoff: { type: 'exponential', delay: 2000 },
};

export interface AuctionQueues {
  auctionClose: Queue;
  notifications: Queue;
  push: Queue;
  close(): Promise<void>;
}

/**
 * The producers. `onError` hears their connection errors (Redis away): without a listener BullMQ
 * prints each one to stderr. A failed `add` still rejects to its caller.
 */
export function createAuctionQueues(
  connection: ConnectionOptions,
  redisPrefix: string,
  onError: (error: Error) => void = () => undefined,
): AuctionQueues {
  const prefix = getBullPrefix(redisPrefix);
  const auctionClose = new Queue(AUCTION_CLOSE_QUEUE, { connection, prefix, defaultJobOptions: retainFinished });
  const notifications = new Queue(NOTIFICATIONS_QUEUE, {
    connection,
    prefix,
    defaultJobOptions: { ...retainFinished, attempts: 8, backoff: { type: 'exponential', delay: 5000 } },
  });
  const push = new Queue(PUSH_QUEUE, { connection, prefix, defaultJobOptions: PUSH_JOB_DEFAULTS });
  for (const queue of [auctionClose, notifications, push]) queue.on('error', onError);
  return {
    auctionClose,
    notifications,
    push,
    async close() {
      await Promise.all([auctionClose.close(), notifications.close(), push.close()]);
    },
  };
}

/**
 * Schedules the close of an auction at its end time. PostgreSQL stays the source of truth: the
 * processor re-reads the end and waits longer if the auction was extended, so this only has to
 * make sure that one job exists. Adding an id that still exists is a no-op in BullMQ.
 */
export async function scheduleAuctionClose(queue: Queue, vehicleId: string, endTime: Date, now: Date): Promise<void> {
  await queue.add(AUCTION_JOB_NAMES.close, { vehicleId } satisfies CloseAuctionJob, {
    jobId: closeAuctionJobId(vehicleId),
    delay: Math.max(0, endTime.getTime() - now.getTime()),
    attempts: 10,
    backoff: { type: 'exponential', delay: 1000 },
  });
}

/** Schedules the "ending in 10 minutes" reminder for watchers (skipped when that moment has passed). */
export async function scheduleEndingSoonReminder(
  queue: Queue,
  vehicleId: string,
  remindAt: Date,
  now: Date,
): Promise<void> {
  const delay = remindAt.getTime() - now.getTime();
  if (delay <= 0) return;
  await queue.add(AUCTION_JOB_NAMES.endingSoon, { vehicleId } satisfies EndingSoonJob, {
    jobId: endingSoonJobId(vehicleId),
    delay,
    attempts: 3,
  });
}
