/**
 * One server process of the live-broadcast benchmark, driven by the parent over IPC. Either a
 * minimal `ws` broadcast server (the baseline) or our real server (`buildServer`: API, Socket.IO,
 * Redis adapter, PostgreSQL). Its CPU time is read here with `process.cpuUsage()`, so it is the
 * server's alone, never the watcher clients' (they run in another process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { writeHeapSnapshot } from 'node:v8';
import path from 'node:path';
import { type UserWithProfile, findUserById } from '@autolicit/db';
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
