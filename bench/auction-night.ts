/**
 * Benchmark: auction night — the whole system under a peak evening's load at once, against the
 * machine's own limits measured in the same run. Run:
 *   pnpm exec tsx bench/auction-night.ts [--quick] [--only=limits,scenario,sweep]
 *
 * Everything on loopback: a fresh PostgreSQL database and a private redis-server (production's
 * settings: hz 100, appendonly), two server nodes (`buildServer`, bench/bench-node.ts), the workers'
 * own `workers/src/main.ts` (closing auctions, notices, outbox relay), watchers
 * (bench/watchers.ts, protocol-level clients) and bidders/browsers (bench/night-clients.ts) in
 * child processes. Every child is preloaded with bench/process-probe.ts (event-loop delay, CPU,
 * memory).
 *
 * 1. Limits: `pgbench` running the bid's write (a compare-and-set update of the vehicle + the bid's
 *    insert, the same tables and indexes) at the nodes' pool concurrency; a raw `ws` server
 *    broadcasting frames of the same size to as many clients as the scenario has watchers.
 * 2. Scenario: `--vehicles` active vehicles, `--ending` of them ending within the run, `--hot` of
 *    those fought over (6–10 bidders, some holding maxima, bids at exponential intervals that
 *    quicken in the final 2 minutes, so extensions happen); `--watchers` watchers spread like real
 *    traffic (most on the hot cars, a long tail), `--churn` leaving and joining per second; browse and
 *    vehicle-page API requests at `--browse` per second; bids on the long tail at `--tail` per second.
 *    Phases: warm-up, steady, final minutes (the hot cars' last 2 minutes and their extensions),
 *    closes (until every ending auction has closed).
 * 3. Sweep: the watchers move to `--sweep-cars` other cars, the bid rate rises step by step until
 *    the p99 bid → watcher delivery passes 250 ms or a bid is refused as busy; per step, what each
 *    process spent.
 * Its last line is one JSON object with the headline numbers. Method and results: docs/benchmarks.md.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type VehicleRow, insertVehicle, openDatabase } from '@autolicit/db';
import { type AuctionQueues, createAuctionQueues, scheduleAuctionClose } from '@autolicit/messaging';
import { type HasDatabase, buildVehicle, createUser } from '@autolicit/test-support';
import { Redis } from 'ioredis';
import pg from 'pg';
import {
  deleteRedisPrefix,
  describeMachine,
  postgresCpuByPid,
  readRedisCpu,
  runAdminStatement,
  toDatabaseUrl,
  buildServerEnv,
} from './bench-support';
import { percentile } from './stats';
import { type Child, type ProcessProbe, spawnChild } from './ipc';
import type { CarPlan } from './night-clients';
import { startPrivateRedis } from './private-redis';

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const numberOption = (name: string, fallback: number) => Number(option(name) ?? fallback);
const only = option('only')?.split(',');
const runs = (part: 'limits' | 'scenario' | 'sweep') => !only || only.includes(part);

const VEHICLES = numberOption('vehicles', quick ? 400 : 2_000);
const ENDING = numberOption('ending', quick ? 40 : 200);
const HOT = numberOption('hot', quick ? 5 : 20);
const WATCHERS = numberOption('watchers', quick ? 2_000 : 10_000);
const CHURN_PER_S = numberOption('churn', quick ? 10 : 20);
const BROWSE_PER_S = numberOption('browse', quick ? 10 : 30);
const TAIL_BIDS_PER_S = numberOption('tail', 2);
const SWEEP_CARS = numberOption('sweep-cars', quick ? 50 : 200);
const SWEEP_RATES = (option('sweep-rates') ?? (quick ? '50,150' : '100,150,200,250,300,400,600'))
  .split(',')
  .map(Number);
const SWEEP_STEP_MS = numberOption('sweep-step', quick ? 5_000 : 15_000);
const LIMIT_MS = quick ? 4_000 : 15_000;
const PGBENCH_CLIENTS = numberOption('pgbench-clients', 20);
/** Phase lengths (ms from the start of the scenario). Quick: the hot cars do not end within the run. */
const TIMELINE = quick
  ? { steadyAt: 8_000, finalAt: 25_000, hotEndAt: 145_000, hotStopAt: 55_000, coldEndFrom: 20_000, coldEndTo: 50_000 }
  : { steadyAt: 20_000, finalAt: 60_000, hotEndAt: 180_000, hotStopAt: 0, coldEndFrom: 60_000, coldEndTo: 300_000 };
