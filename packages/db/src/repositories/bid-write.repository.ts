import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { definePreparedStatement, prepareRawStatement } from '../prepared-statement';
import {
  auctionBidders,
  bidIdempotencyKeys,
  bidMaxima,
  bids,
  clientFootprints,
  outboxMessages,
  pushSubscriptions,
  vehicleImages,
  vehicles,
} from '../schema/index';
import { type OutboxMessage, wasApplied } from './outbox.repository';
import { insertPurchaseSale } from './transaction.repository';
import type { VehicleWithImages } from './vehicle.repository';

export interface IdempotencyRecordRow {
  vehicleId: string;
  /** The request the key was first used for. */
  amount: string | null;
  maxAmount: string | null;
  response: unknown;
}

export interface BidContext {
  vehicle: VehicleWithImages;
  /** The number this bidder has (or would get with a bid now) in the vehicle's bid history. */
  bidderNumber: number;
  isNewBidder: boolean;
  /** The first answer given for this bidder's idempotency key, if any. */
  idempotency: IdempotencyRecordRow | null;
  /** The high bidder's standing maximum: the only one a decision needs (see proxy-bidding.ts). */
  leaderMaximum: string | null;
  /** The high bidder's number, for the automatic bids a decision may record for them. */
  leaderBidderNumber: number | null;
  /** The caller's own standing maximum, for their answer only. */
  ownMaximum: string | null;
}

/**
 * Everything a bid decision needs, in one query and without locks: the vehicle with its photos,
 * the bidder's per-auction number and a previous answer for the idempotency key. The write that
 * follows (`applyBidDecision`) only succeeds if no other bid came in meanwhile, which is what
 * makes this read safe to decide on. The one-bidder case of `readBidBatchContext`.
 */
export async function readBidContext(
  db: Executor,
  vehicleId: string,
  bidderId: string,
  idempotencyKey: string | null,
): Promise<BidContext | null> {
  const batch = await readBidBatchContext(db, vehicleId, [{ bidderId, idempotencyKey }]);
  if (!batch) return null;
  const { vehicle } = batch;
  const own = batch.bidders.get(bidderId);
  const existingNumber = own?.bidderNumber ?? null;
  return {
    vehicle,
    bidderNumber: existingNumber ?? batch.bidderCount + 1,
    isNewBidder: existingNumber === null,
    idempotency: idempotencyKey ? (batch.idempotency.get(`${bidderId} ${idempotencyKey}`) ?? null) : null,
    leaderMaximum: batch.leaderMaximum,
    leaderBidderNumber: batch.leaderBidderNumber,
    ownMaximum: own?.ownMaximum ?? null,
  };
}

export interface BatchBidderContext {
  bidderNumber: number | null;
  ownMaximum: string | null;
}

export interface BidBatchContext {
  vehicle: VehicleWithImages;
  bidderCount: number;
  leaderMaximum: string | null;
  leaderBidderNumber: number | null;
  /** Per bidder asked for: their number on this vehicle (null if none yet) and standing maximum. */
  bidders: Map<string, BatchBidderContext>;
  /** Stored answers, keyed `${userId} ${key}`, for the keys asked for that were used before. */
  idempotency: Map<string, IdempotencyRecordRow>;
  /** Of the seller, the high bidder and the bidders asked for: who had a Web Push device at the read. */
  pushReachable: ReadonlySet<string>;
}

type BidderRow = { bidderId: string; number: number | null; maximum: string | null };
type KeyRow = IdempotencyRecordRow & { userId: string; key: string };

