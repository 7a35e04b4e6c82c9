import { randomUUID } from 'node:crypto';
import {
  type Database,
  type NewAuditEvent,
  type OutboxMessage,
  type RunningAuctionEnd,
  insertAuditEvent,
  listAuctionAudience,
  moveAuctionEnd,
} from '@autolicit/db';
import { WATCHLIST_ENDING_SOON_MS } from '@autolicit/shared';
import type { OutboxDelivery, OutboxLogger } from './outbox/outbox-relay';
import { notificationJob, userEmission, vehicleEmission } from './outbox/outbox-message';
import { OUTBOX_WRITER_LEASE_MS } from './outbox/outbox-relay';
import {
  type AuctionQueues,
  closeAuctionJobId,
  endingSoonJobId,
  scheduleAuctionClose,
  scheduleEndingSoonReminder,
} from './queues';

/** The email job of a moved end, consumed by the workers' notification processor. */
export const AUCTION_RESCHEDULED_JOB_NAME = 'auction-rescheduled';

export interface AuctionRescheduleDeps {
  db: Database;
  outbox: OutboxDelivery;
  queues: Pick<AuctionQueues, 'auctionClose'>;
  logger: OutboxLogger;
}

/**
 * What a moved end tells, written with the move: the room (`auction:rescheduled`, open countdowns
 * follow), each bidder, watcher and the seller on their own room, and an email to each bidder and
 * watcher — one per move and person, the id carries the new end.
 */
export function buildAuctionRescheduledMessage(
  auction: RunningAuctionEnd,
  audience: string[],
  newEndTime: Date,
  serverTime: string,
): OutboxMessage {
  const event = {
    vehicleId: auction.id,
    year: auction.year,
    make: auction.make,
    model: auction.model,
    previousEndTime: auction.auctionEndTime.toISOString(),
    auctionEndTime: newEndTime.toISOString(),
    serverTime,
  };
  return {
    id: randomUUID(),
    emissions: [
      vehicleEmission(auction.id, 'auction:rescheduled', event),
      ...[...audience, auction.sellerId].map((userId) => userEmission(userId, 'auction:rescheduled', event)),
    ],
    jobs: audience.map((userId) =>
      notificationJob(
        AUCTION_RESCHEDULED_JOB_NAME,
        { vehicleId: auction.id, userId },
        `rescheduled-${auction.id}-${userId}-${newEndTime.getTime()}`,
      ),
    ),
  };
}

/**
 * Moves one running auction's end and tells everyone concerned (see
 * `buildAuctionRescheduledMessage`), the move, its outbox message and `audit` (when given) in one
 * transaction; then delivers the message and schedules the close job and the ending-soon reminder
 * again for the new end. Returns false when the auction changed meanwhile (a bid moved its end, it
 * closed): the caller decides again on a fresh read. Used by the operators' extensions and by the
 * workers' automatic outage extension.
 */
export async function moveRunningAuctionEnd(
  deps: AuctionRescheduleDeps,
  auction: RunningAuctionEnd,
  newEndTime: Date,
  now: Date,
  options: { audit?: NewAuditEvent } = {},
): Promise<boolean> {
  const audience = (await listAuctionAudience(deps.db, auction.id)).filter((userId) => userId !== auction.sellerId);
  const message = buildAuctionRescheduledMessage(auction, audience, newEndTime, now.toISOString());
  const move = {
    vehicleId: auction.id,
    expectedEndTime: auction.auctionEndTime,
    newEndTime,
    outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
  };
  const { audit } = options;
  const applied = audit
    ? await deps.db.transaction(async (tx) => {
        if (!(await moveAuctionEnd(tx, move))) return false;
        await insertAuditEvent(tx, audit);
        return true;
      })
    : await moveAuctionEnd(deps.db, move);
  if (!applied) return false;
  void deps.outbox.deliver(message);
  await rescheduleAuctionJobs(deps, auction.id, newEndTime, now);
  return true;
}

/**
 * The close job and the reminder, again for the new end. A job that cannot be removed (it is
 * running right now) is left: the close job re-reads the end and waits for it, and the sweeper
 * closes any auction whose job is missing. A Redis failure is logged: the sweeper re-adds both.
 */
export async function rescheduleAuctionJobs(
  deps: Pick<AuctionRescheduleDeps, 'queues' | 'logger'>,
  vehicleId: string,
  endTime: Date,
  now: Date,
): Promise<void> {
  const queue = deps.queues.auctionClose;
  for (const jobId of [closeAuctionJobId(vehicleId), endingSoonJobId(vehicleId)]) {
    try {
      await queue.remove(jobId);
    } catch (error) {
      deps.logger.warn({ err: error, jobId }, 'auction job not removed before rescheduling');
    }
  }
  try {
    await scheduleAuctionClose(queue, vehicleId, endTime, now);
    await scheduleEndingSoonReminder(queue, vehicleId, new Date(endTime.getTime() - WATCHLIST_ENDING_SOON_MS), now);
  } catch (error) {
    deps.logger.error({ err: error, vehicleId }, 'could not schedule the auction close; the sweeper will close it');
  }
}
