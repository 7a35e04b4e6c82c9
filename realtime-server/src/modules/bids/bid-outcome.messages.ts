import { randomUUID } from 'node:crypto';
import type { OutboxEmission, OutboxJob, OutboxMessage } from '@autolicit/db';
import {
  NOTIFICATION_JOB_NAMES,
  PUSH_JOB_NAMES,
  buildSaleOutcomeJobs,
  notificationJob,
  notificationJobIds,
  pushJob,
  pushJobIds,
  userEmission,
  vehicleEmission,
} from '@autolicit/messaging';
import {
  type BidDto,
  type OwnStanding,
  type PlaceBidResultDto,
  isReserveMet,
  toBidPlacedEvent,
} from '@autolicit/shared';
import type { PlaceBidOutcome } from './bid-pipeline.types';

/**
 * Everything a committed bid must tell, as an outbox message written with the bid: the vehicle's
 * room (new high bid, a later end time), the seller (wherever they are in the app; once, the reserve
 * reached, also by e-mail), the bidder it displaced, and for a purchase the closing, the buyer and
 * the seller, plus their emails (stable job ids) and the end's fan-outs to the other bidders, and
 * each bidder whose standing changed their new standing, to their own devices only (one
 * fact each: `bid:outbid` and `auction:won` carry it for the displaced bidder and the buyer).
 * Delivered at least once, so each fact carries what a client dedupes on (bidSeq, bidId).
 * Push jobs go only to users in `pushReachable` (who had a Web Push device when the bid was
 * decided): a job for anyone else would find no device, and at the rate of a busy evening those
 * empty jobs were the largest avoidable cost of a bid (docs/benchmarks.md, "Auction night").
 * The room's facts are stored whole; the delivery sends most watchers a compact frame of each
 * (`toLiveEmissions`), so what is stored here is what the frame may be made from, never more public.
 */
export function buildBidOutboxMessage(
  bidderId: string,
  outcome: PlaceBidOutcome,
  serverTime: string,
  pushReachable: ReadonlySet<string>,
): OutboxMessage {
  const { result } = outcome;
  const { vehicle } = result;
  const ownStanding = (userId: string, standing: OwnStanding) =>
    userEmission(userId, 'bid:standing-changed', { vehicleId: vehicle.id, standing, serverTime });
  const last = result.bids.at(-1);
  // A maximum moved without a bid: only its owner's devices have anything to learn.
  if (!last)
    return {
      id: randomUUID(),
      emissions: outcome.callerStanding ? [ownStanding(bidderId, outcome.callerStanding)] : [],
      jobs: [],
    };
  const emissions = [...bidPlacedEmissions(outcome, serverTime)];
  const jobs: OutboxJob[] = [];
  if (!result.isPurchase) emissions.push(...auctionMovedEmissions(outcome, last, serverTime));
  if (outcome.previousHighBidderId && outcome.previousHighBid) {
    emissions.push(outbidEmission(outcome, outcome.previousHighBidderId, outcome.previousHighBid, serverTime));
    jobs.push(
      notificationJob(
        'bid-outbid',
        { vehicleId: vehicle.id, userId: outcome.previousHighBidderId, bidId: last.id },
        `outbid-${last.id}`,
      ),
    );
    if (pushReachable.has(outcome.previousHighBidderId))
      jobs.push(
        pushJob(
          PUSH_JOB_NAMES.bidOutbid,
          {
            vehicleId: vehicle.id,
            userId: outcome.previousHighBidderId,
            bidId: last.id,
            maximumExceeded: outcome.previousMaximumExceeded,
          },
          pushJobIds.bidOutbid(last.id),
        ),
      );
  }
  const reserveJustMet =
    !result.isPurchase && vehicle.hasReserve && vehicle.isReserveMet && !outcome.previousReserveMet;
  if (reserveJustMet) {
    emissions.push(reserveMetEmission(outcome, serverTime));
    jobs.push(
      notificationJob(
        NOTIFICATION_JOB_NAMES.reserveMet,
        { vehicleId: vehicle.id, userId: outcome.sellerId },
        notificationJobIds.reserveMet(vehicle.id),
      ),
    );
  }
  if (!result.isPurchase && pushReachable.has(outcome.sellerId))
    jobs.push(...sellerPushJobs(outcome, last, reserveJustMet));
  if (result.isPurchase && outcome.transactionId) {
    emissions.push(...saleEmissions(bidderId, outcome, outcome.transactionId, serverTime));
    jobs.push(
      notificationJob('auction-won', { vehicleId: vehicle.id, userId: bidderId }, `won-${vehicle.id}`),
      notificationJob('auction-sold', { vehicleId: vehicle.id, userId: outcome.sellerId }, `sold-${vehicle.id}`),
      ...buildSaleOutcomeJobs(vehicle.id, bidderId, outcome.sellerId, {
        displacedBidderId: outcome.previousHighBidderId,
      }),
    );
  }
  // The bidder's own devices (the one that bid included) learn their standing; a buyer's comes with `auction:won`.
  if (!result.isPurchase && outcome.callerStanding) emissions.push(ownStanding(bidderId, outcome.callerStanding));
  if (outcome.defendedLeader)
    emissions.push(ownStanding(outcome.defendedLeader.bidderId, outcome.defendedLeader.standing));
  return { id: randomUUID(), emissions, jobs };
}