const ORIGIN = 'http://localhost:3000';
const BUSY = 'CONFLICT (bid.busy)';
const DELIVERY_GOAL_MS = 250;
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = randomBytes(4).toString('hex');
const databaseName = `autolicit_bench_night_${runId}`;
const redisPrefix = `autolicit-bench-night:${runId}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...args: unknown[]) => console.error(`[${new Date().toISOString().slice(11, 23)}]`, ...args);
const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '—';
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const MAKES = [
  ['Dacia', 'Duster', 'suv'],
  ['Dacia', 'Logan', 'sedan'],
  ['Volkswagen', 'Golf', 'hatchback'],
  ['Volkswagen', 'Passat', 'wagon'],
  ['Skoda', 'Octavia', 'wagon'],
  ['BMW', 'X3', 'suv'],
  ['Ford', 'Focus', 'hatchback'],
  ['Renault', 'Clio', 'hatchback'],
] as const;

/** The scenario's vehicles: the hot and the other ending ones, and the long tail. */
interface Seeded {
  hot: VehicleRow[];
  cold: VehicleRow[];
  tail: VehicleRow[];
}

/** Active vehicles with varied makes, years and prices (the browse queries find them), inserted 100 at a time. */
async function seedVehicles(ctx: HasDatabase, sellerId: string, count: number, endAt: (i: number) => Date) {
  const rows: VehicleRow[] = [];
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, (_, j) => {
        const [make, model, category] = pick(MAKES);
        return insertVehicle(
          ctx.db,
          buildVehicle({
            sellerId,
            make,
            model,
            category,
            year: randomInt(2012, 2024),
            mileage: randomInt(5, 250) * 1000,
            startingBid: `${randomInt(30, 250) * 100}.00`,
            auctionEndTime: endAt(i + j),
          }),
        );
      }),
    );
    rows.push(...batch);
  }
  return rows;
}

/** Every child process of the run, by role (for the per-process table). */
interface Processes {
  nodes: Child[];
  workers: Child;
  watchers: Child;
  clients: Child;
}
const listProcesses = (p: Processes): [string, Child][] => [
  ...p.nodes.map((node, i) => [`node ${i + 1}`, node] as [string, Child]),
  ['workers', p.workers],
  ['watchers', p.watchers],
  ['bidders + browsers', p.clients],
];

/** A probe of every process and of PostgreSQL and Redis, for one interval (probes reset the event-loop histograms). */
interface Sample {
  at: number;
  probes: Record<string, ProcessProbe>;
  postgresCpu: number;
  redisCpu: number;
}

interface PhaseWindow {
  name: string;
  from: number;
  to: number;
}

/** Probes every 2 s (and on request) until stopped; samples are kept for the phase tables. */
function startSampler(processes: Processes, redis: Redis) {
  const samples: Sample[] = [];
  let stopped = false;
  // PostgreSQL's backends come and go: each one's CPU is kept as last seen, so one that exits still counts.
  const postgresStart = postgresCpuByPid();
  const postgresSeen = new Map(postgresStart);
  const takeOne = async () => {
    const at = Date.now();
    const probes: Record<string, ProcessProbe> = {};
    await Promise.all(
      listProcesses(processes).map(async ([label, child]) => {
        probes[label] = await child.probe(true);
      }),
    );
    for (const [pid, cpu] of postgresCpuByPid()) postgresSeen.set(pid, cpu);
    let postgresCpu = 0;
    for (const [pid, cpu] of postgresSeen) postgresCpu += cpu - (postgresStart.get(pid) ?? 0);
    const sample = { at, probes, postgresCpu, redisCpu: await readRedisCpu(redis) };
    samples.push(sample);
    return sample;
  };
  // One sample at a time (a probe resets its process's event-loop histogram).
  let queue: Promise<unknown> = Promise.resolve();
  const take = (): Promise<Sample> => {
    const next = queue.then(takeOne);
    queue = next;
    return next;
  };
  const loop = (async () => {
    while (!stopped) {
      await take();
      await sleep(2_000);
    }
    await take();
  })();
  return {
    samples,
    /** A sample now (at a phase's or a step's boundary, so that its window is measured exactly). */
    take,
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** What the processes spent within a window, from the samples that bracket it. */
function summariseWindow(samples: Sample[], window: PhaseWindow) {
  const before = [...samples].reverse().find((s) => s.at <= window.from) ?? samples[0]!;
  const after = samples.find((s) => s.at >= window.to) ?? samples.at(-1)!;
  const seconds = Math.max(0.001, (after.at - before.at) / 1000);
  const later = samples.filter((s) => s.at > before.at && s.at <= after.at);
  const processes: Record<string, { cpu: number; delayP99Ms: number; rssMb: number; heapMb: number; elu: number }> = {};
  for (const label of Object.keys(after.probes)) {
    processes[label] = {
      cpu: after.probes[label]!.cpu - before.probes[label]!.cpu,
      // The worst p99 of the (2-second) intervals within the window.
      delayP99Ms: Math.max(0, ...later.map((s) => s.probes[label]!.delayP99Ms)),
      rssMb: after.probes[label]!.rss / 2 ** 20,
      heapMb: after.probes[label]!.heapUsed / 2 ** 20,
      elu:
        later.length > 0 ? later.reduce((sum, s) => sum + s.probes[label]!.eventLoopUtilization, 0) / later.length : 0,
    };
  }
  return {
    seconds,
    processes,
    postgresCpu: after.postgresCpu - before.postgresCpu,
    redisCpu: after.redisCpu - before.redisCpu,
  };
}

// ---------------------------------------------------------------------------------------------
// Limits

/** pgbench running the bid's write on `cars` at `clients` concurrency; TPS without connection time. */
function runPgbench(databaseUrl: string, clients: number, seconds: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pgbench-'));
  try {
    // The write our bid makes, in one statement: read the vehicle, update it only if its bid count
    // is still the one read (compare-and-set), insert the bid at the next level and sequence.
    const script = path.join(dir, 'bid-write.sql');
    writeFileSync(
      script,
      `\\set n random(1, :cars)
