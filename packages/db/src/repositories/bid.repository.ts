import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { auctionBidders, bids, vehicles } from '../schema/index';
import { type VehicleSummaryRow, vehicleSummaryColumns } from './vehicle-summary';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/**
 * Inserts a bid as it is (demo data, tests) and gives its bidder a number if they have none. The
 * live path is `applyBidIfUnchanged`, which does both in its single statement.
 */
export async function insertBid(tx: Executor, bid: NewBidRow): Promise<BidRow> {
  const [row] = await tx.insert(bids).values(bid).returning();
  await tx.execute(sql`
    insert into ${auctionBidders} (vehicle_id, bidder_id, bidder_number)
    select ${bid.vehicleId}, ${bid.bidderId}, coalesce(max(bidder_number), 0) + 1 from ${auctionBidders} where vehicle_id = ${bid.vehicleId}
    on conflict (vehicle_id, bidder_id) do nothing`);
  return row!;
}

export interface VehicleBidRow {
  id: string;
  vehicleId: string;
  bidderId: string;
  amount: string;
  bidSeq: number;
  createdAt: Date;
  /** 1 for the vehicle's first bidder, 2 for the next new bidder, … */
  bidderNumber: number;
}

/** A vehicle's bids, newest first, each with its bidder's per-auction number. */
export async function listBidsForVehicle(db: Executor, vehicleId: string, limit = 100): Promise<VehicleBidRow[]> {
  return db
    .select({
      id: bids.id,
      vehicleId: bids.vehicleId,
      bidderId: bids.bidderId,
      amount: bids.amount,
      bidSeq: bids.bidSeq,
      createdAt: bids.createdAt,
      bidderNumber: auctionBidders.bidderNumber,
    })
    .from(bids)
    .innerJoin(auctionBidders, and(eq(auctionBidders.vehicleId, bids.vehicleId), eq(auctionBidders.bidderId, bids.bidderId)))
    .where(eq(bids.vehicleId, vehicleId))
    .orderBy(desc(bids.bidSeq))
    .limit(limit);
}

export interface UserBidRow {
  id: string;
  vehicleId: string;
  amount: string;
  createdAt: Date;
  isHighest: boolean;
  vehicle: VehicleSummaryRow;
}

/** A user's bids, newest first, with whether each is still its vehicle's high bid. */
export async function listBidsByUser(db: Executor, userId: string, limit: number, offset: number): Promise<UserBidRow[]> {
  const rows = await db
    .select({
      id: bids.id,
      vehicleId: bids.vehicleId,
      amount: bids.amount,
      createdAt: bids.createdAt,
      isHighest: sql<boolean>`${bids.bidSeq} = ${vehicles.bidCount}`,
      vehicle: vehicleSummaryColumns,
    })
    .from(bids)
    .innerJoin(vehicles, eq(vehicles.id, bids.vehicleId))
    .where(eq(bids.bidderId, userId))
    .orderBy(desc(bids.createdAt), desc(bids.id))
    .limit(limit)
    .offset(offset);
  return rows as UserBidRow[];
}

export async function countBidsOnVehicle(db: Executor, vehicleId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bids).where(eq(bids.vehicleId, vehicleId));
  return row?.n ?? 0;
}

export interface BidderStandingRow {
  bidderNumber: number;
  /** The bidder's highest bid on this vehicle (bids only rise, so also their latest). */
  highestBid: string;
}

/** One bidder's number and highest bid on one vehicle; null when they never bid on it. */
export async function findBidderStanding(db: Executor, vehicleId: string, bidderId: string): Promise<BidderStandingRow | null> {
  const rows = await db
    .select({
      bidderNumber: auctionBidders.bidderNumber,
      highestBid: sql<string>`(select max(${bids.amount}) from ${bids} where ${bids.vehicleId} = ${vehicleId} and ${bids.bidderId} = ${bidderId})`,
    })
    .from(auctionBidders)
    .where(and(eq(auctionBidders.vehicleId, vehicleId), eq(auctionBidders.bidderId, bidderId)));
  const row = rows[0];
  return row && row.highestBid !== null ? row : null;
}
