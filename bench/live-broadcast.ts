/**
 * Benchmark: live broadcast, hot-vehicle bidding and auction-close lag, in one run, on this machine
 * (PostgreSQL and Redis on loopback, a fresh database and Redis prefix of its own). Run:
 *   pnpm exec tsx bench/live-broadcast.ts [--quick]
 *
 * 1. Raw `ws` baseline: a bare `ws` server (child process) broadcasts a frame of the size of our
 *    `bid:placed` to N clients every 100–250 ms.
 * 2. Our server, one node (`buildServer` in a child process): N socket.io-client watchers joined
 *    to one vehicle room; a real bid (`placeBid`, in the node's process) every 100–250 ms.
 *    Then (`app1lean`, for information) the same with protocol-level watchers: plain `ws` clients
 *    that speak Socket.IO's frames themselves and so cost the watcher process what the raw
 *    watchers cost — the server's share of the p99 and of connect + join.
 * 3. Two nodes joined by the Redis adapter (same database and REDIS_PREFIX), watchers half/half,
 *    bids alternating nodes.
 * 4. Accepted bids per second on one hot vehicle, 8 and 32 concurrent bidders (`placeBid` in a
 *    server node's process); then 8 bidders holding maxima (`--only=hotmax`).
 * 5. Close lag of 1,000 auctions ending at the same second (BullMQ workers in this process).
 * 6. Reconnect storm (`--only=storm`): two nodes, 1,000 watchers of one vehicle on node A and 200 on
 *    node B; node A is killed (SIGKILL) while bids go on through node B; A's watchers reconnect to B
 *    and join again. Wall time until all have their snapshot, node B's CPU, missed bids.
 * Watchers always run in their own child process (bench/watchers.ts); server CPU is read inside
 * each server process with process.cpuUsage(). `--engine=ws|ws-native|eiows` picks the servers'
 * WebSocket engine (default: as production is configured). It prints its results; the method and
 * the current numbers are in docs/benchmarks.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { insertVehicle, openDatabase } from '@autolicit/db';
import { type BidPlacedEvent, toBidPlacedFrame } from '@autolicit/shared';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createLogger, startAuctionWorkers } from '@autolicit/jobs';
import { RecordingPublisher } from '@autolicit/jobs/testing';
import { createAuctionQueues, createOutboxDelivery, localPublishes, scheduleAuctionClose } from '@autolicit/messaging';
import { type HasDatabase, buildVehicle, createUser, createVehicle } from '@autolicit/test-support';
import {
  deleteRedisPrefix,
  describeMachine,
  machineCpuTicks,
  postgresCpuByPid,
  postgresCpuSince,
  readRedisCpu,
  runAdminStatement,
  buildServerEnv,
} from './bench-support';
import { percentile } from './stats';
import { type Child, spawnChild } from './ipc';
import { startPrivateRedis } from './private-redis';

const quick = process.argv.includes('--quick');
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
// --window=ms, --watchers=a,b and --closes=n exist for trying the bench out; the reported runs use the defaults.
const WINDOW_MS = Number(option('window') ?? (quick ? 8_000 : 20_000));
const WATCHERS = (option('watchers') ?? '1000,5000').split(',').map(Number);
const HOT_MS = quick ? 5_000 : 10_000;
const CLOSE_COUNT = Number(option('closes') ?? 1_000);
/** --no-close-wake leaves the close jobs to Redis' own timer (as the workers would without their own wake-up), for comparison. */
const closeWake = !process.argv.includes('--no-close-wake');
/** --only=ws,app1,app1connect,app1lean,app2,app1final,hot,hotmax,hotvaried,close,storm runs a subset (for diagnosing); the reported runs run everything. */
const only = option('only')?.split(',');
/**
 * --engine: the servers' WebSocket engine. `ws`: engine.io's ws in pure JavaScript (bufferutil off
 * even if installed); `ws-native`: ws with bufferutil when it is installed; `eiows`:
 * SOCKET_WS_ENGINE=eiows (the server falls back to ws if eiows is not installed, and the report says
 * which engine ran). Absent: the servers run as production is configured.
 */
const ENGINE = option('engine');
if (ENGINE !== undefined && !['ws', 'ws-native', 'eiows'].includes(ENGINE))
  throw new Error(`--engine=${ENGINE}: ws, ws-native or eiows`);
/**
 * --heap-snapshots=DIR: each node of ours writes a heap snapshot before its watchers connect and
 * after (for bench/heapsnapshot-diff.ts; slow, and it moves the memory figures: never in a reported run).
 */
const HEAP_SNAPSHOTS = option('heap-snapshots');
/** --no-direct-writes: room broadcasts through engine.io's packet queue (SOCKET_DIRECT_WRITES=false), for comparison. */
const directWrites = !process.argv.includes('--no-direct-writes');
/** --storm=n: the storm's watchers on the node that is killed (the reported runs use 1,000). */
const STORM_A = Number(option('storm') ?? 1_000);
const STORM_B = 200;
const runs = (part: string) => !only || only.includes(part);
const ORIGIN = 'http://localhost:3000';
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const runId = randomBytes(4).toString('hex');
const databaseName = `autolicit_bench_live_${runId}`;
const redisPrefix = `autolicit-bench-live:${runId}:`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...args: unknown[]) => console.error(`[${new Date().toISOString().slice(11, 23)}]`, ...args);

async function withDatabase<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

const withAdmin = (sql: string) => runAdminStatement(adminUrl, sql);

const redisCpu = readRedisCpu;

/**
 * Bytes on the wire of a `bid:placed` as Socket.IO sends it (`42` + JSON): the compact frame our
 * watchers get (the baseline pads its frame to this size), and the whole fact that clients without
 * compact frames get. A bid on a vehicle without a reserve
 * that does not move the end, the usual case.
 */
