import { randomUUID } from 'node:crypto';
import type { OutboxEmission, OutboxJob, OutboxMessage } from '@autolicit/db';
import { getAcceptUnderReserveDeadline } from '@autolicit/shared';
import { type AuctionLostEmailJob, NOTIFICATION_JOB_NAMES, notificationJobIds } from './notification-jobs';
import { notificationJob, userEmission } from './outbox/outbox-message';
import type { AuctionOutcome } from './push-jobs';

/** An ended auction as its notices tell it, read when they are sent. */
export interface EndedAuctionFacts {
  vehicle: {
    id: string;
    year: number;
    make: string;
    model: string;
    sellerId: string;
    highBidderId: string | null;
    /** The highest bid (the final price of a sale). */
    currentBid: string;
    bidCount: number;
    closedAt: Date | null;
  };
  outcome: AuctionOutcome;
  /** The sale, for `sold`. */
  sale: { buyerId: string; finalPrice: string } | null;
  /** Everyone who bid on it. */
  bidderIds: readonly string[];
  /** A buy-now's displaced leader: already e-mailed "bought by another bidder", so no second e-mail. */
  displacedBidderId?: string | undefined;
}

/**
 * The end's in-app notices and e-mails, one outbox message: "not won" to each bidder who did not buy
 * it (the highest bidder of an auction ended under its reserve learns until when the seller may
 * still accept their bid), and without a sale "ended without a sale" to the seller, with what they
 * can do next. Only public amounts: the final price or the highest bid, never the reserve nor a
 * maximum. Each user's choices apply where each channel is sent (the e-mail worker, the web app).
 */
export function buildAuctionEndedNoticesMessage(facts: EndedAuctionFacts, serverTime: string): OutboxMessage {
  const { vehicle, outcome, sale } = facts;
  const headline = { vehicleId: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model };
  const underReserve = outcome === 'ended' && vehicle.bidCount > 0;
  const acceptUntil =
    underReserve && vehicle.closedAt ? getAcceptUnderReserveDeadline(vehicle.closedAt).toISOString() : null;
  const losers = [...new Set(facts.bidderIds)].filter((id) => id !== sale?.buyerId && id !== vehicle.sellerId);
  const emissions: OutboxEmission[] = [];
  const jobs: OutboxJob[] = [];
  for (const userId of losers) {
    emissions.push(
      userEmission(userId, 'auction:lost', {
        ...headline,
        outcome,
        price: sale ? sale.finalPrice : vehicle.currentBid,
        acceptUntil: userId === vehicle.highBidderId ? acceptUntil : null,
        serverTime,
      }),
    );
    if (userId === facts.displacedBidderId) continue;
    jobs.push(
      notificationJob(
        NOTIFICATION_JOB_NAMES.auctionLost,
        { vehicleId: vehicle.id, userId, outcome } satisfies AuctionLostEmailJob,
        notificationJobIds.auctionLost(vehicle.id, outcome, userId),
      ),
    );
  }
  if (outcome === 'ended') {
    emissions.push(
      userEmission(vehicle.sellerId, 'listing:unsold', {
        ...headline,
        bidCount: vehicle.bidCount,
        highestBid: underReserve ? vehicle.currentBid : null,
        acceptUntil,
        serverTime,
      }),
    );
    jobs.push(
      notificationJob(
        NOTIFICATION_JOB_NAMES.listingUnsold,
        { vehicleId: vehicle.id, userId: vehicle.sellerId },
        notificationJobIds.listingUnsold(vehicle.id),
      ),
    );
  }
  return { id: randomUUID(), emissions, jobs };
}
