/**
 * Benchmark: fan-out of room broadcasts over Redis between three server nodes, the classic adapter
 * against sharded pub/sub, on this machine. Run:
 *   pnpm exec tsx bench/cluster-fanout.ts [--quick] [--bid-path]
 *
 * Three configurations, one after the other in the same run, each on Redis of its own:
 *   classic   `createAdapter` of @socket.io/redis-adapter (PUBLISH; every node hears every room),
 *             as the server had before sharded pub/sub, on one private redis-server;
 *   sharded   the server's own adapter (`createShardedAdapter`, dynamic subscriptions: SPUBLISH on a
 *             channel per room, a node hears the rooms it has members in), on one private redis-server;
 *   cluster   the same adapter on a private six-node Redis Cluster (startRedisCluster).
 * Each: three nodes (`buildServer` in child processes, bench/bench-node.ts), 300 vehicles, the
 * watchers of vehicle i all on node i % 3 (5 per vehicle, socket.io-client in one other process,
 * bench/watchers.ts, each joined with `vehicle:join`), and for 20 s 300 bid facts a second in all,
 * each on a random vehicle from a random node, delivered as the outbox delivers a committed bid
 * (PostgreSQL stays out of the window unless --bid-path; the facts are stamped when emitted).
 *
 * Per node it reports what its adapter's subscriber received from Redis ÷ the broadcasts to rooms
 * it has members in, deliveries per CPU-second of the server processes, and emit → watcher latency.
 * On two cores three nodes cannot beat one in absolute throughput: the ratios are the result. The
 * method and the current numbers are in docs/benchmarks.md. `--quick`: 60 vehicles × 2 watchers,
 * 150 facts/s for 3 s per configuration, a smoke run. Exits with 1 when a watcher missed a fact or a
 * sharded node received more than 1.1× the broadcasts to its rooms (counts, never timings).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { openDatabase } from '@autolicit/db';
import { type RedisTarget, toRedisEnv } from '@autolicit/shared/env';
import {
  type HasDatabase,
  type RedisCluster,
  createUser,
  createVehicle,
  startRedisCluster,
} from '@autolicit/test-support';
import { Redis } from 'ioredis';
import { buildServerEnv, describeMachine, machineCpuTicks, readRedisCpu, runAdminStatement } from './bench-support';
import { type Child, spawnChild } from './ipc';
import { type PrivateRedis, startPrivateRedis } from './private-redis';

const quick = process.argv.includes('--quick');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
// --window, --vehicles, --per-vehicle and --rate are for trying the bench out; the reported runs use the defaults.
const WINDOW_MS = Number(option('window') ?? (quick ? 3_000 : 20_000));
const VEHICLES = Number(option('vehicles') ?? (quick ? 60 : 300));
const PER_VEHICLE = Number(option('per-vehicle') ?? (quick ? 2 : 5));
const RATE = Number(option('rate') ?? (quick ? 150 : 300));
/** Before the window: the nodes' CPU with the watchers joined and no facts (heartbeats, timers, Redis upkeep). */
const REST_MS = quick ? 1_000 : 5_000;
/**
 * --bid-path: the facts are real bids (`placeBid` in the node processes: PostgreSQL, outbox,
 * delivery) instead of the delivery step alone; each bid's outbox message also tells the seller,
 * the bidder and the displaced leader in their user rooms, which have no members here.
 */