function sampleBidPlacedFrameSizes(): { compact: number; whole: number } {
  const now = new Date().toISOString();
  const fact: BidPlacedEvent = {
    vehicleId: randomUUID(),
    bidId: randomUUID(),
    bidSeq: 57,
    bidderAlias: 'Bidder 2',
    amount: '15700.00',
    createdAt: now,
    currentBid: '15700.00',
    bidCount: 57,
    minimumNextBid: '15800.00',
    isReserveMet: true,
    auctionEndTime: now,
    isPurchase: false,
    isAutomatic: false,
    serverTime: now,
  };
  const wire = (payload: unknown) => Buffer.byteLength(`42${JSON.stringify(['bid:placed', payload])}`);
  return { compact: wire(toBidPlacedFrame({ ...fact, hasReserve: false }, false)), whole: wire(fact) };
}

/** The servers' environment for --engine (see ENGINE) and --no-direct-writes. */
function getEngineEnv(): { process: Record<string, string>; app: Record<string, string> } {
  const app: Record<string, string> = directWrites ? {} : { SOCKET_DIRECT_WRITES: 'false' };
  if (ENGINE === 'ws') return { process: { WS_NO_BUFFER_UTIL: '1', WS_NO_UTF_8_VALIDATE: '1' }, app };
  if (ENGINE === 'eiows') return { process: {}, app: { ...app, SOCKET_WS_ENGINE: 'eiows' } };
  return { process: {}, app };
}

interface BroadcastResult {
  name: string;
  kind: 'ws' | 'app';
  /** Protocol-level watchers (plain `ws` speaking Socket.IO's frames) instead of socket.io-client. */
  lean: boolean;
  nodes: number;
  n: number;
  connected: number;
  connectFailed: number;
  firstConnectError?: string;
  /** Connect + vehicle:join of all watchers (100 handshakes at a time): wall time and server CPU. */
  connectMs: number;
  connectCpu: number;
  messages: number;
  windowSeconds: number;
  deliveries: number;
  expected: number;
  serverCpu: number;
  watcherCpu: number;
  postgresCpu: number;
  redisCpu: number;
  perCpuSecond: number;
  p50: number;
  p99: number;
  p99FromCreatedAt: number;
  deliveryP99: number;
  /**
   * Server memory per connection, from 0 to N watchers, both after a forced GC: RSS growth ÷ N, and
   * V8 heap growth ÷ N. The heap figure is what the connections hold; RSS also moves with how many
   * free heap pages the process had kept from before (the connects' garbage fills them), so it
   * swings by a few KiB from run to run.
   */
  rssPerConnectionKb: number;
  heapPerConnectionKb: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  /** The WebSocket engine the servers ran on, and whether ws used bufferutil. */
  wsEngine: string;
  wsNative: boolean;
}

interface Setup {
  env: Record<string, string>;
  databaseUrl: string;
  sellerId: string;
  bidderIds: string[];
  factoryCtx: HasDatabase;
  redis: Redis;
  frameSize: number;
}

interface StartedNodes {
  nodes: Child[];
  urls: string[];
  wsEngine: string;
  wsNative: boolean;
  /** Each app node's DATA_DIR (a node that is killed cannot remove its own). */
  dataDirs: string[];
}

async function startNodes(kind: 'ws' | 'app', count: number, setup: Setup): Promise<StartedNodes> {
  const nodes: Child[] = [];
  const urls: string[] = [];
  const env = getEngineEnv();
  let engine = { wsEngine: '', wsNative: false };
  const dataDirs: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const node = spawnChild('bench-node.ts', `${kind}-node-${i + 1}`, env.process);
    nodes.push(node);
    await node.ready;
    const started = await node.call<{ port: number; wsEngine: string; wsNative: boolean; dataDir?: string }>(
      kind === 'ws' ? 'startWs' : 'startApp',
      { env: { ...setup.env, ...env.app } },
    );
    engine = { wsEngine: started.wsEngine, wsNative: started.wsNative };
    if (started.dataDir) dataDirs.push(started.dataDir);
    urls.push(kind === 'ws' ? `ws://127.0.0.1:${started.port}` : `http://127.0.0.1:${started.port}`);
  }
  return { nodes, urls, ...engine, dataDirs };
}

interface ConnectOnlyResult {
  n: number;
  connected: number;
  connectMs: number;
  connectCpu: number;
}

/**
 * One node of ours, N socket.io watchers connecting without joining a room: the handshake alone
 * (HTTP upgrade, engine.io open, namespace connect), to tell its cost from the join's.
 */
async function runConnectOnly(n: number, setup: Setup): Promise<ConnectOnlyResult> {
  log(`ours, 1 node, ${n} watchers connecting without joining: starting`);
  const { nodes, urls } = await startNodes('app', 1, setup);
  const watchers = spawnChild('watchers.ts', 'watchers');
  try {
    await watchers.ready;
    const cpuStart = await nodes[0]!.call<{ cpu: number }>('usage');
    const connect = await watchers.call<{ connected: number; failed: number; firstError?: string; ms: number }>(
      'connect',
      { kind: 'sio', urls, n, origin: ORIGIN, parallel: 100, join: false },
      300_000,
    );
    const cpuEnd = await nodes[0]!.call<{ cpu: number }>('usage');
    if (connect.failed > 0) throw new Error(`connect only: ${connect.failed} failed (${connect.firstError})`);
    return { n, connected: connect.connected, connectMs: connect.ms, connectCpu: cpuEnd.cpu - cpuStart.cpu };
  } finally {
    await watchers.stop();
    for (const node of nodes) await node.stop();
  }
}

interface NodeMemory {
  rss: number;
  heapUsed: number;
}

async function readMemory(nodes: Child[]): Promise<NodeMemory> {
  const all = await Promise.all(nodes.map((node) => node.call<NodeMemory>('memory')));
  return { rss: all.reduce((sum, m) => sum + m.rss, 0), heapUsed: all.reduce((sum, m) => sum + m.heapUsed, 0) };
}

/**
 * `finalMinutes`: the vehicle's end is moved to 60 s ahead once the watchers are in, so every bid of
 * the window is an anti-sniping bid that moves the end (as in an auction's last two minutes).
 */
