import { sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { auctionBidders, vehicles, watchlist } from '../schema/index';
import { type OutboxMessage, insertOutboxIfUpdated, wasApplied } from './outbox.repository';

/** Everyone with a stake in an auction besides its seller: its bidders and its watchers, once each. */
export async function listAuctionAudience(db: Executor, vehicleId: string): Promise<string[]> {
  const result = await db.execute(sql`
    select bidder_id as "userId" from ${auctionBidders} where vehicle_id = ${vehicleId}
    union
    select user_id from ${watchlist} where vehicle_id = ${vehicleId}`);
  return (result as unknown as { rows: { userId: string }[] }).rows.map((row) => row.userId);
}

export interface AuctionCancelWrite {
  vehicleId: string;
  /** The bid count the decision was made on: a bid landing meanwhile makes the write not apply. */
  expectedBidCount: number;
  reason: string;
  cancelledBy: string;
  now: Date;
  outbox: { message: OutboxMessage; leaseUntil: Date };
}

/**
 * Cancels a running auction as ONE statement with the outbox message announcing it: only while it
 * is still active with the bid count that was read (a seller's no-bid cancel cannot overtake a
 * first bid). Returns false when it did not apply.
 */
export async function cancelActiveAuction(db: Executor, write: AuctionCancelWrite): Promise<boolean> {
  const now = write.now.toISOString();
  const result = await db.execute(sql`
    with updated as (
      update ${vehicles} set status = 'cancelled', cancel_reason = ${write.reason}, cancelled_by = ${write.cancelledBy},
        closed_at = ${now}::timestamptz, updated_at = now()
      where id = ${write.vehicleId} and status = 'active' and bid_count = ${write.expectedBidCount}
      returning id
    ), outbox as (
      ${insertOutboxIfUpdated(write.outbox)}
    )
    select (select count(*) from updated)::int as applied`);
  return wasApplied(result);
}