// One text whatever the number of bidders and keys: they arrive as JSON (see definePreparedStatement).
const readBidBatchContextStatement = definePreparedStatement('bid_context', (db, name) =>
  db
    .select({
      vehicle: vehicles,
      // Correlated subqueries name "vehicles"."id" by hand: drizzle may render a bare "id" there,
      // which would bind to the subquery's own table.
      images: sql<VehicleWithImages['images']>`coalesce((
        select json_agg(json_build_object('url', i.url, 'thumbnailUrl', i.thumbnail_url, 'width', i.width, 'height', i.height) order by i.position)
        from ${vehicleImages} i where i.vehicle_id = "vehicles"."id"), '[]'::json)`,
      bidderCount: sql<number>`(select count(*)::int from ${auctionBidders} a2 where a2.vehicle_id = "vehicles"."id")`,
      leaderMaximum: sql<
        string | null
      >`(select m.amount::text from ${bidMaxima} m where m.vehicle_id = "vehicles"."id" and m.bidder_id = "vehicles"."high_bidder_id")`,
      leaderBidderNumber: sql<
        number | null
      >`(select a3.bidder_number from ${auctionBidders} a3 where a3.vehicle_id = "vehicles"."id" and a3.bidder_id = "vehicles"."high_bidder_id")`,
      bidders: sql<BidderRow[]>`(select coalesce(json_agg(json_build_object(
          'bidderId', u.id,
          'number', (select a.bidder_number from ${auctionBidders} a where a.vehicle_id = "vehicles"."id" and a.bidder_id = u.id),
          'maximum', (select m2.amount::text from ${bidMaxima} m2 where m2.vehicle_id = "vehicles"."id" and m2.bidder_id = u.id))), '[]'::json)
        from json_to_recordset(${sql.placeholder('bidders')}::json) as u(id uuid))`,
      // Who of the seller, the high bidder and the bidders asked for has a device for Web Push:
      // only they get push jobs (a job for someone without one would find nothing to send).
      pushReachable: sql<
        string[]
      >`(select coalesce(json_agg(distinct p.user_id), '[]'::json) from ${pushSubscriptions} p
        where p.user_id = "vehicles"."seller_id" or p.user_id = "vehicles"."high_bidder_id"
          or p.user_id in (select r.id from json_to_recordset(${sql.placeholder('bidders')}::json) as r(id uuid)))`,
      keys: sql<
        KeyRow[]
      >`(select coalesce(json_agg(json_build_object('userId', k.user_id, 'key', k.key, 'vehicleId', k.vehicle_id, 'amount', k.amount::text,
          'maxAmount', k.max_amount::text, 'response', k.response)), '[]'::json)
        from ${bidIdempotencyKeys} k
        where (k.user_id, k.key) in (select x.user_id, x.key from json_to_recordset(${sql.placeholder('keys')}::json) as x(user_id uuid, key text)))`,
    })
    .from(vehicles)
    .where(eq(vehicles.id, sql.placeholder('vehicleId')))
    .prepare(name),
);

/**
 * What `readBidContext` reads, for several bidders at once (a node deciding a burst of bids on one
 * vehicle together): one query, no locks; the batch write's compare-and-set makes it safe.
 */
export async function readBidBatchContext(
  db: Executor,
  vehicleId: string,
  bidders: readonly { bidderId: string; idempotencyKey: string | null }[],
): Promise<BidBatchContext | null> {
  const ids = [...new Set(bidders.map((b) => b.bidderId))];
  const keys = bidders.flatMap((b) =>
    b.idempotencyKey === null ? [] : [{ user_id: b.bidderId, key: b.idempotencyKey }],
  );
  const rows = await readBidBatchContextStatement(db, {
    vehicleId,
    bidders: JSON.stringify(ids.map((id) => ({ id }))),
    keys: JSON.stringify(keys),
  });
  const row = rows[0];
  if (!row) return null;
  return {
    vehicle: { ...row.vehicle, images: row.images },
    bidderCount: row.bidderCount,
    leaderMaximum: row.leaderMaximum,
    leaderBidderNumber: row.leaderBidderNumber,
    bidders: new Map(row.bidders.map((b) => [b.bidderId, { bidderNumber: b.number, ownMaximum: b.maximum }])),
    idempotency: new Map(row.keys.map(({ userId, key, ...record }) => [`${userId} ${key}`, record])),
    pushReachable: new Set(row.pushReachable),
  };
}