async function runBroadcast(
  kind: 'ws' | 'app',
  nodeCount: number,
  n: number,
  setup: Setup,
  finalMinutes = false,
  lean = false,
): Promise<BroadcastResult> {
  const name =
    kind === 'ws'
      ? 'raw ws'
      : `${nodeCount === 1 ? 'ours, 1 node' : `ours, ${nodeCount} nodes (Redis)`}${finalMinutes ? ', final minutes' : ''}${lean ? ', protocol-level watchers' : ''}`;
  log(`${name}, ${n} watchers: starting`);
  const { nodes, urls, wsEngine, wsNative } = await startNodes(kind, nodeCount, setup);
  const watchers = spawnChild('watchers.ts', 'watchers');
  try {
    await watchers.ready;
    let vehicleId: string | undefined;
    let amount = '10100';
    if (kind === 'app') {
      const vehicle = await createVehicle(setup.factoryCtx, { sellerId: setup.sellerId, startingBid: '10000.00' });
      vehicleId = vehicle.id;
    }
    const snapshot = async (when: string) => {
      if (HEAP_SNAPSHOTS && kind === 'app') {
        await Promise.all(
          nodes.map((node, i) =>
            node.call(
              'heapSnapshot',
              {
                file: path.join(
                  HEAP_SNAPSHOTS,
                  `${name.replaceAll(/\W+/g, '-')}-${n}-node${i + 1}-${when}.heapsnapshot`,
                ),
              },
              600_000,
            ),
          ),
        );
      }
    };
    await snapshot('before');
    const before = await readMemory(nodes);
    const connectCpuStart = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const connect = await watchers.call<{ connected: number; failed: number; firstError?: string; ms: number }>(
      'connect',
      { kind: kind === 'ws' ? 'ws' : lean ? 'lean' : 'sio', urls, n, vehicleId, origin: ORIGIN, parallel: 100 },
      300_000,
    );
    const connectCpuEnd = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const connectCpu = connectCpuEnd.reduce((sum, end, i) => sum + end.cpu - connectCpuStart[i]!.cpu, 0);
    log(`${name}, ${n} watchers: ${connect.connected} connected (${connect.failed} failed) in ${connect.ms} ms`);
    await sleep(1000);
    const after = await readMemory(nodes);
    await snapshot('after');
    if (finalMinutes)
      await withDatabase(setup.databaseUrl, (client) =>
        client.query('UPDATE vehicles SET auction_end_time = $1 WHERE id = $2', [
          new Date(Date.now() + 60_000),
          vehicleId,
        ]),
      );

    // The timed window: server CPU, watcher CPU, PostgreSQL and Redis CPU from here to the drain.
    const watcherStart = await watchers.call<{ cpu: number }>('reset');
    const cpuStart = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const pgStart = postgresCpuByPid();
    const redisStart = await redisCpu(setup.redis);
    const started = performance.now();
    const endAt = started + WINDOW_MS;
    let messages = 0;
    let nextAt = started;
    while (performance.now() < endAt && messages < 1_000) {
      const node = nodes[messages % nodes.length]!;
      if (kind === 'ws') {
        await node.call('broadcast', {
          seq: messages + 1,
          template: { vehicleId: randomUUID(), bidId: randomUUID() },
          size: setup.frameSize,
        });
      } else {
        const bidderId = setup.bidderIds[messages % 2]!;
        const result = await node.call<{ minimumNextBid: string }>('bid', { vehicleId, bidderId, amount });
        amount = String(Math.round(Number(result.minimumNextBid)));
      }
      messages += 1;
      nextAt += 100 + Math.random() * 150;
      await sleep(Math.max(0, nextAt - performance.now()));
    }
    const expected = messages * connect.connected;
    // Drain: wait (at most 10 s) until every watcher has every message.
    const drainUntil = performance.now() + 10_000;
    while (performance.now() < drainUntil) {
      const { deliveries } = await watchers.call<{ deliveries: number }>('progress');
      if (deliveries >= expected) break;
      await sleep(50);
    }
    const windowSeconds = (performance.now() - started) / 1000;
    const cpuEnd = await Promise.all(nodes.map((node) => node.call<{ cpu: number }>('usage')));
    const pgUsed = postgresCpuSince(pgStart);
    const redisEnd = await redisCpu(setup.redis);
    const stats = await watchers.call<{
      cpu: number;
      deliveries: number;
      deliveryP99: number;
      perBid: { seq: number; count: number; maxFromServerTime: number; maxFromCreatedAt: number }[];
    }>('stats');
    const serverCpu = cpuEnd.reduce((sum, end, i) => sum + end.cpu - cpuStart[i]!.cpu, 0);
    const lastWatcher = stats.perBid.map((b) => b.maxFromServerTime);
    const result: BroadcastResult = {
      name,
      kind,
      lean,
      nodes: nodeCount,
      n,
      connected: connect.connected,
      connectFailed: connect.failed,
      firstConnectError: connect.firstError,
      connectMs: connect.ms,
      connectCpu,
      messages,
      windowSeconds,
      deliveries: stats.deliveries,
      expected,
      serverCpu,
      watcherCpu: stats.cpu - watcherStart.cpu,
      postgresCpu: pgUsed,
      redisCpu: redisEnd - redisStart,
      perCpuSecond: stats.deliveries / serverCpu,
      p50: percentile(lastWatcher, 50),
      p99: percentile(lastWatcher, 99),
      p99FromCreatedAt: percentile(
        stats.perBid.map((b) => b.maxFromCreatedAt),
        99,
      ),
      deliveryP99: stats.deliveryP99,
      rssPerConnectionKb: (after.rss - before.rss) / Math.max(1, connect.connected) / 1024,
      heapPerConnectionKb: (after.heapUsed - before.heapUsed) / Math.max(1, connect.connected) / 1024,
      rssBeforeMb: before.rss / 2 ** 20,
      rssAfterMb: after.rss / 2 ** 20,
      wsEngine,
      wsNative,
    };
    log(`${name}, ${n} watchers:`, JSON.stringify({ ...result, firstConnectError: undefined }));
    await watchers.call('disconnectAll');
    return result;
  } finally {
    await watchers.stop();
    await Promise.all(nodes.map((node) => node.stop()));
  }
}

