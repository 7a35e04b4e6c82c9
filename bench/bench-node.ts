/**
 * One server process of the live-broadcast and fan-out benchmarks, driven by the parent over IPC.
 * Either a minimal `ws` broadcast server (the baseline) or our real server (`buildServer`: API,
 * Socket.IO, Redis adapter, PostgreSQL). Its CPU time is read here with `process.cpuUsage()`, so it
 * is the server's alone, never the watcher clients' (they run in another process).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { writeHeapSnapshot } from 'node:v8';
import path from 'node:path';
import { type UserWithProfile, findUserById } from '@autolicit/db';
import { toLiveEmissions } from '@autolicit/messaging';
import { type BidPlacedEvent, vehicleRoom } from '@autolicit/shared';
import { WebSocket, WebSocketServer } from 'ws';
import {
  BidTooLowError,
  MaximumTooLowError,
  type RunningServer,
  buildServer,
  loadConfig,
  placeBid,
} from '@autolicit/realtime-server';
import { cpuSeconds, gcAndRss, serveParent } from './ipc';

let wss: WebSocketServer | undefined;
let app: RunningServer | undefined;
let dataDir: string | undefined;
const users = new Map<string, UserWithProfile>();
/** Fan-out benchmark: messages this node's adapter subscriber received from Redis since the last reset. */
let redisMessages = 0;

async function bidder(id: string): Promise<UserWithProfile> {
  let user = users.get(id);
  if (!user) {
    user = (await findUserById(app!.ctx.db, id))!;
    users.set(id, user);
  }
  return user;
}

/**
 * Whether a `ws` (engine.io's, or the baseline's own) masks with bufferutil: ws loads it when it is
 * installed and WS_NO_BUFFER_UTIL is unset. UTF-8 validation needs nothing: on Node 24 ws uses
 * buffer.isUtf8 whether utf-8-validate is installed or not.
 */
function usesNativeWsHelpers(of: 'engine.io' | 'baseline'): boolean {
  let load = createRequire(import.meta.url);
  if (of === 'engine.io') {
    const fromServer = createRequire(path.resolve(import.meta.dirname, '../realtime-server/package.json'));
    load = createRequire(fromServer.resolve('engine.io', { paths: [path.dirname(fromServer.resolve('socket.io'))] }));
  }
  // ws exports no subpaths: its buffer helpers are read by file, beside its entry point.
  const bufferUtil = load(path.join(path.dirname(load.resolve('ws')), 'lib/buffer-util.js')) as {
    mask: { toString(): string };
  };
  return bufferUtil.mask.toString().includes('bufferUtil');
}

/** What the fan-out benchmark reads of `@socket.io/redis-adapter`'s adapters (classic and sharded). */
interface RedisAdapterShape {
  pubClient: { constructor: { name: string } };
  subClient: SubscriberShape;
  opts?: { channelPrefix?: string };
  apply: unknown;
  close(): Promise<void> | void;
  constructor: { name: string };
}
interface SubscriberShape {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  ping(): Promise<unknown>;
  duplicate(): SubscriberShape;
}
type CreateClassicAdapter = (pub: unknown, sub: unknown, opts: { key: string }) => (nsp: unknown) => RedisAdapterShape;

/** A package as the server resolves it (the benchmarks do not depend on the server's own packages). */
function requireFromServer<T>(name: string): T {
  return createRequire(path.resolve(import.meta.dirname, '../realtime-server/package.json'))(name) as T;
}

/**
 * Puts this node on the classic Redis adapter (`createAdapter` of `@socket.io/redis-adapter`:
 * PUBLISH on one pattern, every node hears every room), as the server ran before sharded pub/sub,
 * in place of the one `buildServer` made. It keeps what the server had then: the same publishing
 * connection (its publish tracker sees the PUBLISHes) and the single-room walk, taken over from the
 * adapter it replaces; the subscriber is a new connection. One Redis only (PSUBSCRIBE does not span
 * a cluster's shards).
 */
