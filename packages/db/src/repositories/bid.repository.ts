import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { auctionBidders, bidMaxima, bids, vehicles } from '../schema/index';
import { type VehicleSummaryRow, vehicleSummaryColumns } from './vehicle-summary';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/**
 * Inserts a bid as it is (demo data, tests) and gives its bidder a number if they have none. The
 * live path is `applyBidDecision`, which does both in its single statement.
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
  isAutomatic: boolean;
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
      isAutomatic: bids.isAutomatic,
      createdAt: bids.createdAt,
      bidderNumber: auctionBidders.bidderNumber,
    })
    .from(bids)
    .innerJoin(
      auctionBidders,
      and(eq(auctionBidders.vehicleId, bids.vehicleId), eq(auctionBidders.bidderId, bids.bidderId)),
    )
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
  isAutomatic: boolean;
  /** The user's standing maximum on the bid's vehicle: only ever shown to that user. */
  maximum: string | null;
  vehicle: VehicleSummaryRow;
}

/** A user's bids, newest first, with whether each is still its vehicle's high bid. */
export async function listBidsByUser(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
): Promise<UserBidRow[]> {
  const rows = await db
    .select({
      id: bids.id,
      vehicleId: bids.vehicleId,
      amount: bids.amount,
      createdAt: bids.createdAt,
      isHighest: sql<boolean>`${bids.bidSeq} = ${vehicles.bidCount}`,
      isAutomatic: bids.isAutomatic,
      maximum: bidMaxima.amount,
      vehicle: vehicleSummaryColumns,
    })
    .from(bids)
    .innerJoin(vehicles, eq(vehicles.id, bids.vehicleId))
    .leftJoin(bidMaxima, and(eq(bidMaxima.vehicleId, bids.vehicleId), eq(bidMaxima.bidderId, bids.bidderId)))
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
  /** Null while they hold only a maximum that never became a bid of theirs. */
  bidderNumber: number | null;
  /** The bidder's highest bid on this vehicle (bids only rise, so also their latest). */
  highestBid: string | null;
  /** Their standing maximum, for their own eyes. */
  maximum: string | null;
}

/**
 * One bidder's number, highest bid and standing maximum on one vehicle; null when they have neither
 * bid nor maximum there. (A maximum beaten at once may leave its owner with no bid of their own.)
 */
export async function findBidderStanding(
  db: Executor,
  vehicleId: string,
  bidderId: string,
): Promise<BidderStandingRow | null> {
  const result = await db.execute(sql`
    select a.bidder_number as "bidderNumber",
      (select max(b.amount)::text from ${bids} b where b.vehicle_id = ${vehicleId} and b.bidder_id = ${bidderId}) as "highestBid",
      (select m.amount::text from ${bidMaxima} m where m.vehicle_id = ${vehicleId} and m.bidder_id = ${bidderId}) as "maximum"
    from (select 1) one
    left join ${auctionBidders} a on a.vehicle_id = ${vehicleId} and a.bidder_id = ${bidderId}`);
  const row = (
    result as unknown as { rows: { bidderNumber: number | null; highestBid: string | null; maximum: string | null }[] }
  ).rows[0];
  if (!row || (row.highestBid === null && row.maximum === null)) return null;
  return row;
}
