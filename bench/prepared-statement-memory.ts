/**
 * What the prepared statements of the hot bid path cost PostgreSQL in memory, per connection: on
 * one pooled connection, runs the decision read (`readBidBatchContext`) and the write
 * (`applyBidDecisions`) with SHAPES different list sizes each (another number of bidders, of bids),
 * each a few times (so PostgreSQL may keep a generic plan), and reads the backend's memory
 * contexts before and after. Each has one fixed text (lists travel as JSON), so the connection
 * should hold one plan per statement whatever the sizes. Run:
 *   pnpm exec tsx bench/prepared-statement-memory.ts [postgres://… of a server to create a scratch database on]
 */
import { randomUUID } from 'node:crypto';
import { applyBidDecisions, openDatabase, readBidBatchContext } from '@autolicit/db';
import pg from 'pg';

const SHAPES = 20;
const RUNS_PER_SHAPE = 6;
const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function backendBytes(db: ReturnType<typeof openDatabase>['db']): Promise<{ total: number; plans: number }> {
  const result = (await db.execute(`
    select coalesce(sum(total_bytes), 0)::bigint as total,
      coalesce(sum(total_bytes) filter (where name in ('CachedPlan', 'CachedPlanSource', 'CachedPlanQuery')), 0)::bigint as plans
    from pg_backend_memory_contexts`)) as unknown as { rows: { total: string; plans: string }[] };
  return { total: Number(result.rows[0]!.total), plans: Number(result.rows[0]!.plans) };
}

function buildWrite(vehicleId: string, bids: number) {
  const now = new Date();
  return {
    vehicleId,
    expectedBidCount: 0,
    expectedMaximumVersion: 0,
    expectedEndTime: now,
    currentBid: '1000.00',
    highBidderId: null,
    newEndTime: now,
    now,
    purchase: null,
    bids: Array.from({ length: bids }, (_, i) => ({
      id: randomUUID(),
      bidderId: randomUUID(),
      amount: `${1000 + i * 100}.00`,
      bidSeq: i + 1,
      isAutomatic: false,
    })),
    newBidders: [],
    maxima: [],
    idempotency: [],
    outbox: [],
    footprints: [],
  };
}

async function main(): Promise<void> {
  const name = `autolicit_pstmt_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ url: url.toString(), poolSize: 1 });
  try {
    await handle.migrate();
    const vehicleId = randomUUID(); // none: the read finds nothing and the write's compare-and-set applies nothing
    const before = await backendBytes(handle.db);
    for (let shape = 1; shape <= SHAPES; shape += 1) {
      const bidders = Array.from({ length: shape }, () => ({ bidderId: randomUUID(), idempotencyKey: null }));
      for (let run = 0; run < RUNS_PER_SHAPE; run += 1) await readBidBatchContext(handle.db, vehicleId, bidders);
    }
    const afterReads = await backendBytes(handle.db);
    for (let shape = 1; shape <= SHAPES; shape += 1) {
      for (let run = 0; run < RUNS_PER_SHAPE; run += 1)
        await applyBidDecisions(handle.db, buildWrite(vehicleId, shape) as never);
    }
    const afterWrites = await backendBytes(handle.db);
    const prepared = (await handle.db.execute('select count(*)::int as n from pg_prepared_statements')) as unknown as {
      rows: { n: number }[];
    };
    const kib = (bytes: number) => (bytes / 1024).toFixed(0);
    console.log(
      `| statement (${SHAPES} list sizes, ${RUNS_PER_SHAPE} runs each, one connection) | backend memory after all sizes | of which cached plans |`,
    );
    console.log('| --- | --- | --- |');
    console.log(
      `| decision read (readBidBatchContext) | ${kib(afterReads.total - before.total)} KiB | ${kib(afterReads.plans - before.plans)} KiB |`,
    );
    console.log(
      `| compare-and-set write (applyBidDecisions) | ${kib(afterWrites.total - afterReads.total)} KiB | ${kib(afterWrites.plans - afterReads.plans)} KiB |`,
    );
    const perConnection = afterWrites.total - before.total;
    console.log(
      `\nStatements prepared on the connection: ${prepared.rows[0]!.n}; per pooled connection ~${kib(perConnection)} KiB for these two.`,
    );
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

await main();