async function useClassicAdapter(): Promise<RedisAdapterShape> {
  const nsp = app!.sockets.io.of('/');
  const previous = nsp.adapter as unknown as RedisAdapterShape;
  if (!Object.hasOwn(previous, 'apply') || previous.opts?.channelPrefix === undefined)
    throw new Error(`the server's adapter (${previous.constructor.name}) has an unexpected shape`);
  if (previous.pubClient.constructor.name === 'Cluster') throw new Error('the classic adapter needs one Redis');
  const walk = previous.apply;
  await previous.close();
  const { createAdapter } = requireFromServer<{ createAdapter: CreateClassicAdapter }>('@socket.io/redis-adapter');
  const sub = previous.subClient.duplicate();
  sub.on('error', (error) => console.error('classic adapter subscriber:', error));
  const createRedisAdapter = createAdapter(previous.pubClient, sub, { key: previous.opts.channelPrefix });
  // Socket.IO calls this with `new`, so not an arrow function; the adapter it returns is the instance.
  app!.sockets.io.adapter(function createNamespaceAdapter(this: unknown, namespace: unknown) {
    const adapter = createRedisAdapter(namespace);
    adapter.apply = walk;
    return adapter;
  } as never);
  const adapter = nsp.adapter as unknown as RedisAdapterShape;
  // Its PSUBSCRIBE and SUBSCRIBE went out first on this connection: once PING is answered, they were.
  await adapter.subClient.ping();
  return adapter;
}

/** Wall-clock time in fractional milliseconds (the watchers' process reads the same clock). */
const preciseNow = () => performance.timeOrigin + performance.now();

/** A `bid:placed` fact as the bid service stores it: an ordinary bid on a vehicle without a reserve. */
function buildBidFact(vehicleId: string, bidSeq: number): BidPlacedEvent {
  const now = new Date().toISOString();
  const amount = `${10_000 + bidSeq * 100}.00`;
  return {
    vehicleId,
    bidId: randomUUID(),
    bidSeq,
    bidderAlias: `Bidder ${1 + (bidSeq % 7)}`,
    amount,
    createdAt: now,
    currentBid: amount,
    bidCount: bidSeq,
    minimumNextBid: `${10_000 + (bidSeq + 1) * 100}.00`,
    isReserveMet: true,
    auctionEndTime: new Date(Date.now() + 3600_000).toISOString(),
    isPurchase: false,
    isAutomatic: false,
    hasReserve: false,
    serverTime: now,
  };
}

function connections(): number {
  if (wss) return wss.clients.size;
  if (app) return app.sockets.io.engine.clientsCount;
  return 0;
}

