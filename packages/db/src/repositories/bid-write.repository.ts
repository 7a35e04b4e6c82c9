import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { auctionBidders, bidIdempotencyKeys, bids, outboxMessages, transactions, vehicleImages, vehicles } from '../schema/index';
import type { OutboxMessage } from './outbox.repository';
import type { VehicleWithImages } from './vehicle.repository';

export interface IdempotencyRecordRow {
  vehicleId: string;
  amount: string;
  response: unknown;
}

export interface BidContext {
  vehicle: VehicleWithImages;
  /** The number this bidder has (or would get with a bid now) in the vehicle's bid history. */
  bidderNumber: number;
  isNewBidder: boolean;
  /** The first answer given for this bidder's idempotency key, if any. */
  idempotency: IdempotencyRecordRow | null;
}

/**
 * Everything a bid decision needs, in one query and without locks: the vehicle with its photos,
 * the bidder's per-auction number and a previous answer for the idempotency key. The write that
 * follows (`applyBidIfUnchanged`) only succeeds if no other bid came in meanwhile, which is what
 * makes this read safe to decide on.
 */
export async function readBidContext(db: Executor, vehicleId: string, bidderId: string, idempotencyKey: string | null): Promise<BidContext | null> {
  const rows = await db
    .select({
      vehicle: vehicles,
      // Correlated subqueries name "vehicles"."id" by hand: drizzle may render a bare "id" there,
      // which would bind to the subquery's own table.
      images: sql<VehicleWithImages['images']>`coalesce((
        select json_agg(json_build_object('url', i.url, 'thumbnailUrl', i.thumbnail_url, 'width', i.width, 'height', i.height) order by i.position)
        from ${vehicleImages} i where i.vehicle_id = "vehicles"."id"), '[]'::json)`,
      existingBidderNumber: sql<number | null>`(select a.bidder_number from ${auctionBidders} a where a.vehicle_id = "vehicles"."id" and a.bidder_id = ${bidderId})`,
      bidderCount: sql<number>`(select count(*)::int from ${auctionBidders} a2 where a2.vehicle_id = "vehicles"."id")`,
      idempotency: idempotencyKey
        ? sql<IdempotencyRecordRow | null>`(select json_build_object('vehicleId', k.vehicle_id, 'amount', k.amount::text, 'response', k.response)
            from ${bidIdempotencyKeys} k where k.user_id = ${bidderId} and k.key = ${idempotencyKey})`
        : sql<null>`null`,
    })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  const row = rows[0];
  if (!row) return null;
  return {
    vehicle: { ...row.vehicle, images: row.images },
    bidderNumber: row.existingBidderNumber ?? row.bidderCount + 1,
    isNewBidder: row.existingBidderNumber === null,
    idempotency: row.idempotency,
  };
}

/**
 * The answer stored for one of a user's bid keys, if a bid was stored under it: how a client that
 * lost an answer learns what happened without sending the bid again.
 */
export async function findBidAttempt(db: Executor, userId: string, key: string): Promise<IdempotencyRecordRow | null> {
  const rows = await db
    .select({ vehicleId: bidIdempotencyKeys.vehicleId, amount: bidIdempotencyKeys.amount, response: bidIdempotencyKeys.response })
    .from(bidIdempotencyKeys)
    .where(and(eq(bidIdempotencyKeys.userId, userId), eq(bidIdempotencyKeys.key, key)));
  return rows[0] ?? null;
}

export interface BidWrite {
  vehicleId: string;
  /** bid_count as read; the write happens only if it is still this (compare-and-set). */
  expectedBidCount: number;
  bidId: string;
  bidderId: string;
  amount: string;
  newBidCount: number;
  /** Set for a bidder's first bid on this vehicle: the number they get. */
  newBidderNumber: number | null;
  newEndTime: Date;
  now: Date;
  /** A purchase also sells the vehicle: status sold and a pending transaction. */
  purchase: { transactionId: string; fee: string } | null;
  idempotency: { key: string; requestAmount: string; response: unknown } | null;
  /** What watchers, bidders and the mail queue are to be told, committed with the bid. */
  outbox: { message: OutboxMessage; leaseUntil: Date };
}

/**
 * Writes an accepted bid as ONE statement: the vehicle update, the bid, for a purchase the sale,
 * the idempotency record and the outbox message announcing it, all or nothing. It applies only if the vehicle is still active with
 * the bid count that was read, so two bids decided on the same state can never both land; the
 * loser gets `false` and decides again on a fresh read.
 */
export async function applyBidIfUnchanged(db: Executor, write: BidWrite): Promise<boolean> {
  const isPurchase = write.purchase !== null;
  const result = await db.execute(sql`
    with updated as (
      update ${vehicles} set
        current_bid = ${write.amount}, bid_count = ${write.newBidCount}, high_bidder_id = ${write.bidderId},
        auction_end_time = ${write.newEndTime.toISOString()}::timestamptz,
        status = ${isPurchase ? 'sold' : 'active'}, closed_at = ${isPurchase ? write.now.toISOString() : null}::timestamptz, updated_at = now()
      where id = ${write.vehicleId} and bid_count = ${write.expectedBidCount} and status = 'active'
      returning id, seller_id
    ), inserted_bid as (
      insert into ${bids} (id, vehicle_id, bidder_id, amount, bid_seq, is_purchase, created_at)
      select ${write.bidId}, id, ${write.bidderId}, ${write.amount}, ${write.newBidCount}, ${isPurchase}, ${write.now.toISOString()}::timestamptz from updated
      returning id
    ), new_bidder as (
      insert into ${auctionBidders} (vehicle_id, bidder_id, bidder_number)
      select id, ${write.bidderId}, ${write.newBidderNumber ?? 0} from updated where ${write.newBidderNumber !== null}
      returning bidder_number
    ), sale as (
      insert into ${transactions} (id, vehicle_id, buyer_id, seller_id, final_price, fee, payment_status, created_at)
      select ${write.purchase?.transactionId ?? null}::uuid, id, ${write.bidderId}, seller_id, ${write.amount}, ${write.purchase?.fee ?? null}::numeric,
        'pending', ${write.now.toISOString()}::timestamptz
      from updated where ${isPurchase}
      returning id
    ), idempotency as (
      insert into ${bidIdempotencyKeys} (user_id, key, vehicle_id, amount, bid_id, response, created_at)
      select ${write.bidderId}, ${write.idempotency?.key ?? null}::text, ${write.vehicleId}, ${write.idempotency?.requestAmount ?? null}::numeric,
        id, ${write.idempotency ? JSON.stringify(write.idempotency.response) : null}::jsonb, ${write.now.toISOString()}::timestamptz
      from inserted_bid where ${write.idempotency !== null}
      returning key
    ), outbox as (
      insert into ${outboxMessages} (id, emissions, jobs, available_at)
      select ${write.outbox.message.id}::uuid, ${JSON.stringify(write.outbox.message.emissions)}::jsonb, ${JSON.stringify(write.outbox.message.jobs)}::jsonb,
        ${write.outbox.leaseUntil.toISOString()}::timestamptz
      from inserted_bid
      returning id
    )
    select (select count(*) from inserted_bid)::int as applied`);
  const rows = (result as unknown as { rows: { applied: number }[] }).rows;
  return rows[0]?.applied === 1;
}
