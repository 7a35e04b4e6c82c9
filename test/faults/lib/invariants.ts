import type { BidLedger } from './marketplace-clients';
import type { FaultDatabase } from './fault-database';

export interface InvariantReport {
  /** Bids the clients were told were accepted. */
  acked: number;
  /** Bids stored for the scenario's vehicles. */
  stored: number;
  /** Acknowledged but not stored, or stored but never answered (the client could not know): must be 0. */
  lostAcks: number;
  /** Vehicles with more than one sale: must be 0. */
  doubleCloses: number;
  /** What is wrong, one line each; empty when every invariant holds. */
  violations: string[];
}

/**
 * The SQL invariants every scenario ends with: per vehicle bid_seq runs 1..bid_count without a
 * gap and current_bid is the highest bid; every acknowledged bid is stored and every stored bid
 * was answered to the client that sent it; no bid is later than the auction's final end; at most
 * one sale per vehicle; no auction left active more than `overdueToleranceMs` after its end.
 */
export async function checkInvariants(
  db: FaultDatabase,
  ledger: BidLedger,
  vehicleIds: string[],
  options: { overdueToleranceMs?: number } = {},
): Promise<InvariantReport> {
  const violations: string[] = [];
  const perVehicle = await db.query<{
    id: string;
    bid_count: number;
    current_bid: string;
    max_amount: string | null;
    seqs: number[] | null;
    status: string;
    auction_end_time: Date;
  }>(
    `select v.id, v.bid_count, v.current_bid::text, v.status, v.auction_end_time,
       (select max(b.amount)::text from bids b where b.vehicle_id = v.id) as max_amount,
       (select array_agg(b.bid_seq order by b.bid_seq) from bids b where b.vehicle_id = v.id) as seqs
     from vehicles v where v.id = any($1::uuid[])`,
    [vehicleIds],
  );
  for (const v of perVehicle) {
    const seqs = v.seqs ?? [];
    const expected = Array.from({ length: v.bid_count }, (_, i) => i + 1);
    if (seqs.join(',') !== expected.join(','))
      violations.push(`vehicle ${v.id}: bid_seq ${seqs.join(',')} for bid_count ${v.bid_count}`);
    if (v.bid_count > 0 && Number(v.max_amount) !== Number(v.current_bid))
      violations.push(`vehicle ${v.id}: current_bid ${v.current_bid} but highest bid ${v.max_amount}`);
  }

  const late = await db.query<{ id: string }>(
    `select b.id from bids b join vehicles v on v.id = b.vehicle_id
     where v.id = any($1::uuid[]) and b.created_at > v.auction_end_time`,
    [vehicleIds],
  );
  for (const bid of late) violations.push(`bid ${bid.id} is later than its auction's final end`);

  const sales = await db.query<{ vehicle_id: string; n: number }>(
    `select vehicle_id, count(*)::int as n from transactions where vehicle_id = any($1::uuid[]) group by vehicle_id having count(*) > 1`,
    [vehicleIds],
  );
  for (const sale of sales) violations.push(`vehicle ${sale.vehicle_id}: ${sale.n} sales`);

  const overdue = await db.query<{ id: string; late_ms: number }>(
    `select id, (extract(epoch from now() - auction_end_time) * 1000)::int as late_ms from vehicles
     where id = any($1::uuid[]) and status = 'active' and auction_end_time < now() - make_interval(secs => $2::double precision / 1000)`,
    [vehicleIds, options.overdueToleranceMs ?? 10_000],
  );
  for (const v of overdue) violations.push(`vehicle ${v.id}: still active ${v.late_ms} ms after its end`);

  // Every stored bid made by the scenario's clients carries its key: match them with the ledger.
  const stored = await db.query<{ id: string; key: string | null }>(
    `select b.id, k.key from bids b left join bid_idempotency_keys k on k.bid_id = b.id where b.vehicle_id = any($1::uuid[])`,
    [vehicleIds],
  );
  const byKey = new Map(ledger.attempts.map((a) => [a.key, a]));
  const storedIds = new Set(stored.map((s) => s.id));
  let lostAcks = 0;
  for (const attempt of ledger.accepted()) {
    if (!storedIds.has(attempt.bidId!)) {
      lostAcks += 1;
      violations.push(`acknowledged bid ${attempt.bidId} (${attempt.key}) is not stored`);
    }
  }
  for (const row of stored) {
    const attempt = row.key ? byKey.get(row.key) : undefined;
    if (!attempt) continue; // a bid the scenario made itself, outside the ledger
    if (attempt.outcome !== 'accepted' || attempt.bidId !== row.id) {
      lostAcks += 1;
      violations.push(
        `stored bid ${row.id} (${row.key}) was answered ${attempt.outcome}${attempt.code ? ` ${attempt.code}` : ''}`,
      );
    }
  }
  return { acked: ledger.accepted().length, stored: stored.length, lostAcks, doubleCloses: sales.length, violations };
}

/** One line per scenario for docs/reliability.md (printed; the suite's summary collects them). */
export function reportScenario(name: string, numbers: Record<string, string | number>): void {
  console.log(`FAULT-RESULT ${JSON.stringify({ scenario: name, ...numbers })}`);
}