const BID_PATH = process.argv.includes('--bid-path');
const BIDDERS = 24;
const NODES = 3;
type ConfigName = 'classic' | 'sharded' | 'cluster';
const CONFIGS: ConfigName[] = ['classic', 'sharded', 'cluster'];
/** --only=classic,sharded,cluster runs a subset (for diagnosing); the reported runs run all three. */
const only = option('only')?.split(',') as ConfigName[] | undefined;
if (only?.some((name) => !CONFIGS.includes(name))) throw new Error(`--only: ${CONFIGS.join(', ')}`);
const ORIGIN = 'http://localhost:3000';
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runId = randomBytes(4).toString('hex');
const databaseName = `autolicit_bench_fanout_${runId}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...args: unknown[]) => console.error(`[${new Date().toISOString().slice(11, 23)}]`, ...args);

/** Redis of a configuration: the same settings for the single server and each cluster node (no persistence). */
const REDIS_SETTINGS = ['--save', '', '--appendonly', 'no'];

const LABELS: Record<ConfigName, string> = {
  classic: 'classic adapter, one Redis',
  sharded: 'sharded adapter, one Redis',
  cluster: 'sharded adapter, Redis Cluster (3 primaries + 3 replicas)',
};

const withAdmin = (sql: string) => runAdminStatement(adminUrl, sql);

/** CPU seconds (user + system) the Redis server on `port` has used so far. */
async function readRedisCpuOf(port: number): Promise<number> {
  const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    return await readRedisCpu(redis);
  } finally {
    redis.disconnect();
  }
}

interface NodeResult {
  /** Messages the node's adapter subscriber received from Redis in the window. */
  received: number;
  /** Broadcasts to rooms it has members in (each fact is two: compact frame and whole fact). */
  own: number;
  deliveries: number;
  expected: number;
  cpu: number;
  /** CPU seconds per second at rest (watchers joined, no facts), measured just before the window. */
  restCpuPerSecond: number;
  p50: number;
  p99: number;
}

interface ConfigResult {
  name: ConfigName;
  adapter: string;
  watchers: number;
  connectMs: number;
  facts: number;
  seconds: number;
  nodes: NodeResult[];
  failedPublishes: number;
  p50: number;
  p99: number;
  max: number;
  redisCpu: number;
  watcherCpu: number;
  machineIdle: number;
  loadAverage: number[];
}

interface Setup {
  databaseUrl: string;
  vehicleIds: string[];
  bidderIds: string[];
}

/** The Redis of a configuration: a private redis-server or a private cluster, and the ports to read CPU from. */
async function startRedis(name: ConfigName): Promise<{ target: RedisTarget; ports: number[]; stop(): Promise<void> }> {
  if (name === 'cluster') {
    const cluster: RedisCluster = await startRedisCluster();
    return {
      target: { kind: 'cluster', nodes: cluster.nodes, password: undefined, tls: false },
      ports: cluster.nodes.map((node) => node.port),
      stop: () => cluster.stop(),
    };
  }
  const redis: PrivateRedis = await startPrivateRedis(REDIS_SETTINGS);
  return { target: { kind: 'single', url: redis.url }, ports: [redis.port], stop: () => redis.stop() };
}

async function runConfig(name: ConfigName, setup: Setup, offset: number): Promise<ConfigResult> {
  log(`${LABELS[name]}: starting Redis`);
  const redis = await startRedis(name);
  const nodes: Child[] = [];
  let watchers: Child | undefined;
  try {
    const env = buildServerEnv({
      databaseUrl: setup.databaseUrl,
      redis: toRedisEnv(redis.target),
      redisPrefix: `autolicit-bench-fanout:${runId}:`,
      origin: ORIGIN,
    });
    // Started together: one at a time, three buildServer start-ups take half a minute on a busy machine.
    const startedNodes = await Promise.all(
      Array.from({ length: NODES }, async (_, i) => {
        const node = spawnChild('bench-node.ts', `${name}-node-${i + 1}`);
        nodes.push(node);
        await node.ready;
        const { port } = await node.call<{ port: number }>('startApp', { env });
        const { adapter } = await node.call<{ adapter: string }>('fanoutAdapter', {
          adapter: name === 'classic' ? 'classic' : 'sharded',
        });
        return { url: `http://127.0.0.1:${port}`, adapter };
      }),
    );
    // nodes[] is in index order: each spawnChild above ran before its function's first await.
    const urls = startedNodes.map((node) => node.url);
    const adapter = startedNodes[0]!.adapter;
    watchers = spawnChild('watchers.ts', `${name}-watchers`);
    await watchers.ready;
    // Vehicle i's watchers all on node i % 3, as a load balancer leaves the watchers of one page.
    const plan = Array.from({ length: PER_VEHICLE }, () =>
      setup.vehicleIds.map((vehicleId, i) => ({ node: i % NODES, vehicleId })),
    ).flat();
    const connect = await watchers.call<{ connected: number; failed: number; firstError?: string; ms: number }>(
      'connectPlan',
      { urls, plan, origin: ORIGIN, parallel: 100, offset },
      300_000,
    );
    if (connect.failed > 0) throw new Error(`${connect.failed} watchers failed to join: ${connect.firstError}`);
    log(`${LABELS[name]}: ${connect.connected} watchers joined in ${connect.ms} ms`);
    await sleep(1_000);
    const restStart = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const restStarted = performance.now();
    await sleep(REST_MS);
    const restEnd = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const restSeconds = (performance.now() - restStarted) / 1000;

    // The window: from here to the drain.
    const loadAverage = os.loadavg();
    const redisCpuStart = await Promise.all(redis.ports.map(readRedisCpuOf));
    const machineStart = machineCpuTicks();
    const watcherStart = await watchers.call<{ cpu: number }>('fanoutReset');
    const usageStart = await Promise.all(
      nodes.map((node) => node.call<{ cpu: number; redisMessages: number }>('fanoutUsage', { reset: true })),
    );
    const started = performance.now();
    const emitted = await Promise.all(
      nodes.map((node) =>
        node.call<{ emitted: number; byVehicle: number[]; failedPublishes: number; failures?: Record<string, number> }>(
          BID_PATH ? 'placeBids' : 'emitFacts',
          {
            vehicleIds: setup.vehicleIds,
            bidderIds: setup.bidderIds,
            perSecond: RATE / NODES,
            durationMs: WINDOW_MS,
            startAmount: 10_100,
          },
          WINDOW_MS + 60_000,
        ),
      ),
    );
    for (const e of emitted) if (e.failures && Object.keys(e.failures).length > 0) log('bid failures:', e.failures);
    const factsByVehicle = setup.vehicleIds.map((_, i) => emitted.reduce((sum, e) => sum + e.byVehicle[i]!, 0));
    const facts = factsByVehicle.reduce((sum, count) => sum + count, 0);
    const expected = facts * PER_VEHICLE;
    // Drain: wait (at most 10 s) until every watcher has every fact.
    const drainUntil = performance.now() + 10_000;
    while (performance.now() < drainUntil) {
      const { deliveries } = await watchers.call<{ deliveries: number }>('fanoutProgress');
      if (deliveries >= expected) break;
      await sleep(50);
    }
    const seconds = (performance.now() - started) / 1000;
    const usageEnd = await Promise.all(
      nodes.map((node) => node.call<{ cpu: number; redisMessages: number }>('fanoutUsage', {})),
    );
    const machineEnd = machineCpuTicks();
    const redisCpuEnd = await Promise.all(redis.ports.map(readRedisCpuOf));
    const stats = await watchers.call<{
      cpu: number;
      byNode: { deliveries: number; p50: number; p99: number }[];
      all: { p50: number; p99: number; max: number };
    }>('fanoutStats');

    const result: ConfigResult = {
      name,
      adapter,
      watchers: connect.connected,
      connectMs: connect.ms,
      facts,
      seconds,
      nodes: usageEnd.map((end, node) => {
        const factsForNode = factsByVehicle.reduce((sum, count, i) => (i % NODES === node ? sum + count : sum), 0);
        return {
          received: end.redisMessages - usageStart[node]!.redisMessages,
          own: factsForNode * 2,
          deliveries: stats.byNode[node]!.deliveries,
          expected: factsForNode * PER_VEHICLE,
          cpu: end.cpu - usageStart[node]!.cpu,
          restCpuPerSecond: (restEnd[node]!.cpu - restStart[node]!.cpu) / restSeconds,
          p50: stats.byNode[node]!.p50,
          p99: stats.byNode[node]!.p99,
        };
      }),
      failedPublishes: emitted.reduce((sum, e) => sum + e.failedPublishes, 0),
      p50: stats.all.p50,
      p99: stats.all.p99,
      max: stats.all.max,
      redisCpu: redisCpuEnd.reduce((sum, end, i) => sum + end - redisCpuStart[i]!, 0),
      watcherCpu: stats.cpu - watcherStart.cpu,
      machineIdle: (machineEnd.idle - machineStart.idle) / Math.max(1, machineEnd.total - machineStart.total),
      loadAverage,
    };
    log(`${LABELS[name]}:`, JSON.stringify(result));
    await watchers.call('disconnectAll');
    return result;
  } finally {
    await watchers?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis.stop();
  }
}

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function summarise(r: ConfigResult) {
  const received = sum(r.nodes.map((n) => n.received));
  const own = sum(r.nodes.map((n) => n.own));
  const deliveries = sum(r.nodes.map((n) => n.deliveries));
  const expected = sum(r.nodes.map((n) => n.expected));
  const cpu = sum(r.nodes.map((n) => n.cpu));
  const rest = sum(r.nodes.map((n) => n.restCpuPerSecond));
  return {
    received,
    own,
    ratio: received / own,
    deliveries,
    expected,
    cpu,
    perCpuSecond: deliveries / cpu,
    rest,
    perCpuSecondAboveRest: deliveries / (cpu - rest * r.seconds),
  };
}