function hotLabel(h: Pick<HotResult, 'bidders' | 'withMaxima' | 'varied'>): string {
  return `${h.bidders} bidders${h.withMaxima ? ' holding maxima' : h.varied ? ' raising by 0–900 €' : ''}`;
}

interface HotResult {
  bidders: number;
  accepted: number;
  rejected: number;
  failed: number;
  seconds: number;
  perSecond: number;
  cpu: number;
  postgresCpu: number;
  acceptedP50Ms: number;
  rejectedP50Ms: number;
  eventLoopUtilization: number;
  /** Bidders holding maxima: `accepted` counts recorded bids, `decisions` accepted requests. */
  withMaxima: boolean;
  decisions: number;
  /** Bidders raising by 0–900 € above the minimum they know, instead of all bidding the minimum. */
  varied: boolean;
  /** Reads (one per decision or burst; a burst may start from the state its node last wrote) and compare-and-set writes, of which lostWrites did not apply. */
  attempts: number;
  writes: number;
  lostWrites: number;
  /** Sum of the writes' round trips (sent → answered), ms; and the machine's idle share (all cores) over the scenario. */
  writeMs: number;
  machineIdle: number;
  /** Errors other than too-low refusals, by code (and message key): e.g. 'CONFLICT (bid.busy)'. */
  failures: Record<string, number>;
  firstFailure?: string;
}

/**
 * `hot`: 8 and 32 bidders bidding the minimum by hand; `hotmax`: 8 bidders raising their maxima;
 * `hotvaried`: 8 bidders raising by different amounts (0–900 € above the minimum they know).
 */
async function runHotBids(
  setup: Setup,
  hotBidderIds: string[],
  runs: { bidders: number; withMaxima: boolean; varied?: boolean }[],
): Promise<HotResult[]> {
  const { nodes } = await startNodes('app', 1, setup);
  const node = nodes[0]!;
  const results: HotResult[] = [];
  try {
    for (const { bidders: count, withMaxima, varied = false } of runs) {
      const vehicle = await createVehicle(setup.factoryCtx, { sellerId: setup.sellerId, startingBid: '10000.00' });
      const pgStart = postgresCpuByPid();
      const machineStart = machineCpuTicks();
      const r = await node.call<
        Omit<HotResult, 'bidders' | 'perSecond' | 'postgresCpu' | 'withMaxima' | 'varied' | 'machineIdle'>
      >(
        'hotBids',
        {
          vehicleId: vehicle.id,
          bidderIds: hotBidderIds.slice(0, count),
          durationMs: HOT_MS,
          startAmount: '10100',
          withMaxima,
          varied,
        },
        HOT_MS + 60_000,
      );
      const machineEnd = machineCpuTicks();
      const machineIdle = (machineEnd.idle - machineStart.idle) / Math.max(1, machineEnd.total - machineStart.total);
      const result = {
        bidders: count,
        withMaxima,
        varied,
        ...r,
        perSecond: r.accepted / r.seconds,
        postgresCpu: postgresCpuSince(pgStart),
        machineIdle,
      };
      log(`hot vehicle, ${hotLabel(result)}:`, JSON.stringify({ ...result, firstFailure: undefined }));
      if (result.firstFailure) log(`hot vehicle, first error: ${result.firstFailure}`);
      results.push(result);
    }
  } finally {
    await node.stop();
  }
  return results;
}

interface CloseResult {
  redis: string;
  count: number;
  closed: number;
  p50: number;
  p99: number;
  max: number;
  scheduledMsBeforeEnd: number;
  hz: string;
  concurrency: number;
  wake: boolean;
}

/**
 * Starts a throw-away redis-server (the given hz and otherwise the production settings of docs/operating.md:
 * `appendonly yes`, `maxmemory-policy noeviction`; a temporary directory, a free loopback port),
 * runs `body` against it and stops it (by its pid).
 */
async function withPrivateRedis<T>(hz: number, body: (url: string) => Promise<T>): Promise<T> {
  const redis = await startPrivateRedis([
    '--hz',
    String(hz),
    '--save',
    '',
    '--appendonly',
    'yes',
    '--maxmemory-policy',
    'noeviction',
  ]);
  try {
    return await body(redis.url);
  } finally {
    await redis.stop();
  }
}

