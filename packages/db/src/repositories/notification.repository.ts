import { and, eq, lt, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { bids, users, vehicles } from '../schema/index';
import type { UserRow } from './user.repository';
import type { VehicleRow } from './vehicle.repository';

export type NotificationRecipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Where and to whom an email goes; null when the account no longer exists. */
export async function findNotificationRecipient(db: Executor, userId: string): Promise<NotificationRecipient | null> {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}

export type NotificationVehicle = Pick<
  VehicleRow,
  | 'id'
  | 'year'
  | 'make'
  | 'model'
  | 'status'
  | 'startingBid'
  | 'currentBid'
  | 'bidCount'
  | 'auctionEndTime'
  | 'highBidderId'
  | 'cancelReason'
  | 'sellerId'
  | 'closedAt'
  | 'relistedAs'
>;

/** The vehicle's headline and auction state as committed now (never the state at queueing time); null when it is gone. */
export async function findNotificationVehicle(db: Executor, vehicleId: string): Promise<NotificationVehicle | null> {
  const rows = await db
    .select({
      id: vehicles.id,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
      status: vehicles.status,
      startingBid: vehicles.startingBid,
      currentBid: vehicles.currentBid,
      bidCount: vehicles.bidCount,
      auctionEndTime: vehicles.auctionEndTime,
      highBidderId: vehicles.highBidderId,
      cancelReason: vehicles.cancelReason,
      sellerId: vehicles.sellerId,
      closedAt: vehicles.closedAt,
      relistedAs: vehicles.relistedAs,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return rows[0] ?? null;
}

export interface OutbidFacts {
  vehicleId: string;
  /** The amount of the displacing bid. */
  amount: string;
  /** The displacing bid was a buy-now purchase, which also ended the auction. */
  isPurchase: boolean;
  /** The outbid user's highest bid placed before the displacing one; null if they had none. */
  previousBid: string | null;
}

const ownBids = alias(bids, 'own_bids');

/**
 * The bid that displaced a bidder, with that bidder's own best bid before it (bids of the same
 * vehicle with a lower sequence number). Null when the bid no longer exists.
 */
export async function findOutbidFacts(db: Executor, bidId: string, outbidUserId: string): Promise<OutbidFacts | null> {
  const ownBestBefore = db
    .select({ amount: max(ownBids.amount) })
    .from(ownBids)
    .where(
      and(eq(ownBids.vehicleId, bids.vehicleId), eq(ownBids.bidderId, outbidUserId), lt(ownBids.bidSeq, bids.bidSeq)),
    );
  const previousBid = sql<string | null>`(${ownBestBefore})`.mapWith(bids.amount);
  const rows = await db
    .select({ vehicleId: bids.vehicleId, amount: bids.amount, isPurchase: bids.isPurchase, previousBid })
    .from(bids)
    .where(eq(bids.id, bidId));
  return rows[0] ?? null;
}
