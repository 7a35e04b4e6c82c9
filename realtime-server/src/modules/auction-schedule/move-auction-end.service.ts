import { randomUUID } from 'node:crypto';
import { type RunningAuctionEnd, listAuctionAudience, moveAuctionEnd } from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, closeAuctionJobId, endingSoonJobId, notificationJob, userEmission, vehicleEmission } from '@autolicit/messaging';
import { NOTIFICATION_JOB_NAMES } from '@autolicit/workers';
import type { AppContext } from '../../app-context';
import { scheduleAuctionJobs } from '../vehicles/create-vehicle.service';

/**
 * Moves one running auction's end for an operator and tells everyone concerned: the room
 * (`auction:rescheduled`, open countdowns follow), each bidder and watcher (the same event on their
 * own room, and an email), all written with the move (outbox). Then the close job and the
 * ending-soon reminder are scheduled again for the new end. Returns false when the auction
 * changed meanwhile (a bid moved its end, it closed): the caller decides again on a fresh read.
 */
export async function moveRunningAuctionEnd(ctx: AppContext, auction: RunningAuctionEnd, newEndTime: Date): Promise<boolean> {
  const now = ctx.clock.now();
  const serverTime = now.toISOString();
  const audience = (await listAuctionAudience(ctx.db, auction.id)).filter((userId) => userId !== auction.sellerId);
  const event = {
    vehicleId: auction.id, year: auction.year, make: auction.make, model: auction.model,
    previousEndTime: auction.auctionEndTime.toISOString(), auctionEndTime: newEndTime.toISOString(), serverTime,
  };
  const message = {
    id: randomUUID(),
    emissions: [
      vehicleEmission(auction.id, 'auction:rescheduled', event),
      ...[...audience, auction.sellerId].map((userId) => userEmission(userId, 'auction:rescheduled', event)),
    ],
    // One email per move and person: the id carries the new end.
    jobs: audience.map((userId) =>
      notificationJob(NOTIFICATION_JOB_NAMES.auctionRescheduled, { vehicleId: auction.id, userId }, `rescheduled-${auction.id}-${userId}-${newEndTime.getTime()}`),
    ),
  };
  const applied = await moveAuctionEnd(ctx.db, {
    vehicleId: auction.id, expectedEndTime: auction.auctionEndTime, newEndTime, outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
  });
  if (!applied) return false;
  void ctx.outbox.deliver(message);
  await rescheduleAuctionJobs(ctx, auction.id, newEndTime, now);
  return true;
}

/**
 * The close job and the reminder, again for the new end. A job that cannot be removed (it is
 * running right now) is left: the close job re-reads the end and waits for it, and the sweeper
 * closes any auction whose job is missing.
 */
async function rescheduleAuctionJobs(ctx: AppContext, vehicleId: string, endTime: Date, now: Date): Promise<void> {
  for (const jobId of [closeAuctionJobId(vehicleId), endingSoonJobId(vehicleId)]) {
    try {
      await ctx.queues.auctionClose.remove(jobId);
    } catch (error) {
      ctx.logger.warn({ err: error, jobId }, 'auction job not removed before rescheduling');
    }
  }
  await scheduleAuctionJobs(ctx, vehicleId, endTime, now);
}