/**
 * The answer stored for one of a user's bid keys, if a bid was stored under it: how a client that
 * lost an answer learns what happened without sending the bid again.
 */
export async function findBidAttempt(db: Executor, userId: string, key: string): Promise<IdempotencyRecordRow | null> {
  const rows = await db
    .select({
      vehicleId: bidIdempotencyKeys.vehicleId,
      amount: bidIdempotencyKeys.amount,
      maxAmount: bidIdempotencyKeys.maxAmount,
      response: bidIdempotencyKeys.response,
    })
    .from(bidIdempotencyKeys)
    .where(and(eq(bidIdempotencyKeys.userId, userId), eq(bidIdempotencyKeys.key, key)));
  return rows[0] ?? null;
}

export interface RecordedBid {
  id: string;
  bidderId: string;
  amount: string;
  /** The next gap-free number: bid_count before the write + its position. */
  bidSeq: number;
  isAutomatic: boolean;
}

export type MaximumWrite =
  | { kind: 'set'; bidderId: string; amount: string }
  | { kind: 'remove'; bidderId: string }
  | { kind: 'none' };

/** What every bid write states: the vehicle as read (compare-and-set) and as the decision(s) leave it. */
interface BidWriteBase {
  vehicleId: string;
  /** bid_count, maximum_version and the end as read; the write happens only if all are unchanged (compare-and-set). */
  expectedBidCount: number;
  expectedMaximumVersion: number;
  expectedEndTime: Date;
  /** In order; possibly none (a leader resetting their maximum). */
  bids: RecordedBid[];
  currentBid: string;
  highBidderId: string | null;
  newEndTime: Date;
  now: Date;
  /** A purchase also sells the vehicle: status sold and a pending transaction (one bid, the buyer's). */
  purchase: { transactionId: string; buyerId: string; fee: string } | null;
}

export interface BidDecisionWrite extends BidWriteBase {
  /** The caller's number when this decision records their first bid on the vehicle. */
  newBidder: { bidderId: string; bidderNumber: number } | null;
  maximum: MaximumWrite;
  idempotency: IdempotencyWrite | null;
  /** What watchers, bidders and the mail queue are to be told, committed with the bids; null when nothing public happened. */
  outbox: { message: OutboxMessage; leaseUntil: Date } | null;
  /** Where the caller bid from (shill-bid signals); null for a caller without a client (tests, tools). */
  footprint?: FootprintWrite | null;
}

export type IdempotencyWrite = {
  userId: string;
  key: string;
  requestAmount: string | null;
  requestMaxAmount: string | null;
  bidId: string | null;
  response: unknown;
};
export type FootprintWrite = { userId: string; ip: string; deviceId: string | null; bidId: string | null };

/**
 * Several decisions on one vehicle taken one after the other on one read (a node's queued burst),
 * written together: the vehicle as the last decision left it, every bid they record, each bidder's
 * final maximum (at most one change per bidder), and each decision's idempotency record, outbox
 * message and footprint.
 */
export interface BidBatchWrite extends BidWriteBase {
  newBidders: { bidderId: string; bidderNumber: number }[];
  /** One entry per bidder whose maximum changed: its final state. */
  maxima: Exclude<MaximumWrite, { kind: 'none' }>[];
  idempotency: IdempotencyWrite[];
  outbox: { message: OutboxMessage; leaseUntil: Date }[];
  footprints: FootprintWrite[];
}

/**
 * Writes a bid decision as ONE statement: the vehicle update, every bid it records (a hand bid and
 * the automatic counter-bids it triggered), the bidder's number, the standing maximum, for a
 * purchase the sale, the idempotency record and the outbox message announcing it — all or nothing.
 * It applies only if the vehicle is still active with the bid count, maximum version and end that
 * were read (an operator may move the end), so two decisions made on the same state can never both
 * land; the loser gets `false` and decides again on a fresh read. The unique (vehicle, amount) index backs the rule that no two bids
 * share a level.
 */
