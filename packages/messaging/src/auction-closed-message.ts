import { randomUUID } from 'node:crypto';
import type { OutboxJob, OutboxMessage, TransactionRow, VehicleRow } from '@autolicit/db';
import { calculateFeeSummary, isReserveMet } from '@autolicit/shared';
import {
  AUCTION_ENDED_NOTICES_JOB_NAME,
  type AuctionEndedNoticesJob,
  NOTIFICATION_JOB_NAMES,
  type UserNotification,
  notificationJobIds,
} from './notification-jobs';
import { notificationJob, pushJob, userEmission, vehicleEmission } from './outbox/outbox-message';
import { type AuctionEndedJob, type AuctionOutcome, PUSH_JOB_NAMES, pushJobIds } from './push-jobs';

export interface ClosedAuction {
  vehicle: VehicleRow;
  /** The pending transaction of a sale; null when the auction ended without one. */
  sale: TransactionRow | null;
}

/** The two emails of a sale (winner, seller), under the ids every path that records a sale uses. */
export function buildSaleNotifications(vehicleId: string, buyerId: string, sellerId: string): UserNotification[] {
  return [
    {
      name: NOTIFICATION_JOB_NAMES.auctionWon,
      jobId: notificationJobIds.auctionWon(vehicleId),
      data: { vehicleId, userId: buyerId },
    },
    {
      name: NOTIFICATION_JOB_NAMES.auctionSold,
      jobId: notificationJobIds.auctionSold(vehicleId),
      data: { vehicleId, userId: sellerId },
    },
  ];
}

/**
 * The end's fan-outs to the other bidders (and the seller of an unsold car), once per outcome: by
 * push, and as the in-app notices and e-mails (`purchase` names a buy-now's displaced leader, who
 * was already told "bought by another bidder").
 */
export function buildAuctionEndedJobs(
  vehicleId: string,
  outcome: AuctionOutcome,
  purchase?: { displacedBidderId: string | null },
): OutboxJob[] {
  const notices: AuctionEndedNoticesJob = {
    vehicleId,
    outcome,
    ...(purchase?.displacedBidderId ? { displacedBidderId: purchase.displacedBidderId } : {}),
  };
  return [
    pushJob(
      PUSH_JOB_NAMES.auctionEnded,
      { vehicleId, outcome, purchase: purchase !== undefined } satisfies AuctionEndedJob,
      pushJobIds.auctionEnded(vehicleId, outcome),
    ),
    notificationJob(AUCTION_ENDED_NOTICES_JOB_NAME, notices, notificationJobIds.auctionEnded(vehicleId, outcome)),
  ];
}

/**
 * The sale's pushes (won to the buyer, sold to the seller) and the end's notices to the other
 * bidders (stable ids, like the e-mails').
 */
export function buildSaleOutcomeJobs(
  vehicleId: string,
  buyerId: string,
  sellerId: string,
  purchase?: { displacedBidderId: string | null },
): OutboxJob[] {
  return [
    pushJob(PUSH_JOB_NAMES.auctionWon, { vehicleId, userId: buyerId }, pushJobIds.auctionWon(vehicleId)),
    pushJob(PUSH_JOB_NAMES.listingSold, { vehicleId, userId: sellerId }, pushJobIds.listingSold(vehicleId)),
    ...buildAuctionEndedJobs(vehicleId, 'sold', purchase),
  ];
}

/**
 * What a close must tell, committed with it (outbox): the room, the winner and the seller, the
 * sale's emails, and the end's fan-outs to the other bidders (and to the seller of an unsold car).
 * A crash after the commit cannot lose it: a relay delivers it later. Also what
 * a seller's late acceptance of the highest bid tells (the same sale, the same email ids).
 */
export function buildClosedOutboxMessage({ vehicle, sale }: ClosedAuction, serverTime: string): OutboxMessage {
  const emissions = [
    vehicleEmission(vehicle.id, 'auction:closed', {
      vehicleId: vehicle.id,
      status: sale ? 'sold' : 'ended',
      finalPrice: vehicle.bidCount > 0 ? vehicle.currentBid : null,
      isReserveMet: isReserveMet(vehicle),
      bidCount: vehicle.bidCount,
      serverTime,
    }),
  ];
  if (!sale) return { id: randomUUID(), emissions, jobs: buildAuctionEndedJobs(vehicle.id, 'ended') };
  const headline = { vehicleId: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model };
  const { fee, total } = calculateFeeSummary(sale.finalPrice);
  emissions.push(
    userEmission(sale.buyerId, 'auction:won', {
      ...headline,
      transactionId: sale.id,
      finalPrice: sale.finalPrice,
      fee,
      total,
      serverTime,
    }),
    userEmission(sale.sellerId, 'auction:sold', {
      ...headline,
      transactionId: sale.id,
      finalPrice: sale.finalPrice,
      serverTime,
    }),
  );
  const jobs = [
    ...buildSaleNotifications(vehicle.id, sale.buyerId, sale.sellerId).map((n) =>
      notificationJob(n.name, n.data, n.jobId),
    ),
    ...buildSaleOutcomeJobs(vehicle.id, sale.buyerId, sale.sellerId),
  ];
  return { id: randomUUID(), emissions, jobs };
}
