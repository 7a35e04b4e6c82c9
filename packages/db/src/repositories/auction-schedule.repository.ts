import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { vehicles } from '../schema/index';
import { type OutboxMessage, insertOutboxIfUpdated, wasApplied } from './outbox.repository';

export interface RunningAuctionEnd {
  id: string;
  sellerId: string;
  year: number;
  make: string;
  model: string;
  bidCount: number;
  auctionEndTime: Date;
}

/** Running auctions whose end falls in [from, to], oldest end first (an incident's victims). */
export async function listRunningAuctionsEndingBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<RunningAuctionEnd[]> {
  const result = await db.execute(sql`
    select id, seller_id as "sellerId", year, make, model, bid_count as "bidCount", auction_end_time as "auctionEndTime"
    from ${vehicles}
    where status = 'active' and auction_end_time >= ${from.toISOString()}::timestamptz and auction_end_time <= ${to.toISOString()}::timestamptz
    order by auction_end_time`);
  return (
    result as unknown as { rows: (Omit<RunningAuctionEnd, 'auctionEndTime'> & { auctionEndTime: string | Date })[] }
  ).rows.map((row) => ({
    ...row,
    auctionEndTime: new Date(row.auctionEndTime),
  }));
}

export interface AuctionEndMove {
  vehicleId: string;
  /** The end as read: a bid's anti-sniping move meanwhile makes this write not apply. */
  expectedEndTime: Date;
  newEndTime: Date;
  outbox: { message: OutboxMessage; leaseUntil: Date };
}

/**
 * Moves one running auction's end as ONE statement with the outbox message announcing it, only
 * if it is still running with the end that was read. Returns false when it did not apply.
 */
export async function moveAuctionEnd(db: Executor, move: AuctionEndMove): Promise<boolean> {
  const result = await db.execute(sql`
    with updated as (
      update ${vehicles} set auction_end_time = ${move.newEndTime.toISOString()}::timestamptz, updated_at = now()
      where id = ${move.vehicleId} and status = 'active' and auction_end_time = ${move.expectedEndTime.toISOString()}::timestamptz
      returning id
    ), outbox as (
      ${insertOutboxIfUpdated(move.outbox)}
    )
    select (select count(*) from updated)::int as applied`);
  return wasApplied(result);
}
