import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client';

/*
 * The shill-bid signals, each one query over what the marketplace keeps anyway (bids, vehicles,
 * sales) and the sign-up/sign-in/bid footprints. Hand bids only: an automatic bid is the platform
 * acting on a maximum, not a person choosing an amount. A seller's bids on their own car are refused
 * by the bid rule, so every pair here is two accounts.
 */

export interface SignalParty {
  id: string;
  name: string;
  email: string;
}

export interface SignalVehicle {
  id: string;
  title: string;
  status: string;
}

export interface SharedClientRow {
  bidder: SignalParty;
  seller: SignalParty;
  bidCount: number;
  vehicles: SignalVehicle[];
  shared: { via: 'address' | 'browser'; value: string; bidderLastSeen: string; sellerLastSeen: string }[];
}

export interface SellerConcentrationRow {
  bidder: SignalParty;
  seller: SignalParty;
  vehicles: SignalVehicle[];
  totalAuctions: number;
  sellerAuctions: number;
  bidCount: number;
  wins: number;
}

export interface MinimumRaisesRow {
  bidder: SignalParty;
  vehicles: SignalVehicle[];
  minimumRaises: number;
  endedAuctions: number;
  sellers: SignalParty[];
}

export interface BidFromSellerClientRow {
  bidder: SignalParty;
  seller: SignalParty;
  vehicle: SignalVehicle;
  amount: string | null;
  placedAt: string;
  via: 'address' | 'browser';
  value: string;
}

/** How many rows of each kind an operator is shown, strongest first. */
const SIGNAL_LIMIT = 100;

const party = (alias: string): SQL =>
  sql.raw(
    `json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name, 'email', ${alias}.email)`,
  );
const vehicleJson = (alias: string): SQL =>
  sql.raw(
    `jsonb_build_object('id', ${alias}.id, 'title', ${alias}.year || ' ' || ${alias}.make || ' ' || ${alias}.model, 'status', ${alias}.status)`,
  );

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How a browser's device id is shown: enough to tell two apart, not enough to replay the cookie. */
const DEVICE_PREFIX = 8;

/**
 * Bidders who signed up or signed in from an address, or with a browser, that the seller of a car
 * they bid on also used (any time within the footprints' retention).
 */
export async function findSharedClientSignals(db: Executor, since: Date): Promise<SharedClientRow[]> {
  const result = await db.execute(sql`
    with pairs as (
      select b.bidder_id, v.seller_id, count(*)::int as bid_count, jsonb_agg(distinct ${vehicleJson('v')}) as vehicles
      from bids b join vehicles v on v.id = b.vehicle_id
      where b.created_at >= ${since.toISOString()}::timestamptz and not b.is_automatic and b.bidder_id <> v.seller_id
      group by b.bidder_id, v.seller_id
    ), clients as (
      select user_id, 'address' as via, ip as value, max(occurred_at) as last_seen
      from client_footprints where kind in ('signup', 'login') group by user_id, ip
      union all
      select user_id, 'browser', device_id, max(occurred_at)
      from client_footprints where kind in ('signup', 'login') and device_id is not null group by user_id, device_id
    )
    select ${party('bu')} as bidder, ${party('su')} as seller, p.bid_count as "bidCount", p.vehicles, s.shared
    from pairs p
    cross join lateral (
      select json_agg(json_build_object(
          'via', cb.via, 'value', case when cb.via = 'browser' then left(cb.value, ${DEVICE_PREFIX}) else cb.value end,
          'bidderLastSeen', cb.last_seen, 'sellerLastSeen', cs.last_seen) order by cb.via desc, cb.value) as shared,
        count(*) as matches
      from clients cb join clients cs on cs.via = cb.via and cs.value = cb.value
      where cb.user_id = p.bidder_id and cs.user_id = p.seller_id
    ) s
    join users bu on bu.id = p.bidder_id
    join users su on su.id = p.seller_id
    where s.matches > 0
    order by s.matches desc, p.bid_count desc
    limit ${SIGNAL_LIMIT}`);
  return rowsOf<SharedClientRow>(result);
}

/**
 * Bidders whose auctions in the period are mostly one seller's: at least `minShare` of them and at
 * least `minVehicles` of that seller's cars.
 */
export async function findSellerConcentrationSignals(
  db: Executor,
  since: Date,
  thresholds: { minShare: number; minVehicles: number },
): Promise<SellerConcentrationRow[]> {
  const result = await db.execute(sql`
    with bidder_vehicles as (
      select b.bidder_id, v.seller_id, v.id as vehicle_id, ${vehicleJson('v')} as vehicle, count(*)::int as bids,
        exists (select 1 from transactions t where t.vehicle_id = v.id and t.buyer_id = b.bidder_id) as won
      from bids b join vehicles v on v.id = b.vehicle_id
      where b.created_at >= ${since.toISOString()}::timestamptz and not b.is_automatic and b.bidder_id <> v.seller_id
      group by b.bidder_id, v.seller_id, v.id
    ), per_seller as (
      select bidder_id, seller_id, count(*)::int as seller_auctions, sum(bids)::int as bid_count,
        count(*) filter (where won)::int as wins, jsonb_agg(vehicle order by vehicle_id) as vehicles,
        (sum(count(*)) over (partition by bidder_id))::int as total_auctions
      from bidder_vehicles group by bidder_id, seller_id
    )
    select ${party('bu')} as bidder, ${party('su')} as seller, ps.vehicles, ps.total_auctions as "totalAuctions",
      ps.seller_auctions as "sellerAuctions", ps.bid_count as "bidCount", ps.wins
    from per_seller ps
    join users bu on bu.id = ps.bidder_id
    join users su on su.id = ps.seller_id
    where ps.seller_auctions >= ${thresholds.minVehicles} and ps.seller_auctions::numeric / ps.total_auctions >= ${thresholds.minShare}
    order by ps.seller_auctions desc, ps.bid_count desc
    limit ${SIGNAL_LIMIT}`);
  return rowsOf<SellerConcentrationRow>(result);
}