function report(results: ConfigResult[]): string {
  const lines: string[] = [];
  lines.push(
    '| configuration | node | Redis messages received | broadcasts to its rooms | received ÷ own | deliveries (expected) | server CPU s | deliveries per CPU-s | latency p50 / p99 |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    r.nodes.forEach((n, i) => {
      lines.push(
        `| ${LABELS[r.name]} | ${i + 1} | ${fmt(n.received)} | ${fmt(n.own)} | ${fmt(n.received / n.own, 2)} | ${fmt(n.deliveries)} (${fmt(n.expected)}) | ${fmt(n.cpu, 2)} | ${fmt(n.deliveries / n.cpu)} | ${fmt(n.p50, 1)} / ${fmt(n.p99, 1)} ms |`,
      );
    });
    const s = summarise(r);
    lines.push(
      `| ${LABELS[r.name]} | all | ${fmt(s.received)} | ${fmt(s.own)} | ${fmt(s.ratio, 2)} | ${fmt(s.deliveries)} (${fmt(s.expected)}) | ${fmt(s.cpu, 2)} | ${fmt(s.perCpuSecond)} | ${fmt(r.p50, 1)} / ${fmt(r.p99, 1)} ms |`,
    );
  }
  lines.push('');
  lines.push(
    '| configuration | adapter | watchers (connect + join) | facts (window + drain) | deliveries per server CPU-s ÷ classic | server CPU at rest, 3 nodes | deliveries per CPU-s above rest (÷ classic) | latency max | Redis CPU s | watcher-process CPU s | machine idle | load average at start | failed publishes |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const classic = results.find((r) => r.name === 'classic');
  for (const r of results) {
    const s = summarise(r);
    const base = classic ? summarise(classic) : undefined;
    const vsClassic = base ? fmt(s.perCpuSecond / base.perCpuSecond, 2) : '—';
    const aboveRestVsClassic = base ? fmt(s.perCpuSecondAboveRest / base.perCpuSecondAboveRest, 2) : '—';
    lines.push(
      `| ${LABELS[r.name]} | ${r.adapter} | ${fmt(r.watchers)} (${fmt(r.connectMs / 1000, 1)} s) | ${fmt(r.facts)} (${fmt(r.seconds, 1)} s) | ${vsClassic} | ${fmt(s.rest, 3)} CPU-s/s | ${fmt(s.perCpuSecondAboveRest)} (${aboveRestVsClassic}) | ${fmt(r.max, 1)} ms | ${fmt(r.redisCpu, 2)} | ${fmt(r.watcherCpu, 1)} | ${fmt(r.machineIdle * 100)} % | ${r.loadAverage.map((l) => l.toFixed(1)).join(' / ')} | ${r.failedPublishes} |`,
    );
  }
  lines.push('');
  lines.push('| target | measured | goal | result |');
  lines.push('| --- | --- | --- | --- |');
  for (const r of results) {
    const worst = Math.max(...r.nodes.map((n) => n.received / n.own));
    if (r.name === 'classic') {
      lines.push(
        `| (for information) ${LABELS[r.name]}: received ÷ own, worst node | ${fmt(worst, 2)} | ≈ ${NODES} | — |`,
      );
    } else {
      lines.push(
        `| ${LABELS[r.name]}: received ÷ own, worst node | ${fmt(worst, 2)} | ≤ 1.1 | ${worst <= 1.1 ? 'PASS' : 'MISS'} |`,
      );
    }
    const s = summarise(r);
    lines.push(
      `| ${LABELS[r.name]}: every watcher had every fact | ${fmt(s.deliveries)} of ${fmt(s.expected)} | all | ${s.deliveries === s.expected ? 'PASS' : 'MISS'} |`,
    );
  }
  lines.push('');
  lines.push(
    `${NODES} nodes, ${VEHICLES} vehicles × ${PER_VEHICLE} watchers (vehicle i's on node i % ${NODES}), ${RATE} ${BID_PATH ? 'bids through placeBid' : 'facts'}/s in all for ${WINDOW_MS / 1000} s${quick ? ' (--quick)' : ''}; a fact is two broadcasts (compact frame, whole fact).`,
  );
  return lines.join('\n');
}