async function runCloseLag(
  setup: Setup,
  databaseUrl: string,
  database: ReturnType<typeof openDatabase>,
  redisUrl: string,
  redisPrefix: string,
  redisLabel: string,
): Promise<CloseResult> {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 3 });
  const hz = ((await connection.config('GET', 'hz')) as string[])[1] ?? '?';
  const queues = createAuctionQueues(connection, redisPrefix);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const bidderId = setup.bidderIds[0]!;
  const ids: string[] = [];
  const far = new Date(Date.now() + 3600_000);
  for (let i = 0; i < CLOSE_COUNT; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, CLOSE_COUNT - i) }, (_, j) => {
        // Half with a high bid above the reserve (closes as sold: a transaction and two emails), half without bids (ended).
        const withBids = (i + j) % 2 === 0;
        return insertVehicle(
          database.db,
          buildVehicle({
            sellerId: setup.sellerId,
            startingBid: '10000.00',
            auctionEndTime: far,
            ...(withBids ? { currentBid: '12000.00', bidCount: 3, highBidderId: bidderId } : {}),
          }),
        );
      }),
    );
    ids.push(...batch.map((v) => v.id));
  }
  const concurrency = 8;
  const recording = new RecordingPublisher();
  const outbox = createOutboxDelivery({
    db: database.db,
    emitter: recording,
    publishes: localPublishes,
    queues,
    logger: createLogger('silent'),
    now: () => new Date(),
  });
  const workers = await startAuctionWorkers(
    {
      db: database.db,
      redis: { kind: 'single', url: redisUrl },
      redisPrefix,
      logger: createLogger('silent'),
      clock: { now: () => new Date() },
      events: recording,
      outbox,
      queues,
    },
    { concurrency, closeWake: closeWake ? {} : false },
  );
  try {
    await sleep(500);
    const end = new Date(Math.ceil((Date.now() + 5_000) / 1000) * 1000);
    await pool.query('UPDATE vehicles SET auction_end_time = $1 WHERE id = ANY($2::uuid[])', [end, ids]);
    for (let i = 0; i < ids.length; i += 100) {
      await Promise.all(
        ids.slice(i, i + 100).map((id) => scheduleAuctionClose(queues.auctionClose, id, end, new Date())),
      );
    }
    const scheduledMsBeforeEnd = end.getTime() - Date.now();
    log(
      `close lag: ${ids.length} auctions ending at ${end.toISOString()}, scheduled ${scheduledMsBeforeEnd} ms before the end`,
    );
    const deadline = end.getTime() + 60_000;
    let open = ids.length;
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ open: string }>(
        `SELECT count(*) AS open FROM vehicles WHERE status = 'active' AND id = ANY($1::uuid[])`,
        [ids],
      );
      open = Number(rows[0]!.open);
      if (open === 0) break;
      await sleep(200);
    }
    const { rows } = await pool.query<{ lag: string }>(
      `SELECT extract(epoch FROM (closed_at - auction_end_time)) * 1000 AS lag FROM vehicles WHERE id = ANY($1::uuid[]) AND closed_at IS NOT NULL`,
      [ids],
    );
    const lags = rows.map((r) => Number(r.lag));
    const result = {
      redis: redisLabel,
      count: ids.length,
      closed: lags.length,
      p50: percentile(lags, 50),
      p99: percentile(lags, 99),
      max: Math.max(...lags),
      scheduledMsBeforeEnd,
      hz,
      concurrency,
      wake: closeWake,
    };
    log('close lag:', JSON.stringify(result));
    return result;
  } finally {
    await workers.close();
    await Promise.all([
      queues.auctionClose.obliterate({ force: true }),
      queues.notifications.obliterate({ force: true }),
    ]).catch(() => undefined);
    await queues.close();
    await connection.quit();
    await pool.end();
  }
}

interface StormResult {
  watchersA: number;
  watchersB: number;
  /** Of the watchers on node A: how many joined again (on node B) after the kill. */
  rejoined: number;
  /** From the kill to the last of them holding its new snapshot (its join acknowledged). */
  wallMs: number;
  rejoinP50: number;
  rejoinP99: number;
  /** Node B's CPU from the kill until every watcher of A had joined again, and that time. */
  nodeBCpu: number;
  nodeBSeconds: number;
  /** Node B's CPU per second over as long a time just before the kill (same bids, 200 watchers). */
  nodeBCpuPerSecondBefore: number;
  /** Bids placed (on node B) from the kill until the check, and the last bid's seq. */
  bids: number;
  lastSeq: number;
  /** Bids a watcher never had (neither in its latest snapshot nor as an event since), by group. */
  missedA: number;
  missedB: number;
  /** Bid deliveries checked: per watcher, the bids above its latest snapshot, summed. */
  checked: number;
  joinErrors: number;
  watcherCpu: number;
  wsEngine: string;
  wsNative: boolean;
}

/**
 * Reconnect storm: node A (with STORM_A watchers) is killed with SIGKILL while bids go on through
 * node B (which has STORM_B watchers). A's watchers reconnect as the web app does, to node B, and
 * join again; bids keep coming every 100–250 ms until all are back, then for one more second.
 */
async function runStorm(setup: Setup): Promise<StormResult> {
  log(`reconnect storm, ${STORM_A} + ${STORM_B} watchers: starting`);
  const { nodes, urls, wsEngine, wsNative, dataDirs } = await startNodes('app', 2, setup);
  const [nodeA, nodeB] = nodes as [Child, Child];
  const watchers = spawnChild('watchers.ts', 'watchers');
  try {
    await watchers.ready;
    const vehicle = await createVehicle(setup.factoryCtx, { sellerId: setup.sellerId, startingBid: '10000.00' });
    let amount = '10100';
    let lastSeq = 0;
    const bid = async () => {
      const result = await nodeB.call<{ minimumNextBid: string; bidSeq: number | null }>('bid', {
        vehicleId: vehicle.id,
        bidderId: setup.bidderIds[lastSeq % 2]!,
        amount,
      });
      amount = String(Math.round(Number(result.minimumNextBid)));
      lastSeq = result.bidSeq ?? lastSeq;
    };
    const connect = await watchers.call<{ connected: number; failed: number; firstError?: string; ms: number }>(
      'stormConnect',
      { urls, a: STORM_A, b: STORM_B, vehicleId: vehicle.id, origin: ORIGIN, offset: 0 },
      300_000,
    );
    log(
      `reconnect storm: ${connect.connected} connected (${connect.failed} failed${connect.firstError ? `: ${connect.firstError}` : ''}) in ${connect.ms} ms`,
    );
    // The same bids for a few seconds before the kill: node B's CPU rate without a storm.
    for (let i = 0; i < 3; i += 1) await bid();
    const calmStart = await nodeB.call<{ cpu: number }>('usage');
    const calmStarted = performance.now();
    while (performance.now() - calmStarted < 3_000) {
      await bid();
      await sleep(100 + Math.random() * 150);
    }
    const calmEnd = await nodeB.call<{ cpu: number }>('usage');
    const nodeBCpuPerSecondBefore = (calmEnd.cpu - calmStart.cpu) / ((performance.now() - calmStarted) / 1000);
    const firstSeqOfStorm = lastSeq + 1;

    const cpuAtKill = await nodeB.call<{ cpu: number }>('usage');
    const watcherCpuStart = (await watchers.call<{ cpu: number }>('stormStats', { since: 0, lastSeq: 0 })).cpu;
    const killedAt = Date.now();
    nodeA.proc.kill('SIGKILL');
    let cpuAtRejoin: { cpu: number } | undefined;
    let secondsToRejoin = Number.NaN;
    let extraUntil = Number.POSITIVE_INFINITY;
    const deadline = performance.now() + 60_000;
    while (performance.now() < Math.min(deadline, extraUntil)) {
      await bid();
      if (!cpuAtRejoin) {
        const progress = await watchers.call<{ rejoined: number }>('stormProgress', { since: killedAt });
        if (progress.rejoined >= STORM_A - connect.failed) {
          cpuAtRejoin = await nodeB.call<{ cpu: number }>('usage');
          secondsToRejoin = (Date.now() - killedAt) / 1000;
          extraUntil = performance.now() + 1_000;
        }
      }
      await sleep(100 + Math.random() * 150);
    }
    // Let the last bids reach everyone before looking for gaps.
    await sleep(2_000);
    const stats = await watchers.call<{
      reconnectedA: number;
      joinErrors: number;
      missing: { A: number; B: number };
      checked: number;
      rejoinP50: number;
      rejoinP99: number;
      rejoinMax: number;
      cpu: number;
    }>('stormStats', { since: killedAt, lastSeq });
    const result: StormResult = {
      watchersA: STORM_A,
      watchersB: STORM_B,
      rejoined: stats.reconnectedA,
      wallMs: stats.rejoinMax,
      rejoinP50: stats.rejoinP50,
      rejoinP99: stats.rejoinP99,
      nodeBCpu: (cpuAtRejoin?.cpu ?? Number.NaN) - cpuAtKill.cpu,
      nodeBSeconds: secondsToRejoin,
      nodeBCpuPerSecondBefore,
      bids: lastSeq - firstSeqOfStorm + 1,
      lastSeq,
      missedA: stats.missing.A,
      missedB: stats.missing.B,
      checked: stats.checked,
      joinErrors: stats.joinErrors,
      watcherCpu: stats.cpu - watcherCpuStart,
      wsEngine,
      wsNative,
    };
    log('reconnect storm:', JSON.stringify(result));
    await watchers.call('disconnectAll');
    return result;
  } finally {
    await watchers.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    // Node A was killed before it could remove its DATA_DIR.
    rmSync(dataDirs[0]!, { recursive: true, force: true });
  }
}