\\set b random(1, :bidders)
with v as (
  select id, bid_count, current_bid from vehicles where id = (select id from bench_pgbench_cars where n = :n)
), updated as (
  update vehicles set current_bid = v.current_bid + 100, bid_count = v.bid_count + 1, updated_at = now()
  from v where vehicles.id = v.id and vehicles.bid_count = v.bid_count and vehicles.status = 'active'
  returning vehicles.id, vehicles.current_bid, vehicles.bid_count
)
insert into bids (id, vehicle_id, bidder_id, amount, bid_seq, is_purchase, is_automatic, created_at)
select gen_random_uuid(), updated.id, (select id from bench_pgbench_bidders where n = :b), updated.current_bid, updated.bid_count, false, false, now()
from updated;
`,
    );
    const result = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        String(seconds),
        '-f',
        script,
        '-D',
        'cars=200',
        '-D',
        'bidders=200',
        databaseUrl,
      ],
      { encoding: 'utf8' },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(result.stdout)?.[1];
    if (!tps) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
    return { tps: Number(tps), latencyMs: Number(latency), clients, seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A raw `ws` server broadcasting a frame of our size to `clients` clients, `perSecond` frames a second. */
async function runRawWs(clients: number, perSecond: number, windowMs: number, frameSize: number) {
  const node = spawnChild('bench-node.ts', 'raw-ws');
  const watchers = spawnChild('watchers.ts', 'raw-ws-watchers');
  try {
    await Promise.all([node.ready, watchers.ready]);
    const { port } = await node.call<{ port: number }>('startWs');
    const connect = await watchers.call<{ connected: number; failed: number }>(
      'connect',
      { kind: 'ws', urls: [`ws://127.0.0.1:${port}`], n: clients },
      300_000,
    );
    await watchers.call('reset');
    const start = await node.call<{ cpu: number }>('usage');
    const template = { vehicleId: '00000000-0000-4000-8000-000000000000', bidder: 3, amount: '15700.00' };
    const started = Date.now();
    for (let seq = 1; Date.now() - started < windowMs; seq += 1) {
      await node.call('broadcast', { seq, template, size: frameSize });
      await sleep(1000 / perSecond);
    }
    await sleep(1_000);
    const end = await node.call<{ cpu: number }>('usage');
    const stats = await watchers.call<{ deliveries: number; deliveryP99: number }>('stats');
    const cpu = end.cpu - start.cpu;
    return {
      clients: connect.connected,
      deliveries: stats.deliveries,
      cpu,
      perCpuSecond: stats.deliveries / cpu,
      p99: stats.deliveryP99,
    };
  } finally {
    await watchers.stop();
    await node.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Scenario

/** Where watchers go: most on the hot cars (more on the first), a share on the other ending cars, a long tail. */
function spreadWatchers(hot: string[], cold: string[], tail: string[], count: number) {
  const targets: { node: number; vehicleId: string }[] = [];
  const hotWeights = hot.map((_, i) => 1 / Math.sqrt(i + 1));
  const hotTotal = hotWeights.reduce((sum, w) => sum + w, 0);
  for (let i = 0; i < count; i += 1) {
    const r = Math.random();
    let vehicleId: string;
    if (r < 0.6 && hot.length > 0) {
      let x = Math.random() * hotTotal;
      let k = 0;
      while (k < hot.length - 1 && x > hotWeights[k]!) x -= hotWeights[k++]!;
      vehicleId = hot[k]!;
    } else if (r < 0.85 && cold.length > 0) vehicleId = pick(cold);
    else vehicleId = pick(tail);
    targets.push({ node: i % 2, vehicleId });
  }
  return targets;
}

interface WatcherStats {
  phases: {
    name: string;
    all: LatencySummary;
    byNode: LatencySummary[];
  }[];
  open: number;
  joined: number;
  left: number;
  joinFailed: number;
  firstJoinError?: string;
}
interface LatencySummary {
  deliveries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}
interface ClientStats {
  cpu: number;
  phases: {
    name: string;
    bids: number;
    outcomes: Record<string, number>;
    ack: { count: number; p50: number; p99: number };
    browse: { count: number; p50: number; p99: number };
    vehicle: { count: number; p50: number; p99: number };
    failedRequests: number;
    statuses: Record<string, number>;
  }[];
}

interface ScenarioResult {
  windows: PhaseWindow[];
  watchers: WatcherStats;
  clients: ClientStats;
  usage: ReturnType<typeof summariseWindow>[];
  closeLag: { name: string; count: number; p50: number; p99: number; max: number }[];
  closed: number;
  ending: number;
  extended: number;
  rssTrend: Record<string, number[]>;
}

async function runScenario(
  processes: Processes,
  seeded: Seeded,
  databaseUrl: string,
  redis: Redis,
  queueRedis: Redis,
  signedIn: { hot: number[][]; cold: number[][]; tail: number[] },
): Promise<ScenarioResult> {
  const t0 = Date.now() + 2_000;
  const at = (ms: number) => t0 + ms;
  const hotEnds = seeded.hot.map((_, k) => at(TIMELINE.hotEndAt + k * 1_000));
  // Scheduled ends: the ending vehicles were seeded a day away; now they get their ends and close jobs, as publishing does.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const queues = createAuctionQueues(queueRedis, redisPrefix);
  const coldEnds = seeded.cold.map((_, i) =>
    at(TIMELINE.coldEndFrom + ((TIMELINE.coldEndTo - TIMELINE.coldEndFrom) * i) / Math.max(1, seeded.cold.length - 1)),
  );
  const ending = [
    ...seeded.hot.map((v, k) => [v.id!, hotEnds[k]!] as const),
    ...seeded.cold.map((v, i) => [v.id!, coldEnds[i]!] as const),
  ];
  for (const [id, end] of ending) {
    await pool.query('update vehicles set auction_end_time = $1 where id = $2', [new Date(end), id]);
    await scheduleAuctionClose(queues.auctionClose, id, new Date(end), new Date());
  }
  const hotStopAt = (k: number) =>
    TIMELINE.hotStopAt > 0 ? at(TIMELINE.hotStopAt) : hotEnds[k]! + randomInt(0, 30_000);
  const cars: CarPlan[] = seeded.hot.map((v, k) => {
    const bidders = signedIn.hot[k]!;
    return {
      vehicleId: v.id!,
      startingBid: v.startingBid!,
      bidders,
      maximaHolders: bidders.filter(() => Math.random() < 0.3),
      steadyGapMs: 6_000,
      finalGapMs: 1_500,
      startAt: at(randomInt(0, 5_000)),
      stopAt: hotStopAt(k),
      endAt: hotEnds[k]!,
    };
  });
  // Quick: the ending cars without a fight close untouched (a bid in their last 2 minutes would move them past the run).
  if (!quick)
    seeded.cold.forEach((v, i) => {
      const bidders = signedIn.cold[i]!;
      if (bidders.length === 0) return;
      cars.push({
        vehicleId: v.id!,
        startingBid: v.startingBid!,
        bidders,
        maximaHolders: [],
        steadyGapMs: 8_000,
        finalGapMs: 8_000,
        startAt: at(randomInt(0, 10_000)),
        stopAt: at(TIMELINE.steadyAt),
        endAt: coldEnds[i]!,
      });
    });
  const lastStop = Math.max(...cars.map((c) => c.stopAt), at(TIMELINE.finalAt));
  const sampler = startSampler(processes, redis);
  // A sample at each phase's boundary, so that each phase's usage is its own.
  const boundaries = [t0, at(TIMELINE.steadyAt), at(TIMELINE.finalAt), lastStop].map((when) =>
    setTimeout(() => void sampler.take(), Math.max(0, when - Date.now())),
  );
  const rssTrend: Record<string, number[]> = {};
  await sleep(Math.max(0, t0 - Date.now()));
  log(
    `scenario: ${cars.length} cars with bidders, ${ending.length} ending, hot ends from ${new Date(hotEnds[0]!).toISOString()}`,
  );
  await processes.watchers.call('nightChurn', { perSecond: CHURN_PER_S });
  const tailIds = seeded.tail.map((v) => v.id!);
  await processes.clients.call('start', {
    cars,
    tail: { vehicleIds: tailIds, bidders: signedIn.tail, perSecond: TAIL_BIDS_PER_S, stopAt: Number.MAX_SAFE_INTEGER },
    browse: {
      vehicleIds: [...seeded.hot, ...seeded.cold, ...seeded.tail].map((v) => v.id!),
      perSecond: BROWSE_PER_S,
      vehicleShare: 0.4,
      stopAt: Number.MAX_SAFE_INTEGER,
    },
  });
  // Until every ending auction closed (the hot ones close 2 minutes after their last bid), or a bound.
  const ids = ending.map(([id]) => id);
  const waitUntil = quick ? at(TIMELINE.hotStopAt) : Math.max(lastStop + 150_000, at(TIMELINE.coldEndTo + 10_000));
  const expectClosed = quick ? seeded.cold.map((v) => v.id!) : ids;
  let closedAt: number;
  for (;;) {
    await sleep(2_000);
    const { rows } = await pool.query<{ open: string }>(
      `select count(*) as open from vehicles where status = 'active' and id = any($1::uuid[])`,
      [expectClosed],
    );
    const last = sampler.samples.at(-1);
    if (last)
      for (const [label, probe] of Object.entries(last.probes)) (rssTrend[label] ??= []).push(probe.rss / 2 ** 20);
    if (Number(rows[0]!.open) === 0 && Date.now() >= (quick ? at(TIMELINE.hotStopAt) : lastStop)) {
      closedAt = (await sampler.take()).at;
      break;
    }
    if (Date.now() > waitUntil + 60_000) {
      log(`scenario: ${rows[0]!.open} ending auctions still open at the bound`);
      closedAt = (await sampler.take()).at;
      break;
    }
  }
  await processes.clients.call('stop');
  await processes.watchers.call('nightChurn', { perSecond: 0 });
  for (const timer of boundaries) clearTimeout(timer);
  await sampler.stop();
  const windows: PhaseWindow[] = [
    { name: 'warm-up', from: t0, to: at(TIMELINE.steadyAt) },
    { name: 'steady', from: at(TIMELINE.steadyAt), to: at(TIMELINE.finalAt) },
    { name: 'final minutes', from: at(TIMELINE.finalAt), to: lastStop },
    // Quick: the hot cars do not end within the run, so there is no phase of their closes.
    ...(quick ? [] : [{ name: 'closes', from: lastStop, to: closedAt }]),
  ];
  const watcherStats = await processes.watchers.call<WatcherStats>('nightStats', { phases: windows, nodes: 2 });
  const clientStats = await processes.clients.call<ClientStats>('stats', { phases: windows });
  const { rows } = await pool.query<{ lag: string; due: string; extended: boolean }>(
    `select extract(epoch from (closed_at - auction_end_time)) * 1000 as lag, extract(epoch from auction_end_time) * 1000 as due,
       auction_end_time > $2::timestamptz as extended
     from vehicles where id = any($1::uuid[]) and closed_at is not null`,
    [ids, new Date(at(TIMELINE.coldEndTo) + 1)],
  );
  const closeLag = windows.map((w) => {
    const lags = rows.filter((r) => Number(r.due) >= w.from && Number(r.due) < w.to).map((r) => Number(r.lag));
    return {
      name: w.name,
      count: lags.length,
      p50: percentile(lags, 50),
      p99: percentile(lags, 99),
      max: lags.length ? Math.max(...lags) : Number.NaN,
    };
  });
  const { rows: moved } = await pool.query<{ n: string }>(
    // Extended: the end moved past the one scheduled (a bid in the last 2 minutes).
    `select count(*) as n from vehicles v join unnest($1::uuid[], $2::timestamptz[]) as s(id, due) on v.id = s.id
     where v.auction_end_time > s.due`,
    [ids, ending.map(([, end]) => new Date(end))],
  );
  await queues.close();
  await pool.end();
  return {
    windows,
    watchers: watcherStats,
    clients: clientStats,
    usage: windows.map((w) => summariseWindow(sampler.samples, w)),
    closeLag,
    closed: rows.length,
    ending: expectClosed.length,
    extended: Number(moved[0]!.n),
    rssTrend,
  };
}

// ---------------------------------------------------------------------------------------------
// Sweep

interface SweepStep {
  offered: number;
  seconds: number;
  sent: number;
  accepted: number;
  acceptedPerS: number;
  outcomes: Record<string, number>;
  busy: number;
  ackP99: number;
  delivery: LatencySummary;
  byNode: LatencySummary[];
  usage: ReturnType<typeof summariseWindow>;
  skippedBusyBidders: number;
  /** Jobs the workers had not finished 1 s after the step (e-mail notices, pushes): how far behind they fell. */
  backlog: { notifications: number; push: number };
}

/** Jobs waiting or running in the notice queues. */
async function readBacklog(queues: AuctionQueues) {
  const count = async (queue: AuctionQueues['push']) => {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return Object.values(counts).reduce((sum, n) => sum + n, 0);
  };
  return { notifications: await count(queues.notifications), push: await count(queues.push) };
}

async function runSweep(
  processes: Processes,
  redis: Redis,
  queues: AuctionQueues,
  urls: string[],
  sweepIds: string[],
  sweepBidders: number[],
) {
  const targets = Array.from({ length: WATCHERS }, (_, i) => ({
    node: i % 2,
    vehicleId: sweepIds[i % sweepIds.length]!,
  }));
  log(`sweep: ${WATCHERS} watchers moving to ${sweepIds.length} cars`);
  const moved = await processes.watchers.call<{ connected: number; failed: number; ms: number }>(
    'nightConnect',
    { urls, origin: ORIGIN, targets, count: WATCHERS },
    600_000,
  );
  log(`sweep: ${moved.connected} watchers in ${moved.ms} ms (${moved.failed} failed)`);
  await processes.watchers.call('nightForget');
  const carOf: Record<number, string> = {};
  sweepBidders.forEach((index, i) => {
    carOf[index] = sweepIds[i % sweepIds.length]!;
  });
  await processes.clients.call('start', {
    cars: [],
    tail: { vehicleIds: [], bidders: [], perSecond: 0, stopAt: 0 },
    browse: { vehicleIds: sweepIds, perSecond: BROWSE_PER_S, vehicleShare: 0.4, stopAt: Number.MAX_SAFE_INTEGER },
  });
  const sampler = startSampler(processes, redis);
  const steps: SweepStep[] = [];
  try {
    for (const rate of SWEEP_RATES) {
      await sleep(2_000);
      const from = (await sampler.take()).at;
      const step = await processes.clients.call<{
        seconds: number;
        sent: number;
        skippedBusyBidders: number;
        outcomes: Record<string, number>;
        ack: { p99: number };
      }>(
        'sweepStep',
        { bidders: sweepBidders, carOf, perSecond: rate, durationMs: SWEEP_STEP_MS },
        SWEEP_STEP_MS + 120_000,
      );
      const to = (await sampler.take()).at;
      await sleep(1_000);
      const window = { name: `${rate}/s`, from, to };
      // Deliveries of the step's last bids arrive after it: they count until the next step's start.
      const stats = await processes.watchers.call<WatcherStats>('nightStats', {
        phases: [{ ...window, to: to + 2_500 }],
        nodes: 2,
      });
      const accepted = step.outcomes.accepted ?? 0;
      const result: SweepStep = {
        offered: rate,
        seconds: step.seconds,
        sent: step.sent,
        accepted,
        acceptedPerS: accepted / step.seconds,
        outcomes: step.outcomes,
        busy: step.outcomes[BUSY] ?? 0,
        ackP99: step.ack.p99,
        delivery: stats.phases[0]!.all,
        byNode: stats.phases[0]!.byNode,
        usage: summariseWindow(sampler.samples, window),
        skippedBusyBidders: step.skippedBusyBidders,
        backlog: await readBacklog(queues),
      };
      steps.push(result);
      log(
        `sweep ${rate}/s: ${fmt(result.acceptedPerS, 1)} accepted/s, delivery p99 ${fmt(result.delivery.p99)} ms, ${JSON.stringify(step.outcomes)}, backlog ${JSON.stringify(result.backlog)}`,
      );
      if (result.delivery.p99 > DELIVERY_GOAL_MS || result.busy > 0 || (step.outcomes.unanswered ?? 0) > 0) break;
    }
  } finally {
    await processes.clients.call('stop');
    await sampler.stop();
  }
  return steps;
}

// ---------------------------------------------------------------------------------------------
// Report

function describeProcesses(usage: ReturnType<typeof summariseWindow>) {
  const rows = Object.entries(usage.processes).map(
    ([label, p]) =>
      `| ${label} | ${fmt((p.cpu / usage.seconds) * 100)} % | ${fmt(p.elu * 100)} % | ${fmt(p.delayP99Ms, 1)} ms | ${fmt(p.rssMb)} MiB | ${fmt(p.heapMb)} MiB |`,
  );
  rows.push(`| PostgreSQL (all backends) | ${fmt((usage.postgresCpu / usage.seconds) * 100)} % | | | | |`);
  rows.push(`| Redis | ${fmt((usage.redisCpu / usage.seconds) * 100)} % | | | | |`);
  return [
    '| process | CPU (of one core) | event loop busy | event-loop delay p99 (worst 2 s) | RSS | heap |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ].join('\n');
}

const nodeCpu = (usage: ReturnType<typeof summariseWindow>) =>
  Object.entries(usage.processes)
    .filter(([label]) => label.startsWith('node'))
    .reduce((sum, [, p]) => sum + p.cpu, 0);
const serverCpu = (usage: ReturnType<typeof summariseWindow>) =>
  nodeCpu(usage) + (usage.processes.workers?.cpu ?? 0) + usage.postgresCpu + usage.redisCpu;

function reportScenario(s: ScenarioResult) {
  const lines = [
    `### Scenario: ${VEHICLES} vehicles, ${ENDING} ending (${HOT} hot), ${WATCHERS} watchers (${CHURN_PER_S}/s churn), ${BROWSE_PER_S} API requests/s, ${TAIL_BIDS_PER_S} long-tail bids/s`,
    '',
    `Auctions due to end within the run that closed: ${s.closed} of ${s.ending}; ${s.extended} had a bid in their last 2 minutes (extended). Watchers: ${s.watchers.open} open at the end, ${s.watchers.joined} joined and ${s.watchers.left} left by churn (${s.watchers.joinFailed} joins failed${s.watchers.firstJoinError ? `: ${s.watchers.firstJoinError}` : ''}).`,
    '',
    '| phase | s | bids sent | accepted/s | refusals | bid ack p99 | deliveries | delivery p50 / p95 / p99 (node 1; node 2) | browse p99 | vehicle API p99 | failed requests | close lag p50 / p99 (n) | CPU-ms per accepted bid (all) | CPU-ms per delivery (nodes) |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | --- | ---: | ---: | ---: | --- | ---: | ---: |',
  ];
  s.windows.forEach((w, i) => {
    const c = s.clients.phases[i]!;
    const d = s.watchers.phases[i]!;
    const u = s.usage[i]!;
    const seconds = (w.to - w.from) / 1000;
    const accepted = c.outcomes.accepted ?? 0;
    const refusals = Object.entries(c.outcomes)
      .filter(([k]) => k !== 'accepted')
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    const lag = s.closeLag[i]!;
    lines.push(
      `| ${w.name} | ${fmt(seconds)} | ${c.bids} | ${fmt(accepted / seconds, 1)} | ${refusals || 'none'} | ${fmt(c.ack.p99)} ms | ${fmt(d.all.deliveries)} | ${fmt(d.all.p50)} / ${fmt(d.all.p95)} / ${fmt(d.all.p99)} ms (${fmt(d.byNode[0]!.p99)}; ${fmt(d.byNode[1]!.p99)}) | ${fmt(c.browse.p99)} ms | ${fmt(c.vehicle.p99)} ms | ${c.failedRequests} | ${lag.count > 0 ? `${fmt(lag.p50)} / ${fmt(lag.p99)} ms (${lag.count})` : '—'} | ${accepted > 0 ? fmt((serverCpu(u) * 1000) / accepted, 1) : '—'} | ${d.all.deliveries > 0 ? fmt((nodeCpu(u) * 1000) / d.all.deliveries, 3) : '—'} |`,
    );
  });
  s.windows.forEach((w, i) => {
    lines.push('', `Processes, ${w.name}:`, '', describeProcesses(s.usage[i]!));
  });
  lines.push(
    '',
    `RSS over the run (MiB, every 2 s, first → last): ${Object.entries(s.rssTrend)
      .map(
        ([label, values]) => `${label} ${fmt(values[0]!)} → ${fmt(values.at(-1)!)} (max ${fmt(Math.max(...values))})`,
      )
      .join('; ')}.`,
  );
  return lines.join('\n');
}

function reportSweep(steps: SweepStep[]) {
  const lines = [
    `### Sweep: ${WATCHERS} watchers on ${SWEEP_CARS} cars, ${BROWSE_PER_S} API requests/s, ${SWEEP_STEP_MS / 1000} s per step`,
    '',
    '| offered bids/s | accepted/s | refusals | bid ack p99 | deliveries | delivery p50 / p99 (node 1; node 2) | busiest process (CPU of one core) | PostgreSQL CPU | Redis CPU | notice jobs behind (e-mail; push) | CPU-ms per accepted bid (nodes; all) |',
    '| ---: | ---: | --- | ---: | ---: | --- | --- | ---: | ---: | --- | --- |',
  ];
  for (const step of steps) {
    const busiest = Object.entries(step.usage.processes).sort((a, b) => b[1].cpu - a[1].cpu)[0]!;
    const refusals = Object.entries(step.outcomes)
      .filter(([k]) => k !== 'accepted')
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    lines.push(
      `| ${step.offered} | ${fmt(step.acceptedPerS, 1)} | ${refusals || 'none'} | ${fmt(step.ackP99)} ms | ${fmt(step.delivery.deliveries)} | ${fmt(step.delivery.p50)} / ${fmt(step.delivery.p99)} ms (${fmt(step.byNode[0]!.p99)}; ${fmt(step.byNode[1]!.p99)}) | ${busiest[0]} ${fmt((busiest[1].cpu / step.usage.seconds) * 100)} % | ${fmt((step.usage.postgresCpu / step.usage.seconds) * 100)} % | ${fmt((step.usage.redisCpu / step.usage.seconds) * 100)} % | ${step.backlog.notifications}; ${step.backlog.push} | ${fmt((nodeCpu(step.usage) * 1000) / step.accepted, 1)}; ${fmt((serverCpu(step.usage) * 1000) / step.accepted, 1)} |`,
    );
  }
  const last = steps.at(-1);
  if (last) lines.push('', `Processes at the last step (${last.offered}/s):`, '', describeProcesses(last.usage));
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(describeMachine());
  await runAdminStatement(adminUrl, `CREATE DATABASE "${databaseName}"`);
  const databaseUrl = toDatabaseUrl(adminUrl, databaseName);
  const database = openDatabase({ url: databaseUrl });
  const privateRedis = await startPrivateRedis([
    '--hz',
    '100',
    '--save',
    '',
    '--appendonly',
    'yes',
    '--maxmemory-policy',
    'noeviction',
  ]);
  const redis = new Redis(privateRedis.url);
  const queueRedis = new Redis(privateRedis.url, { maxRetriesPerRequest: 3 });
  const dataDirs: string[] = [];
  let processes: Processes | undefined;
  const summary: Record<string, number | null> = {};
  try {
    await database.migrate();
    const ctx: HasDatabase = { db: database.db };
    log('seeding');
    const seller = await createUser(ctx, { entityType: 'company' });
    const far = () => new Date(Date.now() + 24 * 3600_000);
    const endingRows = await seedVehicles(ctx, seller.id, ENDING, far);
    const tail = await seedVehicles(
      ctx,
      seller.id,
      Math.max(0, VEHICLES - ENDING),
      () => new Date(Date.now() + randomInt(2, 72) * 3600_000),
    );
    const sweep = await seedVehicles(ctx, seller.id, SWEEP_CARS, far);
    const pgbenchCars = await seedVehicles(ctx, seller.id, 200, far);
    const hotCount = Math.min(HOT, ENDING);
    const hotBidderCounts = Array.from({ length: hotCount }, () => randomInt(6, 10));
    const coldBidderCounts = Array.from({ length: ENDING - hotCount }, () => randomInt(0, 3));
    const coldPool = 150;
    const sweepBidderCount = Math.ceil(Math.max(...SWEEP_RATES) * 1.25);
    const userCount = hotBidderCounts.reduce((a, b) => a + b, 0) + coldPool + (runs('sweep') ? sweepBidderCount : 0);
    const users: { id: string; email: string }[] = [];
    for (let i = 0; i < userCount; i += 100)
      users.push(...(await Promise.all(Array.from({ length: Math.min(100, userCount - i) }, () => createUser(ctx)))));
    const seeded: Seeded = { hot: endingRows.slice(0, hotCount), cold: endingRows.slice(hotCount), tail };
    // Quick: half of the ending cars that nobody fights over already have a high bid (they close as sold).
    if (quick) {
      const withBids = seeded.cold.filter((_, i) => i % 2 === 0).map((v) => v.id!);
      const bidder = users.at(-1)!.id;
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      await pool.query(
        `update vehicles set current_bid = starting_bid + 500, bid_count = 1, high_bidder_id = $2 where id = any($1::uuid[])`,
        [withBids, bidder],
      );
      await pool.end();
    }

    let rawWs: Awaited<ReturnType<typeof runRawWs>> | undefined;
    let pgbench: ReturnType<typeof runPgbench> | undefined;
    if (runs('limits')) {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      await pool.query('create table bench_pgbench_cars (n int primary key, id uuid not null)');
      await pool.query('create table bench_pgbench_bidders (n int primary key, id uuid not null)');
      await pool.query('insert into bench_pgbench_cars select row_number() over (), id from unnest($1::uuid[]) as id', [
        pgbenchCars.map((v) => v.id),
      ]);
      await pool.query(
        'insert into bench_pgbench_bidders select row_number() over (), id from unnest($1::uuid[]) as id',
        [users.slice(0, 200).map((u) => u.id)],
      );
      await pool.end();
      log(`limits: pgbench, ${PGBENCH_CLIENTS} clients, ${LIMIT_MS / 1000} s`);
      pgbench = runPgbench(databaseUrl, PGBENCH_CLIENTS, LIMIT_MS / 1000);
      log(`limits: pgbench ${JSON.stringify(pgbench)}`);
      rawWs = await runRawWs(WATCHERS, 5, LIMIT_MS, 110);
      log(`limits: raw ws ${JSON.stringify(rawWs)}`);
    }

    // The servers and the workers, each a process of its own as deployed.
    const env = buildServerEnv({ databaseUrl, redis: { REDIS_URL: privateRedis.url }, redisPrefix, origin: ORIGIN });
    const nodes = [
      spawnChild('bench-node.ts', 'night-node-1', {}, { probe: true }),
      spawnChild('bench-node.ts', 'night-node-2', {}, { probe: true }),
    ];
    const workersDir = mkdtempSync(path.join(os.tmpdir(), 'bench-night-workers-'));
    dataDirs.push(workersDir);
    const workers = spawnChild(
      '../workers/src/main.ts',
      'night-workers',
      { ...env, DATA_DIR: workersDir },
      { probe: true, foreign: true },
    );
    const watchers = spawnChild('watchers.ts', 'night-watchers', {}, { probe: true });
    const clients = spawnChild('night-clients.ts', 'night-clients', {}, { probe: true });
    processes = { nodes, workers, watchers, clients };
    await Promise.all([...nodes, workers, watchers, clients].map((c) => c.ready));
    const urls: string[] = [];
    for (const node of nodes) {
      const started = await node.call<{ port: number; dataDir: string }>('startApp', { env });
      urls.push(`http://127.0.0.1:${started.port}`);
      dataDirs.push(started.dataDir);
    }
    await clients.call('knowCars', {
      cars: [...endingRows, ...tail, ...sweep].map((v) => ({ vehicleId: v.id, startingBid: v.startingBid })),
    });

    // Bidders: the hot cars' own, a pool for the other ending cars and the long tail, the sweep's.
    let next = 0;
    const hotBidders = hotBidderCounts.map((n) => Array.from({ length: n }, () => next++));
    const coldStart = next;
    next += coldPool;
    const coldBidders = coldBidderCounts.map(() => {
      const chosen = new Set<number>();
      const n = randomInt(0, 3);
      while (chosen.size < n) chosen.add(coldStart + randomInt(0, coldPool - 1));
      return [...chosen];
    });
    const tailBidders = Array.from({ length: coldPool }, (_, i) => coldStart + i);
    const sweepBidders = runs('sweep') ? Array.from({ length: sweepBidderCount }, () => next++) : [];
    const roomsOf = new Map<number, string[]>();
    hotBidders.forEach((list, k) => list.forEach((i) => roomsOf.set(i, [seeded.hot[k]!.id!])));
    coldBidders.forEach((list, k) =>
      list.forEach((i) => roomsOf.set(i, [...(roomsOf.get(i) ?? []), seeded.cold[k]!.id!])),
    );
    sweepBidders.forEach((i, j) => roomsOf.set(i, [sweep[j % sweep.length]!.id!]));
    const plans = users
      .slice(0, next)
      .map((u, i) => ({ email: u.email, node: i % 2, vehicleIds: roomsOf.get(i) ?? [] }));
    log(`signing in ${plans.length} bidders`);
    const signIn = await clients.call<{ signedIn: number; failed: number; firstError?: string; ms: number }>(
      'signIn',
      { urls, origin: ORIGIN, plans, parallel: 8 },
      900_000,
    );
    log(
      `signed in ${signIn.signedIn} in ${signIn.ms} ms (${signIn.failed} failed${signIn.firstError ? `: ${signIn.firstError}` : ''})`,
    );

    let scenario: ScenarioResult | undefined;
    if (runs('scenario')) {
      const targets = spreadWatchers(
        seeded.hot.map((v) => v.id!),
        seeded.cold.map((v) => v.id!),
        seeded.tail.map((v) => v.id!),
        WATCHERS,
      );
      const connected = await watchers.call<{ connected: number; failed: number; firstError?: string; ms: number }>(
        'nightConnect',
        { urls, origin: ORIGIN, targets, count: WATCHERS },
        600_000,
      );
      log(
        `watchers: ${connected.connected} in ${connected.ms} ms (${connected.failed} failed${connected.firstError ? `: ${connected.firstError}` : ''})`,
      );
      scenario = await runScenario(processes, seeded, databaseUrl, redis, queueRedis, {
        hot: hotBidders,
        cold: coldBidders,
        tail: tailBidders,
      });
      console.log(reportScenario(scenario));
    }
    let steps: SweepStep[] = [];
    if (runs('sweep')) {
      const queues = createAuctionQueues(queueRedis, redisPrefix);
      steps = await runSweep(
        processes,
        redis,
        queues,
        urls,
        sweep.map((v) => v.id!),
        sweepBidders,
      ).finally(() => queues.close());
      console.log(reportSweep(steps));
    }

    // Headline numbers.
    const measured = scenario
      ? scenario.windows.map((_, i) => i).filter((i) => scenario!.windows[i]!.name !== 'warm-up')
      : [];
    const worst = (values: number[]) => (values.length > 0 ? Math.max(...values.filter(Number.isFinite)) : Number.NaN);
    const acceptedTotal = scenario
      ? measured.reduce((sum, i) => sum + (scenario!.clients.phases[i]!.outcomes.accepted ?? 0), 0)
      : 0;
    const measuredSeconds = scenario
      ? measured.reduce((sum, i) => sum + (scenario!.windows[i]!.to - scenario!.windows[i]!.from) / 1000, 0)
      : 0;
    const deliveries = scenario
      ? measured.reduce((sum, i) => sum + scenario!.watchers.phases[i]!.all.deliveries, 0)
      : 0;
    const deliveryCpu = scenario ? measured.reduce((sum, i) => sum + nodeCpu(scenario!.usage[i]!), 0) : 0;
    const oursPerCpu = deliveries / deliveryCpu;
    const within = steps.filter(
      (s) => s.delivery.p99 <= DELIVERY_GOAL_MS && s.busy === 0 && (s.outcomes.unanswered ?? 0) === 0,
    );
    const saturation = within.length > 0 ? Math.max(...within.map((s) => s.acceptedPerS)) : Number.NaN;
    const busyRefusals = scenario ? scenario.clients.phases.reduce((sum, p) => sum + (p.outcomes[BUSY] ?? 0), 0) : 0;
    const n = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : null);
    Object.assign(summary, {
      p99DeliveryMs: n(scenario ? worst(measured.map((i) => scenario!.watchers.phases[i]!.all.p99)) : Number.NaN),
      closeLagP99Ms: n(scenario ? worst(scenario.closeLag.filter((l) => l.count > 0).map((l) => l.p99)) : Number.NaN),
      acceptedBidsPerS: n(acceptedTotal / measuredSeconds),
      saturationBidsPerS: n(saturation),
      pgbenchTps: n(pgbench?.tps ?? Number.NaN),
      saturationVsPgbench: n(saturation / (pgbench?.tps ?? Number.NaN), 3),
      deliveriesPerCpuS: n(oursPerCpu, 0),
      rawWsDeliveriesPerCpuS: n(rawWs?.perCpuSecond ?? Number.NaN, 0),
      deliveriesPerCpuRatio: n(oursPerCpu / (rawWs?.perCpuSecond ?? Number.NaN), 3),
      busyRefusals,
      browseP99Ms: n(scenario ? worst(measured.map((i) => scenario!.clients.phases[i]!.browse.p99)) : Number.NaN),
      vehicleApiP99Ms: n(scenario ? worst(measured.map((i) => scenario!.clients.phases[i]!.vehicle.p99)) : Number.NaN),
    });
    console.log(
      [
        '### Limits and ratios',
        '',
        `pgbench (the bid's write, ${pgbench?.clients ?? '—'} clients, ${pgbench?.seconds ?? '—'} s): ${fmt(pgbench?.tps ?? Number.NaN)} TPS, ${fmt(pgbench?.latencyMs ?? Number.NaN, 1)} ms average.`,
        `Raw ws (${rawWs?.clients ?? '—'} clients, 5 frames/s): ${fmt(rawWs?.perCpuSecond ?? Number.NaN)} deliveries per CPU-s.`,
        `Ours under the mixed load (after warm-up): ${fmt(oursPerCpu)} deliveries per node CPU-s (all the nodes' work counted) = ${fmt(summary.deliveriesPerCpuRatio ?? Number.NaN, 2)} × raw ws (goal ≥ 0.8).`,
        `Saturation: ${fmt(saturation, 1)} accepted bids/s within p99 ≤ ${DELIVERY_GOAL_MS} ms and no busy refusal = ${fmt(summary.saturationVsPgbench ?? Number.NaN, 3)} × pgbench (goal ≥ 0.5).`,
      ].join('\n'),
    );
  } finally {
    if (processes) for (const [, child] of listProcesses(processes)) await child.stop().catch(() => undefined);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await deleteRedisPrefix(redis, redisPrefix).catch(() => 0);
    redis.disconnect();
    queueRedis.disconnect();
    await privateRedis.stop();
    await database.close();
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  }
  console.log(JSON.stringify(summary));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