/**
 * What makes the run fail (for a smoke run in CI): a watcher that missed a fact, or a sharded node
 * that received more than 1.1× the broadcasts to its rooms. Counts only, never timings.
 */
function listFailures(results: ConfigResult[]): string[] {
  const failures: string[] = [];
  for (const r of results) {
    const s = summarise(r);
    if (s.deliveries !== s.expected) failures.push(`${LABELS[r.name]}: ${s.deliveries} of ${s.expected} delivered`);
    const worst = Math.max(...r.nodes.map((n) => n.received / n.own));
    if (r.name !== 'classic' && !(worst <= 1.1)) failures.push(`${LABELS[r.name]}: received ÷ own ${worst.toFixed(2)}`);
  }
  return failures;
}

async function main() {
  console.log(describeMachine());
  await withAdmin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const database = openDatabase({ url: databaseUrl });
  const results: ConfigResult[] = [];
  try {
    await database.migrate();
    const factoryCtx: HasDatabase = { db: database.db };
    const seller = await createUser(factoryCtx);
    const vehicleIds: string[] = [];
    for (let i = 0; i < VEHICLES; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, VEHICLES - i) }, () =>
          createVehicle(factoryCtx, { sellerId: seller.id, startingBid: '10000.00' }),
        ),
      );
      vehicleIds.push(...batch.map((v) => v.id));
    }
    const bidders = await Promise.all(Array.from({ length: BIDDERS }, () => createUser(factoryCtx)));
    const setup: Setup = { databaseUrl, vehicleIds, bidderIds: bidders.map((b) => b.id) };
    for (const [i, name] of CONFIGS.entries()) {
      // Each configuration's watchers come from addresses of their own (the join limit is per address).
      if (!only || only.includes(name)) results.push(await runConfig(name, setup, i * VEHICLES * PER_VEHICLE));
    }
    console.log(describeMachine());
    console.log(report(results));
    const failures = listFailures(results);
    if (failures.length > 0) throw new Error(`fan-out failed: ${failures.join('; ')}`);
  } catch (error) {
    if (results.length > 0) console.log(report(results));
    throw error;
  } finally {
    await database.close();
    await withAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