const fmt = (value: number, digits = 0) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : 'n/a';
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** The engine a row ran on: `ws`, `ws + bufferutil`, or `eiows`. */
const describeEngine = (r: { wsEngine: string; wsNative: boolean }) =>
  r.wsEngine === 'ws' && r.wsNative ? 'ws + bufferutil' : r.wsEngine;

function report(
  broadcasts: BroadcastResult[],
  hot: HotResult[],
  close: CloseResult[],
  storm: StormResult[],
  frames: { compact: number; whole: number },
  connectOnly: ConnectOnlyResult[],
): string {
  const find = (kind: 'ws' | 'app', nodes: number, n: number, lean = false) =>
    broadcasts.find((b) => b.kind === kind && b.nodes === nodes && b.n === n && b.lean === lean);
  const lines: string[] = [];
  if (broadcasts.length > 0)
    lines.push(
      `| scenario | engine | watchers | connect + join: wall / server CPU | messages | delivered / expected | server CPU s | deliveries per server CPU-s | commit→last watcher p50 / p99 | p99 from createdAt | server memory per connection: RSS / heap | watcher-process CPU | PostgreSQL CPU | Redis CPU |`,
    );
  if (broadcasts.length > 0)
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const b of broadcasts) {
    lines.push(
      `| ${b.name} | ${describeEngine(b)} | ${fmt(b.connected)}${b.connectFailed ? ` (${b.connectFailed} failed)` : ''} | ${fmt(b.connectMs / 1000, 1)} s / ${fmt(b.connectCpu, 2)} s | ${b.messages} | ${fmt(b.deliveries)} / ${fmt(b.expected)} | ${fmt(b.serverCpu, 2)} | ${fmt(b.perCpuSecond)} | ${fmt(b.p50)} / ${fmt(b.p99)} ms | ${fmt(b.p99FromCreatedAt)} ms | ${fmt(b.rssPerConnectionKb, 1)} / ${fmt(b.heapPerConnectionKb, 1)} KiB | ${fmt(b.watcherCpu, 1)} s | ${fmt(b.postgresCpu, 2)} s | ${fmt(b.redisCpu, 2)} s |`,
    );
  }
  lines.push('');
  if (storm.length > 0) {
    lines.push(
      '| reconnect storm | engine | watchers on the killed node + the other | joined again | kill → last snapshot (wall) | rejoin p50 / p99 | node B CPU until all were back (CPU-s per s before the kill) | bids during the storm | bids missed: rejoined / stayed (of deliveries checked) | join errors | watcher-process CPU |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const s of storm) {
      lines.push(
        `| node A killed (SIGKILL) | ${describeEngine(s)} | ${fmt(s.watchersA)} + ${fmt(s.watchersB)} | ${fmt(s.rejoined)} | ${fmt(s.wallMs / 1000, 2)} s | ${fmt(s.rejoinP50 / 1000, 2)} / ${fmt(s.rejoinP99 / 1000, 2)} s | ${fmt(s.nodeBCpu, 2)} s in ${fmt(s.nodeBSeconds, 1)} s (${fmt(s.nodeBCpuPerSecondBefore, 2)} before) | ${fmt(s.bids)} | ${fmt(s.missedA)} / ${fmt(s.missedB)} (of ${fmt(s.checked)}) | ${fmt(s.joinErrors)} | ${fmt(s.watcherCpu, 1)} s |`,
      );
    }
    lines.push('');
  }
  if (hot.length > 0)
    lines.push(
      '| hot vehicle | accepted bids (requests) | accepted bids/s (requests/s) | rejected (too low) | errors | writes (lost races) · accepted requests per write | placeBid p50 accepted / rejected | server CPU per request / per accepted bid | PostgreSQL CPU per accepted bid | server event-loop utilisation | write round trip (mean) · share of the run | machine idle |',
    );
  if (hot.length > 0) lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const h of hot) {
    const requests = h.decisions + h.rejected + h.failed;
    const errors = Object.entries(h.failures)
      .map(([code, count]) => `${count} ${code}`)
      .join(', ');
    lines.push(
      `| ${hotLabel(h)}, ${fmt(h.seconds, 1)} s | ${fmt(h.accepted)} (${fmt(h.decisions)}) | ${fmt(h.perSecond)} (${fmt(h.decisions / h.seconds)}) | ${fmt(h.rejected)} | ${h.failed}${errors ? `: ${errors}` : ''} | ${fmt(h.writes)} (${fmt(h.lostWrites)}) · ${fmt(h.decisions / Math.max(1, h.writes - h.lostWrites), 2)} (${fmt(h.attempts / Math.max(1, requests), 2)} reads per request) | ${fmt(h.acceptedP50Ms, 1)} / ${fmt(h.rejectedP50Ms, 1)} ms | ${fmt((h.cpu / requests) * 1000, 2)} / ${fmt((h.cpu / h.accepted) * 1000, 2)} ms | ${fmt((h.postgresCpu / h.accepted) * 1000, 2)} ms | ${fmt(h.eventLoopUtilization * 100)} % | ${fmt(h.writeMs / Math.max(1, h.writes), 2)} ms · ${fmt((h.writeMs / 1000 / h.seconds) * 100)} % | ${fmt(h.machineIdle * 100)} % |`,
    );
  }
  lines.push('');
  if (close.length > 0) {
    lines.push(
      '| close lag, auctions ending at one second | auctions | closed | p50 | p99 | max | jobs scheduled before the end | Redis hz | worker concurrency | close wake-up |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const c of close) {
      lines.push(
        `| ${c.redis} | ${c.count} | ${c.closed} | ${fmt(c.p50)} ms | ${fmt(c.p99)} ms | ${fmt(c.max)} ms | ${fmt(c.scheduledMsBeforeEnd)} ms | ${c.hz} | ${c.concurrency} | ${c.wake ? 'on' : 'off'} |`,
      );
    }
    lines.push('');
  }
  const targets: [string, string, string, boolean | undefined][] = [];
  const big = Math.max(...WATCHERS);
  const raw = find('ws', 1, big);
  const one = find('app', 1, big);
  const two = find('app', 2, big);
  if (raw && one) {
    const ratio = one.perCpuSecond / raw.perCpuSecond;
    targets.push([
      `deliveries per server CPU-s, ours ÷ raw ws, ${fmt(big)} watchers`,
      fmt(ratio, 2),
      '≥ 0.8',
      ratio >= 0.8,
    ]);
    const p99 = one.p99 / raw.p99;
    targets.push([
      `commit→last watcher p99, ours ÷ raw ws, ${fmt(big)} watchers`,
      `${fmt(p99, 2)} (${fmt(one.p99)} ms ÷ ${fmt(raw.p99)} ms)`,
      '≤ 1.5',
      p99 <= 1.5,
    ]);
    const join = one.connectMs / raw.connectMs;
    targets.push([
      `connect + join wall, ours ÷ raw ws, ${fmt(big)} watchers`,
      `${fmt(join, 2)} (${fmt(one.connectMs / 1000, 1)} s ÷ ${fmt(raw.connectMs / 1000, 1)} s; server CPU ${fmt(one.connectCpu, 2)} s ÷ ${fmt(raw.connectCpu, 2)} s)`,
      '≤ 2',
      join <= 2,
    ]);
    const lean = find('app', 1, big, true);
    if (lean) {
      // The same server, watchers as cheap as the raw ones: the server's share of the two measures.
      targets.push([
        `(for information) with protocol-level watchers: p99 ÷ raw ws; deliveries per CPU-s ÷ raw ws; connect + join wall ÷ raw ws, ${fmt(big)} watchers`,
        `${fmt(lean.p99 / raw.p99, 2)} (${fmt(lean.p99)} ms); ${fmt(lean.perCpuSecond / raw.perCpuSecond, 2)}; ${fmt(lean.connectMs / raw.connectMs, 2)} (${fmt(lean.connectMs / 1000, 1)} s; server CPU ${fmt(lean.connectCpu, 2)} s; watcher CPU ${fmt(lean.watcherCpu, 1)} s against ${fmt(one.watcherCpu, 1)} s)`,
        '—',
        undefined,
      ]);
    }
    const bare = connectOnly.find((c) => c.n === big);
    if (bare) {
      targets.push([
        `(for information) connect without vehicle:join, ours ÷ raw ws wall, ${fmt(big)} watchers`,
        `${fmt(bare.connectMs / raw.connectMs, 2)} (${fmt(bare.connectMs / 1000, 1)} s; server CPU ${fmt(bare.connectCpu, 2)} s)`,
        '—',
        undefined,
      ]);
    }
  }
  for (const n of WATCHERS.filter((w) => w !== big)) {
    const r = find('ws', 1, n);
    const o = find('app', 1, n);
    if (r && o) {
      targets.push([
        `(for information) deliveries per CPU-s ours ÷ raw, ${fmt(n)} watchers`,
        fmt(o.perCpuSecond / r.perCpuSecond, 2),
        '—',
        undefined,
      ]);
      targets.push([
        `(for information) p99 ours ÷ raw, ${fmt(n)} watchers`,
        `${fmt(o.p99 / r.p99, 2)} (${fmt(o.p99)} ms ÷ ${fmt(r.p99)} ms)`,
        '—',
        undefined,
      ]);
    }
  }
  if (one && two) {
    const ratio = two.perCpuSecond / one.perCpuSecond;
    targets.push([
      `deliveries per server CPU-s, 2 nodes ÷ 1 node, ${fmt(big)} watchers`,
      fmt(ratio, 2),
      '≥ 0.9',
      ratio >= 0.9,
    ]);
  }
  const h8 = hot.find((h) => h.bidders === 8 && !h.withMaxima && !h.varied);
  const h32 = hot.find((h) => h.bidders === 32 && !h.withMaxima && !h.varied);
  const h8max = hot.find((h) => h.bidders === 8 && h.withMaxima);
  if (h8)
    targets.push(['accepted bids/s, one hot vehicle, 8 bidders', fmt(h8.perSecond), '≥ 1,500', h8.perSecond >= 1500]);
  if (h8max)
    targets.push([
      'accepted bids/s, one hot vehicle, 8 bidders holding maxima',
      fmt(h8max.perSecond),
      '≥ 1,500',
      h8max.perSecond >= 1500,
    ]);
  if (h8 && h32)
    targets.push([
      'accepted bids/s, 32 bidders ÷ 8 bidders',
      fmt(h32.perSecond / h8.perSecond, 2),
      '≥ 0.8',
      h32.perSecond / h8.perSecond >= 0.8,
    ]);
  close.forEach((c, i) => {
    const ok = c.closed === c.count && c.p99 <= 50;
    const label = `close lag p99, ${c.count} auctions ending at the same second, ${c.redis} (hz ${c.hz}${c.wake ? '' : ', close wake-up off'})`;
    targets.push([
      `${i === 0 ? '' : '(for information) '}${label}`,
      `${fmt(c.p99)} ms`,
      '≤ 50 ms',
      i === 0 ? ok : undefined,
    ]);
    if (i > 0) targets[targets.length - 1]![1] += ` (${verdict(ok)} with hz ${c.hz})`;
  });
  for (const s of storm) {
    targets.push([
      `reconnect storm: ${fmt(s.watchersA)} watchers of a killed node joined again, none missed a bid`,
      `${fmt(s.rejoined)} in ${fmt(s.wallMs / 1000, 2)} s, ${fmt(s.missedA + s.missedB)} missed`,
      `all, 0 missed`,
      s.rejoined === s.watchersA && s.missedA + s.missedB === 0,
    ]);
  }
  lines.push('| target | measured | goal | result |');
  lines.push('| --- | --- | --- | --- |');
  for (const [label, measured, goal, ok] of targets)
    lines.push(`| ${label} | ${measured} | ${goal} | ${ok === undefined ? '—' : verdict(ok)} |`);
  lines.push('');
  lines.push(
    `Frame: our watchers get the compact \`bid:placed\` (${frames.compact} bytes as sent by Socket.IO; the whole fact, still sent to clients that do not read compact frames, is ${frames.whole} bytes); the raw \`ws\` frame is padded to ${frames.compact} bytes. Window ${WINDOW_MS / 1000} s per scenario${quick ? ' (--quick)' : ''}, a message every 100–250 ms (uniform).`,
  );
  return lines.join('\n');
}