export function applyBidDecision(db: Executor, write: BidDecisionWrite): Promise<boolean> {
  const { newBidder, maximum, idempotency, outbox, footprint, ...common } = write;
  return applyBidDecisions(db, {
    ...common,
    newBidders: newBidder ? [newBidder] : [],
    maxima: maximum.kind === 'none' ? [] : [maximum],
    idempotency: idempotency ? [idempotency] : [],
    outbox: outbox ? [outbox] : [],
    footprints: footprint ? [footprint] : [],
  });
}

/** A placeholder for the JSON list `name`, read as rows of `columns` (one text for any length). */
function rowsOf(name: string, alias: string, columns: string): SQL {
  return sql`json_to_recordset(${sql.placeholder(name)}::json) as ${sql.raw(alias)}(${sql.raw(columns)})`;
}

// One text for every burst, purchase or not: lists are JSON values, the rest typed placeholders.
const applyBidDecisionsStatement = definePreparedStatement('bid_write', (db, name) =>
  prepareRawStatement(
    db,
    name,
    sql`
    with updated as (
      update ${vehicles} set
        current_bid = ${sql.placeholder('currentBid')}::numeric, bid_count = ${sql.placeholder('bidCount')}::int,
        high_bidder_id = ${sql.placeholder('highBidderId')}::uuid, auction_end_time = ${sql.placeholder('newEndTime')}::timestamptz,
        maximum_version = maximum_version + ${sql.placeholder('maximumVersionStep')}::int,
        status = ${sql.placeholder('status')}::text, closed_at = ${sql.placeholder('closedAt')}::timestamptz, updated_at = now()
      where id = ${sql.placeholder('vehicleId')}::uuid and bid_count = ${sql.placeholder('expectedBidCount')}::int
        and maximum_version = ${sql.placeholder('expectedMaximumVersion')}::int
        and auction_end_time = ${sql.placeholder('expectedEndTime')}::timestamptz and status = 'active'
      returning id, seller_id
    ), inserted_bids as (
      insert into ${bids} (id, vehicle_id, bidder_id, amount, bid_seq, is_purchase, is_automatic, created_at)
      select b.id, updated.id, b.bidder_id, b.amount, b.bid_seq, ${sql.placeholder('isPurchase')}::boolean, b.is_automatic, ${sql.placeholder('now')}::timestamptz
      from updated cross join ${rowsOf('bids', 'b', 'id uuid, bidder_id uuid, amount numeric, bid_seq int, is_automatic boolean')}
      returning id
    ), new_bidder as (
      insert into ${auctionBidders} (vehicle_id, bidder_id, bidder_number)
      select updated.id, nb.bidder_id, nb.bidder_number from updated cross join ${rowsOf('newBidders', 'nb', 'bidder_id uuid, bidder_number int')}
      returning bidder_number
    ), maximum_set as (
      insert into ${bidMaxima} (vehicle_id, bidder_id, amount, updated_at)
      select updated.id, m.bidder_id, m.amount, ${sql.placeholder('now')}::timestamptz
      from updated cross join ${rowsOf('maximaSet', 'm', 'bidder_id uuid, amount numeric')}
      on conflict (vehicle_id, bidder_id) do update set amount = excluded.amount, updated_at = excluded.updated_at
      returning vehicle_id
    ), maximum_removed as (
      delete from ${bidMaxima} m using updated
      where m.vehicle_id = updated.id and m.bidder_id in (select r.bidder_id from ${rowsOf('maximaRemoved', 'r', 'bidder_id uuid')})
      returning m.vehicle_id
    ), sale as (
      ${insertPurchaseSale()}
      returning id
    ), idempotency as (
      insert into ${bidIdempotencyKeys} (user_id, key, vehicle_id, amount, max_amount, bid_id, response, created_at)
      select k.user_id, k.key, updated.id, k.amount, k.max_amount, k.bid_id, k.response, ${sql.placeholder('now')}::timestamptz
      from updated cross join ${rowsOf('idempotency', 'k', 'user_id uuid, key text, amount numeric, max_amount numeric, bid_id uuid, response jsonb')}
      returning key
    ), outbox as (
      insert into ${outboxMessages} (id, emissions, jobs, available_at)
      select o.id, o.emissions, o.jobs, o.available_at
      from updated cross join ${rowsOf('outbox', 'o', 'id uuid, emissions jsonb, jobs jsonb, available_at timestamptz')}
      returning id
    ), footprint as (
      insert into ${clientFootprints} (user_id, kind, vehicle_id, bid_id, ip, device_id, occurred_at)
      select f.user_id, 'bid', updated.id, f.bid_id, f.ip, f.device_id, ${sql.placeholder('now')}::timestamptz
      from updated cross join ${rowsOf('footprints', 'f', 'user_id uuid, bid_id uuid, ip text, device_id text')}
      returning id
    )
    select (select count(*) from updated)::int as applied`,
  ),
);