/**
 * Bidders who keep raising by exactly the minimum right behind another bidder's bid (pushing the
 * price one step at a time) and have won nothing in the period although some of those auctions ended.
 */
export async function findMinimumRaiseSignals(
  db: Executor,
  since: Date,
  thresholds: { increment: string; minCount: number; minVehicles: number; minEnded: number },
): Promise<MinimumRaisesRow[]> {
  const sinceIso = since.toISOString();
  const result = await db.execute(sql`
    with recent as (
      select distinct vehicle_id from bids where created_at >= ${sinceIso}::timestamptz and not is_automatic
    ), ordered as (
      select b.vehicle_id, b.bidder_id, b.amount, b.is_automatic, b.created_at,
        lag(b.amount) over w as prev_amount, lag(b.bidder_id) over w as prev_bidder
      from bids b join recent r on r.vehicle_id = b.vehicle_id
      window w as (partition by b.vehicle_id order by b.bid_seq)
    ), raises as (
      select o.bidder_id, o.vehicle_id from ordered o
      where o.created_at >= ${sinceIso}::timestamptz and not o.is_automatic
        and o.prev_bidder is not null and o.prev_bidder <> o.bidder_id and o.amount = o.prev_amount + ${thresholds.increment}::numeric
    ), per_bidder as (
      select bidder_id, count(*)::int as minimum_raises, array_agg(distinct vehicle_id) as vehicle_ids
      from raises group by bidder_id
      having count(*) >= ${thresholds.minCount} and count(distinct vehicle_id) >= ${thresholds.minVehicles}
    )
    select ${party('bu')} as bidder, pb.minimum_raises as "minimumRaises", v.vehicles, v.ended as "endedAuctions", s.sellers
    from per_bidder pb
    join users bu on bu.id = pb.bidder_id
    cross join lateral (
      select jsonb_agg(${vehicleJson('x')} order by x.auction_end_time desc) as vehicles,
        count(*) filter (where x.status in ('ended', 'sold'))::int as ended
      from vehicles x where x.id = any(pb.vehicle_ids)
    ) v
    cross join lateral (
      select json_agg(${party('su')} order by c.n desc) as sellers
      from (select x.seller_id, count(*) as n from vehicles x where x.id = any(pb.vehicle_ids) group by x.seller_id) c
      join users su on su.id = c.seller_id
    ) s
    where v.ended >= ${thresholds.minEnded}
      and not exists (
        select 1 from transactions t where t.buyer_id = pb.bidder_id and t.created_at >= ${sinceIso}::timestamptz
      )
    order by pb.minimum_raises desc
    limit ${SIGNAL_LIMIT}`);
  return rowsOf<MinimumRaisesRow>(result);
}

/**
 * Bids placed from an address, or with a browser, that the car's own seller used (signed up,
 * signed in or bid from), the browser match first as the stronger evidence.
 */
export async function findBidFromSellerClientSignals(db: Executor, since: Date): Promise<BidFromSellerClientRow[]> {
  return findFromSellerClientSignals(db, since, 'bid');
}

/** Questions asked on a listing from its seller's own browser or address (a question to draw bidders in). */
export async function findQuestionFromSellerClientSignals(
  db: Executor,
  since: Date,
): Promise<BidFromSellerClientRow[]> {
  return findFromSellerClientSignals(db, since, 'question');
}

async function findFromSellerClientSignals(
  db: Executor,
  since: Date,
  kind: 'bid' | 'question',
): Promise<BidFromSellerClientRow[]> {
  const result = await db.execute(sql`
    select ${party('bu')} as bidder, ${party('su')} as seller, ${vehicleJson('v')} as vehicle,
      b.amount::text as amount, f.occurred_at as "placedAt", m.via, m.value
    from client_footprints f
    join vehicles v on v.id = f.vehicle_id
    left join bids b on b.id = f.bid_id
    join users bu on bu.id = f.user_id
    join users su on su.id = v.seller_id
    cross join lateral (
      select * from (
        select 'browser' as via, left(f.device_id, ${DEVICE_PREFIX}) as value, 1 as strength
        where f.device_id is not null
          and exists (select 1 from client_footprints s where s.user_id = v.seller_id and s.device_id = f.device_id)
        union all
        select 'address', f.ip, 2
        where exists (select 1 from client_footprints s where s.user_id = v.seller_id and s.ip = f.ip)
      ) options order by strength limit 1
    ) m
    where f.kind = ${kind} and f.occurred_at >= ${since.toISOString()}::timestamptz and f.user_id <> v.seller_id
    order by f.occurred_at desc
    limit ${SIGNAL_LIMIT}`);
  return rowsOf<BidFromSellerClientRow>(result);
}