async function main() {
  await withAdmin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const database = openDatabase({ url: databaseUrl });
  const redis = new Redis(redisUrl);
  const broadcasts: BroadcastResult[] = [];
  let hot: HotResult[] = [];
  const close: CloseResult[] = [];
  const storm: StormResult[] = [];
  const connectOnly: ConnectOnlyResult[] = [];
  const frames = sampleBidPlacedFrameSizes();
  try {
    await database.migrate();
    const factoryCtx: HasDatabase = { db: database.db };
    const seller = await createUser(factoryCtx);
    const bidders = await Promise.all(Array.from({ length: 32 }, () => createUser(factoryCtx)));
    const setup: Setup = {
      env: buildServerEnv({ databaseUrl, redis: { REDIS_URL: redisUrl }, redisPrefix, origin: ORIGIN }),
      databaseUrl,
      sellerId: seller.id,
      bidderIds: bidders.map((b) => b.id),
      factoryCtx,
      redis,
      frameSize: frames.compact,
    };
    for (const n of WATCHERS) {
      if (runs('ws')) broadcasts.push(await runBroadcast('ws', 1, n, setup));
      if (runs('app1')) broadcasts.push(await runBroadcast('app', 1, n, setup));
      if (runs('app1connect') && n === Math.max(...WATCHERS)) connectOnly.push(await runConnectOnly(n, setup));
      if (runs('app1lean') && n === Math.max(...WATCHERS))
        broadcasts.push(await runBroadcast('app', 1, n, setup, false, true));
      if (runs('app2')) broadcasts.push(await runBroadcast('app', 2, n, setup));
      // Every bid moving the end: compact frames carry it, other clients get an auction:extended too.
      if (runs('app1final') && n === Math.max(...WATCHERS))
        broadcasts.push(await runBroadcast('app', 1, n, setup, true));
    }
    const hotRuns = [
      ...(runs('hot')
        ? [
            { bidders: 8, withMaxima: false },
            { bidders: 32, withMaxima: false },
          ]
        : []),
      ...(runs('hotmax') ? [{ bidders: 8, withMaxima: true }] : []),
      ...(runs('hotvaried') ? [{ bidders: 8, withMaxima: false, varied: true }] : []),
    ];
    if (hotRuns.length > 0) hot = await runHotBids(setup, setup.bidderIds, hotRuns);
    if (runs('close')) {
      close.push(await runCloseLag(setup, databaseUrl, database, redisUrl, redisPrefix, 'machine Redis'));
      // Private servers: no other client's commands wake Redis between its ticks, as the shared one's may.
      for (const hz of [10, 100]) {
        close.push(
          await withPrivateRedis(hz, (url) =>
            runCloseLag(setup, databaseUrl, database, url, `${redisPrefix}hz${hz}:`, `private redis-server --hz ${hz}`),
          ),
        );
      }
    }
    if (runs('storm')) storm.push(await runStorm(setup));
    const table = report(broadcasts, hot, close, storm, frames, connectOnly);
    console.log(describeMachine());
    console.log(table);
  } catch (error) {
    if (broadcasts.length > 0 || hot.length > 0 || close.length > 0 || storm.length > 0)
      console.log(report(broadcasts, hot, close, storm, frames, connectOnly));
    throw error;
  } finally {
    const deleted = await deleteRedisPrefix(redis, redisPrefix);
    log(`deleted ${deleted} Redis keys under ${redisPrefix}`);
    await redis.quit();
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