/**
 * Writes decisions on one vehicle as ONE statement with one fixed text, prepared once per
 * connection (definePreparedStatement; see applyBidDecision for one decision): all or nothing, and
 * only if the vehicle is still active with the bid count, maximum version and end read before the
 * first of them.
 */
export async function applyBidDecisions(db: Executor, write: BidBatchWrite): Promise<boolean> {
  const isPurchase = write.purchase !== null;
  const now = write.now.toISOString();
  const result = await applyBidDecisionsStatement(db, {
    vehicleId: write.vehicleId,
    expectedBidCount: write.expectedBidCount,
    expectedMaximumVersion: write.expectedMaximumVersion,
    expectedEndTime: write.expectedEndTime.toISOString(),
    currentBid: write.currentBid,
    bidCount: write.expectedBidCount + write.bids.length,
    highBidderId: write.highBidderId,
    newEndTime: write.newEndTime.toISOString(),
    maximumVersionStep: write.maxima.length > 0 ? 1 : 0,
    status: isPurchase ? 'sold' : 'active',
    closedAt: isPurchase ? now : null,
    isPurchase,
    now,
    transactionId: write.purchase?.transactionId ?? null,
    buyerId: write.purchase?.buyerId ?? null,
    fee: write.purchase?.fee ?? null,
    bids: JSON.stringify(
      write.bids.map((b) => ({
        id: b.id,
        bidder_id: b.bidderId,
        amount: b.amount,
        bid_seq: b.bidSeq,
        is_automatic: b.isAutomatic,
      })),
    ),
    newBidders: JSON.stringify(write.newBidders.map((b) => ({ bidder_id: b.bidderId, bidder_number: b.bidderNumber }))),
    maximaSet: JSON.stringify(
      write.maxima.flatMap((m) => (m.kind === 'set' ? [{ bidder_id: m.bidderId, amount: m.amount }] : [])),
    ),
    maximaRemoved: JSON.stringify(
      write.maxima.flatMap((m) => (m.kind === 'remove' ? [{ bidder_id: m.bidderId }] : [])),
    ),
    idempotency: JSON.stringify(
      write.idempotency.map((k) => ({
        user_id: k.userId,
        key: k.key,
        amount: k.requestAmount,
        max_amount: k.requestMaxAmount,
        bid_id: k.bidId,
        response: k.response,
      })),
    ),
    outbox: JSON.stringify(
      write.outbox.map((o) => ({
        id: o.message.id,
        emissions: o.message.emissions,
        jobs: o.message.jobs,
        available_at: o.leaseUntil.toISOString(),
      })),
    ),
    footprints: JSON.stringify(
      write.footprints.map((f) => ({ user_id: f.userId, bid_id: f.bidId, ip: f.ip, device_id: f.deviceId })),
    ),
  });
  return wasApplied(result);
}