/** The seller's phone: the new high bid (a later bid's job tells a newer one), and the reserve reached, once. */
function sellerPushJobs(outcome: PlaceBidOutcome, last: BidDto, reserveJustMet: boolean): OutboxJob[] {
  const { vehicle } = outcome.result;
  const jobs = [
    pushJob(
      PUSH_JOB_NAMES.listingBid,
      { vehicleId: vehicle.id, userId: outcome.sellerId, bidSeq: last.bidSeq },
      pushJobIds.listingBid(vehicle.id, last.bidSeq),
    ),
  ];
  if (reserveJustMet)
    jobs.push(
      pushJob(
        PUSH_JOB_NAMES.reserveMet,
        { vehicleId: vehicle.id, userId: outcome.sellerId },
        pushJobIds.reserveMet(vehicle.id),
      ),
    );
  return jobs;
}

const headlineOf = ({ vehicle }: PlaceBidResultDto) => ({
  vehicleId: vehicle.id,
  year: vehicle.year,
  make: vehicle.make,
  model: vehicle.model,
});

/**
 * One fact per recorded bid, each with the auction as it stood right after it (a hand bid and the
 * automatic counter-bid it triggered are two bids); clients keep the highest bidCount.
 */
function bidPlacedEmissions(outcome: PlaceBidOutcome, serverTime: string): OutboxEmission[] {
  const { result } = outcome;
  const { vehicle } = result;
  return result.bids.map((bid) =>
    vehicleEmission(
      vehicle.id,
      'bid:placed',
      toBidPlacedEvent({
        vehicleId: vehicle.id,
        bid,
        isReserveMet: isReserveMet({
          currentBid: bid.amount,
          bidCount: bid.bidSeq,
          reservePrice: outcome.reservePrice,
        }),
        hasReserve: vehicle.hasReserve,
        auctionEndTime: vehicle.auctionEndTime,
        isPurchase: result.isPurchase,
        serverTime,
      }),
    ),
  );
}

/** While the auction runs: a later end to the room, and the new high bid to the seller. */
function auctionMovedEmissions(outcome: PlaceBidOutcome, last: BidDto, serverTime: string): OutboxEmission[] {
  const { vehicle } = outcome.result;
  const emissions: OutboxEmission[] = [];
  if (vehicle.auctionEndTime !== outcome.previousEndTime) {
    emissions.push(
      vehicleEmission(vehicle.id, 'auction:extended', {
        vehicleId: vehicle.id,
        previousEndTime: outcome.previousEndTime,
        auctionEndTime: vehicle.auctionEndTime,
        serverTime,
      }),
    );
  }
  emissions.push(
    userEmission(outcome.sellerId, 'listing:bid-received', {
      ...headlineOf(outcome.result),
      bidId: last.id,
      amount: last.amount,
      currentBid: vehicle.currentBid,
      bidCount: vehicle.bidCount,
      isReserveMet: vehicle.isReserveMet,
      auctionEndTime: vehicle.auctionEndTime,
      serverTime,
    }),
  );
  return emissions;
}

/** The seller, once: a bid reached the reserve (the amount of the reserve itself is theirs anyway, and not sent). */
function reserveMetEmission(outcome: PlaceBidOutcome, serverTime: string): OutboxEmission {
  const { vehicle } = outcome.result;
  return userEmission(outcome.sellerId, 'listing:reserve-met', {
    ...headlineOf(outcome.result),
    currentBid: vehicle.currentBid,
    bidCount: vehicle.bidCount,
    auctionEndTime: vehicle.auctionEndTime,
    serverTime,
  });
}

/** The displaced leader, with their standing (and maximum) for them alone. */
function outbidEmission(outcome: PlaceBidOutcome, userId: string, yourBid: string, serverTime: string): OutboxEmission {
  const { vehicle } = outcome.result;
  return userEmission(userId, 'bid:outbid', {
    ...headlineOf(outcome.result),
    yourBid,
    maximumExceeded: outcome.previousMaximumExceeded,
    currentBid: vehicle.currentBid,
    minimumNextBid: vehicle.minimumNextBid,
    auctionEndTime: vehicle.auctionEndTime,
    ...(outcome.previousHighBidderStanding ? { standing: outcome.previousHighBidderStanding } : {}),
    serverTime,
  });
}

/** A purchase: the room hears the closing, the buyer they won (with their standing), the seller they sold. */
function saleEmissions(
  buyerId: string,
  outcome: PlaceBidOutcome,
  transactionId: string,
  serverTime: string,
): OutboxEmission[] {
  const { result } = outcome;
  const { vehicle } = result;
  const headline = headlineOf(result);
  return [
    vehicleEmission(vehicle.id, 'auction:closed', {
      vehicleId: vehicle.id,
      status: 'sold',
      finalPrice: vehicle.currentBid,
      isReserveMet: vehicle.isReserveMet,
      bidCount: vehicle.bidCount,
      serverTime,
    }),
    userEmission(buyerId, 'auction:won', {
      ...headline,
      transactionId,
      finalPrice: vehicle.currentBid,
      fee: result.fee,
      total: result.total,
      ...(outcome.callerStanding ? { standing: outcome.callerStanding } : {}),
      serverTime,
    }),
    userEmission(outcome.sellerId, 'auction:sold', {
      ...headline,
      transactionId,
      finalPrice: vehicle.currentBid,
      serverTime,
    }),
  ];
}