serveParent(
  {
    /** The baseline: a bare `ws` server on its own HTTP server. */
    async startWs() {
      const server = createServer();
      wss = new WebSocketServer({ server });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        port: (server.address() as AddressInfo).port,
        wsEngine: 'ws',
        wsNative: usesNativeWsHelpers('baseline'),
      };
    },
    /** Our server exactly as production builds it, on a random port; which WebSocket engine it runs on. */
    async startApp(args: { env: Record<string, string> }) {
      dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-bench-node-'));
      const config = loadConfig({ ...args.env, DATA_DIR: dataDir });
      app = await buildServer(config);
      await new Promise<void>((resolve) => app!.server.listen(0, '127.0.0.1', resolve));
      return {
        port: (app.server.address() as AddressInfo).port,
        wsEngine: app.sockets.wsEngine,
        wsNative: usesNativeWsHelpers('engine.io'),
        dataDir,
      };
    },
    /**
     * Fan-out benchmark: `classic` puts the node on the classic adapter (see useClassicAdapter),
     * `sharded` keeps the server's own; then counts what the adapter's subscriber receives from
     * Redis (`messageBuffer`/`pmessageBuffer` classic, `smessageBuffer` sharded).
     */
    async fanoutAdapter(args: { adapter: 'classic' | 'sharded' }) {
      const adapter =
        args.adapter === 'classic'
          ? await useClassicAdapter()
          : (app!.sockets.io.of('/').adapter as unknown as RedisAdapterShape);
      for (const event of ['messageBuffer', 'pmessageBuffer', 'smessageBuffer'])
        adapter.subClient.on(event, () => {
          redisMessages += 1;
        });
      return { adapter: adapter.constructor.name };
    },
    fanoutUsage(args: { reset?: boolean }) {
      if (args.reset) redisMessages = 0;
      return { cpu: cpuSeconds(), redisMessages };
    },
    /**
     * Fan-out benchmark: for `durationMs`, `perSecond` bid facts, each on a vehicle drawn at random,
     * delivered as the outbox delivers a committed bid (toLiveEmissions: the compact frame to the
     * vehicle's compact room, the whole fact to the rest of its room, inside the publish tracker),
     * each payload stamped with `sentAt` just before its emit. Returns how many went to each vehicle.
     */
    async emitFacts(args: { vehicleIds: string[]; perSecond: number; durationMs: number }) {
      const io = app!.sockets.io as unknown as {
        to(room: string): {
          emit(event: string, payload: unknown): void;
          except(room: string): { emit(event: string, payload: unknown): void };
        };
      };
      const byVehicle = args.vehicleIds.map(() => 0);
      let failedPublishes = 0;
      let seq = 0;
      const interval = 1000 / args.perSecond;
      const started = performance.now();
      const deadline = started + args.durationMs;
      let nextAt = started;
      while (performance.now() < deadline) {
        const index = Math.floor(Math.random() * args.vehicleIds.length);
        const vehicleId = args.vehicleIds[index]!;
        seq += 1;
        const emissions = toLiveEmissions([
          { room: vehicleRoom(vehicleId), event: 'bid:placed', payload: { ...buildBidFact(vehicleId, seq) } },
        ]);
        app!.sockets.publishes
          .collect(() => {
            for (const { room, except, event, payload } of emissions) {
              const target = io.to(room);
              (except === undefined ? target : target.except(except)).emit(event, { ...payload, sentAt: preciseNow() });
            }
          })
          .catch(() => {
            failedPublishes += 1;
          });
        byVehicle[index]! += 1;
        nextAt += interval;
        const wait = nextAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      return { emitted: seq, byVehicle, failedPublishes, seconds: (performance.now() - started) / 1000 };
    },
    /**
     * Fan-out benchmark on the real bid path: for `durationMs`, `perSecond` bids through `placeBid`
     * (PostgreSQL, outbox, delivery), each on a random vehicle by a random bidder at the minimum this
     * node last learnt for that vehicle; a refusal as too low (another node bid meanwhile) teaches
     * the minimum and is tried again once. Returns the bids recorded on each vehicle.
     */
    async placeBids(args: {
      vehicleIds: string[];
      bidderIds: string[];
      perSecond: number;
      durationMs: number;
      startAmount: number;
    }) {
      const bidders = await Promise.all(args.bidderIds.map(bidder));
      const known = args.vehicleIds.map(() => args.startAmount);
      const byVehicle = args.vehicleIds.map(() => 0);
      const failures: Record<string, number> = {};
      let attempts = 0;
      let tooLow = 0;
      const place = async (index: number, retry: boolean): Promise<void> => {
        attempts += 1;
        try {
          const outcome = await placeBid(app!.ctx, {
            vehicleId: args.vehicleIds[index]!,
            bidder: bidders[Math.floor(Math.random() * bidders.length)]!,
            amount: String(known[index]),
          });
          byVehicle[index]! += outcome.result.bids.length;
          known[index] = Math.max(known[index]!, Number(outcome.result.vehicle.minimumNextBid));
        } catch (error) {
          if (error instanceof BidTooLowError) {
            tooLow += 1;
            known[index] = Math.max(known[index]!, Number(error.minimumBid));
            if (retry) return place(index, false);
            return;
          }
          const { code } = error as { code?: string };
          const key = code ?? (error instanceof Error ? error.name : 'unknown');
          failures[key] = (failures[key] ?? 0) + 1;
        }
      };
      const inFlight = new Set<Promise<void>>();
      const interval = 1000 / args.perSecond;
      const started = performance.now();
      const deadline = started + args.durationMs;
      let nextAt = started;
      while (performance.now() < deadline) {
        const pending = place(Math.floor(Math.random() * args.vehicleIds.length), true);
        inFlight.add(pending);
        void pending.then(() => inFlight.delete(pending));
        nextAt += interval;
        const wait = nextAt - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      await Promise.all(inFlight);
      const recorded = byVehicle.reduce((sum, count) => sum + count, 0);
      return { emitted: recorded, byVehicle, failedPublishes: 0, attempts, tooLow, failures };
    },
    usage() {
      return { cpu: cpuSeconds(), rss: process.memoryUsage().rss, connections: connections() };
    },
    /** RSS after a full GC (for memory per connection; never called inside a timed window), and where it sits. */
    memory() {
      const rss = gcAndRss();
      const { heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
      return { rss, heapUsed, heapTotal, external, arrayBuffers, connections: connections() };
    },
    /** Writes a heap snapshot (for diagnosing memory per connection; never in a reported run). */
    heapSnapshot(args: { file: string }) {
      gcAndRss();
      return { file: writeHeapSnapshot(args.file) };
    },
    /**
     * Baseline broadcast: the same JSON frame for every client, encoded once into a Buffer (the
     * usual efficient `ws` idiom). `createdAt`/`serverTime` are stamped just before sending, the
     * baseline's equivalent of our commit.
     */
    broadcast(args: { seq: number; template: Record<string, unknown>; size: number }) {
      const now = new Date().toISOString();
      const payload: Record<string, unknown> = {
        ...args.template,
        bidSeq: args.seq,
        createdAt: now,
        serverTime: now,
        pad: '',
      };
      const bare = JSON.stringify(['bid:placed', payload]).length;
      payload.pad = 'x'.repeat(Math.max(0, args.size - bare));
      const frame = Buffer.from(JSON.stringify(['bid:placed', payload]));
      for (const client of wss!.clients)
        if (client.readyState === WebSocket.OPEN) client.send(frame, { binary: false });
      return { bytes: frame.length };
    },
    /** One real bid through the bid service (the same one REST and `bid:place` call). */
    async bid(args: { vehicleId: string; bidderId: string; amount: string }) {
      const outcome = await placeBid(app!.ctx, {
        vehicleId: args.vehicleId,
        bidder: await bidder(args.bidderId),
        amount: args.amount,
      });
      // `bid` (the caller's own) is null when the call records no bid of theirs (e.g. a hand bid
      // that only ties the leader's maximum): the last recorded bid is what watchers see last.
      const last = outcome.result.bid ?? outcome.result.bids.at(-1) ?? null;
      return {
        bidSeq: last?.bidSeq ?? null,
        createdAt: last?.createdAt ?? null,
        minimumNextBid: outcome.result.vehicle.minimumNextBid,
      };
    },
    /**
     * Hot vehicle: each bidder loops `placeBid` at the last known minimum next bid (learned from
     * its own accepted bids and from BID_TOO_LOW answers, shared by all bidders as a room
     * watcher would learn it) until the time is up. With maxima, a bidder who is not leading
     * raises their maximum instead (see below); the leader waits.
     *
     * `placeBid` runs on a context whose `db` counts `select` (each decision's or burst's read)
     * and compare-and-set statements (each write: a decision alone or a burst decided
     * together), and which of those writes did not apply (lost races, decided again), so they
     * can be reported without touching the service. Failures are tallied by error code ('bid.busy' is a ConflictError whose
     * message key is bid.busy).
     */
    async hotBids(args: {
      vehicleId: string;
      bidderIds: string[];
      durationMs: number;
      startAmount: string;
      withMaxima?: boolean;
      varied?: boolean;
    }) {
      const bidders = await Promise.all(args.bidderIds.map(bidder));
      let reads = 0;
      let writes = 0;
      let lostWrites = 0;
      // Time from sending each write to its answer: PostgreSQL's share of a decision (statement + commit).
      let writeMs = 0;
      const db = app!.ctx.db;
      // The decision read and the write are prepared statements (packages/db definePreparedStatement):
      // each is prepared once for this executor, so their executions are counted by name.
      const session = Object.create(db._.session) as typeof db._.session;
      session.prepareQuery = ((...a: Parameters<typeof session.prepareQuery>) => {
        const prepared = db._.session.prepareQuery(...a);
        const name = a[2];
        if (name !== 'bid_context' && name !== 'bid_write') return prepared;
        const execute = prepared.execute.bind(prepared);
        prepared.execute = (async (...e: Parameters<typeof execute>) => {
          if (name === 'bid_context') reads += 1;
          else writes += 1;
          const sentAt = performance.now();
          const result = await execute(...e);
          if (name === 'bid_write') writeMs += performance.now() - sentAt;
          const rows = (result as unknown as { rows?: { applied?: number }[] }).rows;
          if (name === 'bid_write' && rows?.[0]?.applied === 0) lostWrites += 1;
          return result;
        }) as typeof execute;
        return prepared;
      }) as typeof session.prepareQuery;
      const countingDb = Object.create(db) as typeof db;
      // Builders take the database's `session`; raw statements its `_.session`.
      Object.defineProperty(countingDb, 'session', { value: session });
      Object.defineProperty(countingDb, '_', { value: { ...db._, session } });
      const ctx = { ...app!.ctx, db: countingDb };
      const failures: Record<string, number> = {};
      let firstFailure: string | undefined;
      let known = Number(args.startAmount);
      let leaderId: string | null = null;
      let decisions = 0;
      let accepted = 0;
      let rejected = 0;
      let failed = 0;
      const acceptedMs: number[] = [];
      const rejectedMs: number[] = [];
      const elu0 = performance.eventLoopUtilization();
      const cpu0 = cpuSeconds();
      const started = performance.now();
      const deadline = started + args.durationMs;
      await Promise.all(
        bidders.map(async (user) => {
          while (performance.now() < deadline) {
            // Holders of maxima do not bid against themselves: the leader waits for news.
            if (args.withMaxima && leaderId === user.id) {
              await new Promise((resolve) => setTimeout(resolve, 1));
              continue;
            }
            const t0 = performance.now();
            try {
              // With maxima: raise one's maximum to the known minimum + 100–1,000 € (a hand bid too, one time in four).
              const step = 100 * (1 + Math.floor(Math.random() * 10));
              const offer = args.withMaxima
                ? { maxAmount: String(known + step), ...(Math.random() < 0.25 ? { amount: String(known) } : {}) }
                : { amount: String(args.varied ? known + 100 * Math.floor(Math.random() * 10) : known) };
              const outcome = await placeBid(ctx, { vehicleId: args.vehicleId, bidder: user, ...offer });
              acceptedMs.push(performance.now() - t0);
              decisions += 1;
              accepted += outcome.result.bids.length;
              if (outcome.result.isLeading) leaderId = user.id;
              else if (leaderId === user.id) leaderId = null;
              known = Math.max(known, Number(outcome.result.vehicle.minimumNextBid));
            } catch (error) {
              if (error instanceof BidTooLowError || error instanceof MaximumTooLowError) {
                rejectedMs.push(performance.now() - t0);
                rejected += 1;
                known = Math.max(known, Number(error.minimumBid));
              } else {
                failed += 1;
                const { code, messageKey } = error as { code?: string; messageKey?: string };
                const key = code
                  ? `${code}${messageKey ? ` (${messageKey})` : ''}`
                  : error instanceof Error
                    ? error.name
                    : 'unknown';
                failures[key] = (failures[key] ?? 0) + 1;
                firstFailure ??= error instanceof Error ? (error.stack ?? error.message) : String(error);
                if (failed > 100) throw error;
              }
            }
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      return {
        accepted,
        decisions,
        rejected,
        failed,
        seconds,
        cpu: cpuSeconds() - cpu0,
        acceptedP50Ms: median(acceptedMs),
        rejectedP50Ms: median(rejectedMs),
        eventLoopUtilization: performance.eventLoopUtilization(elu0).utilization,
        attempts: reads,
        writes,
        lostWrites,
        writeMs,
        failures,
        firstFailure,
      };
    },
  },
  async () => {
    if (wss) {
      for (const client of wss.clients) client.terminate();
      wss.close();
    }
    if (app) await app.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
);
