import { and, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../client';
import { auctionBidders, vehicles, watchlist } from '../schema/index';
import { notHeldByOutage } from './service-outage.repository';
import type { VehicleRow } from './vehicle.repository';

/**
 * The closing rule, decided in the statement that closes: sold when there is a high bidder and the
 * reserve is met (or there is none), ended otherwise. Mirrors `isReserveMet` of the shared rules;
 * the repository test checks both agree.
 */
const closedStatus = sql<'sold' | 'ended'>`case
  when ${vehicles.bidCount} > 0 and ${vehicles.highBidderId} is not null
    and (${vehicles.reservePrice} is null or ${vehicles.currentBid} >= ${vehicles.reservePrice})
  then 'sold' else 'ended' end`;

/**
 * Closes an auction that is still active and whose end has passed, in one conditional update.
 * Returns the closed row, or null when nothing was closed (closed already, bought, cancelled, not
 * yet due, held by an outage not yet applied — `notHeldByOutage` — or unknown). Two callers
 * racing on one vehicle: the second waits for the first's row lock, re-checks the condition on
 * the committed row and closes nothing.
 */
export async function closeAuction(tx: Executor, vehicleId: string, now: Date): Promise<VehicleRow | null> {
  const rows = await tx
    .update(vehicles)
    .set({ status: closedStatus, closedAt: now, updatedAt: now })
    .where(
      and(
        eq(vehicles.id, vehicleId),
        eq(vehicles.status, 'active'),
        lte(vehicles.auctionEndTime, now),
        notHeldByOutage,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/**
 * Closes up to `limit` due auctions in the caller's transaction (one commit for many: auctions
 * that end in the same second close together), by the same rule and condition as `closeAuction`;
 * `exceptVehicleId` is left to its own close running beside this one.
 * The row locks taken here are held until that transaction ends. Rows another
 * transaction holds (a bid in progress, another closer) are skipped, not waited for, so
 * concurrent batches take disjoint sets and cannot deadlock.
 */
export async function closeDueAuctions(
  tx: Transaction,
  now: Date,
  limit: number,
  options: { exceptVehicleId?: string | undefined } = {},
): Promise<VehicleRow[]> {
  // Two statements on purpose: as a subquery of the UPDATE, the locking SELECT may be re-run for
  // every candidate row (seconds of lock-manager contention for a few hundred rows).
  const due = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.status, 'active'),
        lte(vehicles.auctionEndTime, now),
        notHeldByOutage,
        options.exceptVehicleId ? ne(vehicles.id, options.exceptVehicleId) : undefined,
      ),
    )
    .orderBy(asc(vehicles.auctionEndTime), asc(vehicles.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(vehicles)
    .set({ status: closedStatus, closedAt: now, updatedAt: now })
    .where(
      and(
        inArray(
          vehicles.id,
          due.map((d) => d.id),
        ),
        eq(vehicles.status, 'active'),
        lte(vehicles.auctionEndTime, now),
        notHeldByOutage,
      ),
    )
    .returning();
}

/** Active auctions whose end has passed, the longest overdue first (index vehicles_status_end_idx). */
export async function listOverdueActiveVehicleIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.status, 'active'), lte(vehicles.auctionEndTime, now)))
    .orderBy(asc(vehicles.auctionEndTime), asc(vehicles.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export interface AuctionEnd {
  id: string;
  auctionEndTime: Date;
}

/**
 * Active auctions ending up to `until` (and, with `endingAfter`, strictly after it), in (end, id)
 * order; pass the last row as `after` for the next page. Lets the sweeper restore close jobs and
 * reminders after Redis lost them, and the workers wake the close jobs of the auctions ending next
 * (index vehicles_status_end_idx).
 */
export async function listActiveAuctionEnds(
  db: Executor,
  query: { until: Date; limit: number; after?: AuctionEnd | undefined; endingAfter?: Date | undefined },
): Promise<AuctionEnd[]> {
  const { after } = query;
  return db
    .select({ id: vehicles.id, auctionEndTime: vehicles.auctionEndTime })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.status, 'active'),
        lte(vehicles.auctionEndTime, query.until),
        query.endingAfter ? gt(vehicles.auctionEndTime, query.endingAfter) : undefined,
        after
          ? or(
              gt(vehicles.auctionEndTime, after.auctionEndTime),
              and(eq(vehicles.auctionEndTime, after.auctionEndTime), gt(vehicles.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(vehicles.auctionEndTime), asc(vehicles.id))
    .limit(query.limit);
}

export type AuctionState = Pick<
  VehicleRow,
  'id' | 'status' | 'auctionEndTime' | 'closedAt' | 'sellerId' | 'highBidderId' | 'year' | 'make' | 'model'
>;

/** What the workers need to decide about an auction, without its photos. */
export async function findAuctionState(db: Executor, vehicleId: string): Promise<AuctionState | null> {
  const rows = await db
    .select({
      id: vehicles.id,
      status: vehicles.status,
      auctionEndTime: vehicles.auctionEndTime,
      closedAt: vehicles.closedAt,
      sellerId: vehicles.sellerId,
      highBidderId: vehicles.highBidderId,
      year: vehicles.year,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  return rows[0] ?? null;
}

/** Who follows an auction: its watchers and everyone who bid on it, each once. */
export async function listAuctionFollowerIds(db: Executor, vehicleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: watchlist.userId })
    .from(watchlist)
    .where(eq(watchlist.vehicleId, vehicleId))
    .union(
      db
        .select({ userId: auctionBidders.bidderId })
        .from(auctionBidders)
        .where(eq(auctionBidders.vehicleId, vehicleId)),
    );
  return rows.map((r) => r.userId);
}

/** Everyone who bid on an auction, each once. */
export async function listAuctionBidderIds(db: Executor, vehicleId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: auctionBidders.bidderId })
    .from(auctionBidders)
    .where(eq(auctionBidders.vehicleId, vehicleId));
  return rows.map((r) => r.userId);
}

/** The users watching a vehicle. */
export async function listWatcherIds(db: Executor, vehicleId: string): Promise<string[]> {
  const rows = await db.select({ userId: watchlist.userId }).from(watchlist).where(eq(watchlist.vehicleId, vehicleId));
  return rows.map((r) => r.userId);
}

/**
 * The seller accepted the highest bid of an auction that ended under its reserve: the ended row
 * becomes sold (in the caller's transaction, which holds its lock). Null when it is not ended.
 */
export async function markEndedAuctionSold(tx: Executor, vehicleId: string, now: Date): Promise<VehicleRow | null> {
  const rows = await tx
    .update(vehicles)
    .set({ status: 'sold', updatedAt: now })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.status, 'ended')))
    .returning();
  return rows[0] ?? null;
}
