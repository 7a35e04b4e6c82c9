/**
 * The watcher clients of the live-broadcast benchmark, in a process of their own so that their
 * CPU never counts as the server's. Holds N WebSocket clients: plain `ws` clients for the
 * baseline, or real `socket.io-client` clients (`transports: ['websocket']`) that join one
 * vehicle room, or protocol-level clients (`lean`: a plain `ws` client speaking Engine.IO 4 and
 * Socket.IO 5 frames itself, which costs the watcher process what a raw `ws` watcher costs: the
 * share of the latency that is the server's, when 5,000 clients share the machine with it).
 * Each client notes when a `bid:placed` arrives (wall clock, the same machine as the server) against the event's `serverTime` (stamped by the server right after the commit) and
 * `createdAt` (stamped inside the bid transaction, before the insert).
 *
 * For the fan-out benchmark (bench/cluster-fanout.ts) it also holds watchers of many vehicles, each
 * on a given node (`connectPlan`), and counts their deliveries and latencies by node (`fanout*`).
 */
import { compactFramesAuth } from '@autolicit/shared';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { cpuSeconds, serveParent } from './ipc';
import { percentileOfSorted, summariseValues } from './stats';

interface BidRecord {
  count: number;
  maxFromServerTime: number;
  maxFromCreatedAt: number;
  minFromServerTime: number;
}

const wsClients: WebSocket[] = [];
const sioClients: Socket[] = [];
let counting = false;
let deliveries = 0;
let perBid = new Map<number, BidRecord>();
let latencies: number[] = [];

/** The fan-out benchmark's deliveries by node (the index into `connectPlan`'s URLs), latencies in ms. */
interface NodeDeliveries {
  deliveries: number;
  latencies: number[];
}
let fanoutCounting = false;
let fanoutByNode: NodeDeliveries[] = [];

/** Wall-clock time in fractional milliseconds; a fan-out frame's `sentAt` is stamped on the same clock. */
const preciseNow = () => performance.timeOrigin + performance.now();

interface BidPayload {
  bidSeq: number;
  serverTime: string;
  createdAt: string;
  sentAt?: number;
}

function receivedFanout(node: number, payload: BidPayload) {
  if (!fanoutCounting) return;
  const entry = fanoutByNode[node];
  if (!entry) return;
  entry.deliveries += 1;
  // Facts of the real bid path carry no sentAt: their serverTime (whole milliseconds) is stamped just before the emit.
  const sentAt = payload.sentAt ?? Date.parse(payload.serverTime);
  if (entry.latencies.length < 2_000_000) entry.latencies.push(preciseNow() - sentAt);
}

function received(payload: { bidSeq: number; serverTime: string; createdAt: string }) {
  if (!counting) return;
  const now = Date.now();
  const fromServerTime = now - Date.parse(payload.serverTime);
  const fromCreatedAt = now - Date.parse(payload.createdAt);
  deliveries += 1;
  if (latencies.length < 2_000_000) latencies.push(fromServerTime);
  const record = perBid.get(payload.bidSeq);
  if (!record)
    perBid.set(payload.bidSeq, {
      count: 1,
      maxFromServerTime: fromServerTime,
      maxFromCreatedAt: fromCreatedAt,
      minFromServerTime: fromServerTime,
    });
  else {
    record.count += 1;
    if (fromServerTime > record.maxFromServerTime) record.maxFromServerTime = fromServerTime;
    if (fromCreatedAt > record.maxFromCreatedAt) record.maxFromCreatedAt = fromCreatedAt;
    if (fromServerTime < record.minFromServerTime) record.minFromServerTime = fromServerTime;
  }
}

function connectWs(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const client = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      client.terminate();
      reject(new Error('ws connect timeout'));
    }, 30_000);
    client.once('open', () => {
      clearTimeout(timer);
      wsClients.push(client);
      resolve();
    });
    client.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    client.on('message', (data) => {
      const [, payload] = JSON.parse(data.toString()) as [
        string,
        { bidSeq: number; serverTime: string; createdAt: string },
      ];
      received(payload);
    });
  });
}

/**
 * A watcher that speaks the Socket.IO protocol over a plain WebSocket, as a browser's client does
 * on the wire: open → CONNECT with the compact-frames auth → `vehicle:join` with ack id 0 → events.
 * Answers Engine.IO pings; decodes a `bid:placed` as the raw watcher decodes its frame.
 */
function connectLean(
  url: string,
  origin: string,
  vehicleId: string,
  i: number,
  onBid: (payload: BidPayload) => void = received,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const client = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
      headers: { Origin: origin, 'X-Forwarded-For': clientAddress(i) },
    });
    const timer = setTimeout(() => {
      client.terminate();
      reject(new Error('lean connect/join timeout'));
    }, 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      client.terminate();
      reject(error);
    };
    client.once('error', fail);
    client.on('message', (data) => {
      const text = data.toString();
      if (text.startsWith('42')) {
        const [event, payload] = JSON.parse(text.slice(2)) as [
          string,
          { bidSeq: number; serverTime: string; createdAt: string },
        ];
        if (event === 'bid:placed') onBid(payload);
      } else if (text === '2') client.send('3');
      else if (text.startsWith('0')) client.send(`40${JSON.stringify(compactFramesAuth)}`);
      else if (text.startsWith('40')) client.send(`420${JSON.stringify(['vehicle:join', { vehicleId }])}`);
      else if (text.startsWith('430')) {
        const [ack] = JSON.parse(text.slice(3)) as [{ data?: unknown; error?: unknown }];
        if (!ack || !('data' in ack)) return fail(new Error(`join refused: ${JSON.stringify(ack)}`));
        clearTimeout(timer);
        resolve(client);
      } else if (text.startsWith('44')) fail(new Error(`connect refused: ${text}`));
    });
  });
}

/**
 * Each watcher comes from an address of its own (X-Forwarded-For, which the bench's servers trust
 * from loopback), as real watchers do: from one address, the per-address join limit would refuse
 * all but the first 1,200.
 */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/**
 * `join: false` connects without `vehicle:join` (to tell the handshake's cost from the join's);
 * `onBid` hears each `bid:placed` (by default the live-broadcast counters).
 */
function connectSio(
  url: string,
  origin: string,
  vehicleId: string,
  i: number,
  join = true,
  onBid: (payload: BidPayload) => void = received,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { Origin: origin, 'X-Forwarded-For': clientAddress(i) },
      timeout: 30_000,
      auth: compactFramesAuth,
    });
    const timer = setTimeout(() => {
      socket.disconnect();
      reject(new Error('socket.io connect/join timeout'));
    }, 30_000);
    socket.on('bid:placed', onBid);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('connect', () => {
      if (!join) {
        clearTimeout(timer);
        sioClients.push(socket);
        return resolve();
      }
      socket.emit('vehicle:join', { vehicleId }, (ack: { data?: unknown; error?: unknown }) => {
        clearTimeout(timer);
        if (!ack || !('data' in ack)) return reject(new Error(`join refused: ${JSON.stringify(ack)}`));
        sioClients.push(socket);
        resolve();
      });
    });
  });
}

/**
 * A watcher of the reconnect storm: reconnects as the web app does (socket.io-client's reconnection,
 * 0.5–3 s backoff) and, like a browser behind the deployment's proxy, lands on the node that is
 * still up: on each reconnect attempt it moves to the next URL of its list. On every connection it
 * joins the vehicle's room again and takes the snapshot, as the web app's live layer does.
 */
interface StormWatcher {
  socket: Socket;
  /** 'A' (its node is killed) or 'B' (its node stays up). */
  group: 'A' | 'B';
  connections: number;
  /** When its latest join was acknowledged (Date.now()), and the snapshot's bid count. */
  joinedAt: number;
  snapshotBidCount: number;
  /** bid:placed seqs heard since its latest connection. */
  heard: Set<number>;
  joinErrors: number;
}

const stormWatchers: StormWatcher[] = [];

function connectStormWatcher(
  urls: string[],
  origin: string,
  vehicleId: string,
  i: number,
  group: 'A' | 'B',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(urls[0], {
      transports: ['websocket'],
      forceNew: true,
      extraHeaders: { Origin: origin, 'X-Forwarded-For': clientAddress(i) },
      timeout: 30_000,
      auth: compactFramesAuth,
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 3000,
    });
    const watcher: StormWatcher = {
      socket,
      group,
      connections: 0,
      joinedAt: 0,
      snapshotBidCount: -1,
      heard: new Set(),
      joinErrors: 0,
    };
    let attempt = 0;
    socket.io.on('reconnect_attempt', () => {
      attempt += 1;
      // The Manager opens each attempt on its `uri` (read-only in its types, not at run time).
      (socket.io as unknown as { uri: string }).uri = urls[attempt % urls.length]!;
    });
    socket.on('bid:placed', (event) => watcher.heard.add(event.bidSeq));
    socket.once('connect_error', (error) => {
      if (watcher.connections === 0) {
        socket.disconnect();
        reject(error);
      }
    });
    socket.on('connect', () => {
      watcher.connections += 1;
      watcher.heard = new Set();
      socket.emit('vehicle:join', { vehicleId }, (ack: { data?: { bidCount: number }; error?: unknown }) => {
        if (!ack?.data) {
          watcher.joinErrors += 1;
          if (watcher.connections === 1) reject(new Error(`join refused: ${JSON.stringify(ack)}`));
          return;
        }
        watcher.joinedAt = Date.now();
        watcher.snapshotBidCount = ack.data.bidCount;
        if (watcher.connections === 1) {
          stormWatchers.push(watcher);
          resolve();
        }
      });
    });
  });
}

/**
 * Runs `task(0)` … `task(count - 1)`, at most `parallel` at a time; a failed task is counted (with
 * the first error kept) and the others go on.
 */
async function runInLanes(
  count: number,
  parallel: number,
  task: (i: number) => Promise<void>,
): Promise<{ failed: number; firstError?: string }> {
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const lane = async () => {
    while (next < count) {
      const i = next++;
      try {
        await task(i);
      } catch (error) {
        failed += 1;
        firstError ??= String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return { failed, firstError };
}

/**
 * The auction-night benchmark's watchers (bench/auction-night.ts): protocol-level clients on many
 * vehicle rooms of several nodes, each joining from an address of its own, some leaving and others
 * joining all the time (churn). Every delivery is kept as (arrival, latency from the fact's
 * serverTime, node), so the parent can read percentiles per phase.
 */
interface NightTarget {
  node: number;
  vehicleId: string;
}
interface NightWatcher {
  client: WebSocket;
  target: NightTarget;
}
const night = {
  urls: [] as string[],
  origin: '',
  /** Whom a new watcher watches: one entry drawn at random (the list holds the traffic's spread). */
  targets: [] as NightTarget[],
  watchers: [] as NightWatcher[],
  /** Addresses above the other scenarios' (X-Forwarded-For, see clientAddress). */
  nextAddress: 1 << 20,
  receivedAt: [] as number[],
  latencyMs: [] as number[],
  node: [] as number[],
  churn: undefined as NodeJS.Timeout | undefined,
  joined: 0,
  left: 0,
  joinFailed: 0,
  firstJoinError: undefined as string | undefined,
};

async function connectNightWatcher(target: NightTarget): Promise<NightWatcher> {
  const client = await connectLean(
    night.urls[target.node]!,
    night.origin,
    target.vehicleId,
    night.nextAddress++,
    (payload) => {
      const now = Date.now();
      night.receivedAt.push(now);
      night.latencyMs.push(now - Date.parse(payload.serverTime));
      night.node.push(target.node);
    },
  );
  return { client, target };
}

const drawTarget = () => night.targets[Math.floor(Math.random() * night.targets.length)]!;

/** Every 200 ms, `perSecond / 5` watchers (drawn at random) leave and as many new ones join. */
function startChurn(perSecond: number) {
  let owed = 0;
  night.churn = setInterval(() => {
    owed += perSecond / 5;
    for (; owed >= 1; owed -= 1) {
      if (night.watchers.length === 0) return;
      const slot = Math.floor(Math.random() * night.watchers.length);
      const leaving = night.watchers[slot]!;
      // Its slot is taken at once, so a slow join never lets the crowd shrink twice for one place.
      night.watchers[slot] = night.watchers.at(-1)!;
      night.watchers.pop();
      leaving.client.close();
      night.left += 1;
      connectNightWatcher(drawTarget()).then(
        (watcher) => {
          night.joined += 1;
          night.watchers.push(watcher);
        },
        (error: unknown) => {
          night.joinFailed += 1;
          night.firstJoinError ??= String(error);
        },
      );
    }
  }, 200);
}

function summariseLatencies(values: number[]) {
  const { count, ...percentiles } = summariseValues(values);
  return { deliveries: count, ...percentiles };
}

serveParent(
  {
    /** Opens `n` clients spread round-robin over `urls`, `parallel` handshakes at a time. */
    async connect(args: {
      kind: 'ws' | 'sio' | 'lean';
      urls: string[];
      n: number;
      vehicleId?: string;
      origin?: string;
      parallel?: number;
      join?: boolean;
    }) {
      const started = performance.now();
      const { failed, firstError } = await runInLanes(args.n, args.parallel ?? 100, async (i) => {
        const url = args.urls[i % args.urls.length]!;
        if (args.kind === 'ws') await connectWs(url);
        else if (args.kind === 'lean') wsClients.push(await connectLean(url, args.origin!, args.vehicleId!, i));
        else await connectSio(url, args.origin!, args.vehicleId!, i, args.join ?? true);
      });
      return {
        connected: wsClients.length + sioClients.length,
        failed,
        firstError,
        ms: Math.round(performance.now() - started),
      };
    },
    /**
     * The fan-out benchmark's watchers: one per plan entry, on `urls[node]`, joined to its vehicle,
     * `parallel` handshakes at a time; `offset` keeps their addresses apart from earlier ones.
     */
    async connectPlan(args: {
      urls: string[];
      plan: { node: number; vehicleId: string }[];
      origin: string;
      parallel?: number;
      offset?: number;
    }) {
      fanoutByNode = args.urls.map(() => ({ deliveries: 0, latencies: [] }));
      fanoutCounting = false;
      const started = performance.now();
      const { failed, firstError } = await runInLanes(args.plan.length, args.parallel ?? 100, async (i) => {
        const { node, vehicleId } = args.plan[i]!;
        await connectSio(args.urls[node]!, args.origin, vehicleId, (args.offset ?? 0) + i, true, (payload) =>
          receivedFanout(node, payload),
        );
      });
      return { connected: sioClients.length, failed, firstError, ms: Math.round(performance.now() - started) };
    },
    /**
     * Auction night: `count` watchers spread as `targets` says (each draws an entry at random),
     * `parallel` handshakes at a time; earlier night watchers leave first.
     */
    async nightConnect(args: {
      urls: string[];
      origin: string;
      targets: NightTarget[];
      count: number;
      parallel?: number;
    }) {
      for (const { client } of night.watchers.splice(0)) client.terminate();
      night.urls = args.urls;
      night.origin = args.origin;
      night.targets = args.targets;
      const started = performance.now();
      const { failed, firstError } = await runInLanes(args.count, args.parallel ?? 100, async () => {
        night.watchers.push(await connectNightWatcher(drawTarget()));
      });
      return { connected: night.watchers.length, failed, firstError, ms: Math.round(performance.now() - started) };
    },
    /** Starts (perSecond > 0) or stops the churn: watchers leaving and new ones joining. */
    nightChurn(args: { perSecond: number }) {
      clearInterval(night.churn);
      night.churn = undefined;
      if (args.perSecond > 0) startChurn(args.perSecond);
      return {
        joined: night.joined,
        left: night.left,
        joinFailed: night.joinFailed,
        firstJoinError: night.firstJoinError,
      };
    },
    /** Deliveries and latency percentiles by phase (arrival in [from, to), wall clock ms) and node. */
    nightStats(args: { phases: { name: string; from: number; to: number }[]; nodes: number }) {
      const phases = args.phases.map((phase) => {
        const byNode: number[][] = Array.from({ length: args.nodes }, () => []);
        for (let i = 0; i < night.receivedAt.length; i += 1) {
          const at = night.receivedAt[i]!;
          if (at >= phase.from && at < phase.to) byNode[night.node[i]!]!.push(night.latencyMs[i]!);
        }
        return {
          name: phase.name,
          all: summariseLatencies(byNode.flat()),
          byNode: byNode.map(summariseLatencies),
        };
      });
      return {
        phases,
        open: night.watchers.filter(({ client }) => client.readyState === WebSocket.OPEN).length,
        joined: night.joined,
        left: night.left,
        joinFailed: night.joinFailed,
        firstJoinError: night.firstJoinError,
        cpu: cpuSeconds(),
      };
    },
    /** Forgets the deliveries kept so far (between the scenario and the sweep). */
    nightForget() {
      night.receivedAt = [];
      night.latencyMs = [];
      night.node = [];
      return {};
    },
    /** Starts counting the fan-out watchers' deliveries from now. */
    fanoutReset() {
      for (const entry of fanoutByNode) {
        entry.deliveries = 0;
        entry.latencies = [];
      }
      fanoutCounting = true;
      return { cpu: cpuSeconds() };
    },
    fanoutProgress() {
      return { deliveries: fanoutByNode.reduce((sum, entry) => sum + entry.deliveries, 0) };
    },
    /** Stops counting; deliveries and latency percentiles by node and in all. */
    fanoutStats() {
      fanoutCounting = false;
      const summarise = (values: number[]) => {
        const sorted = values.sort((a, b) => a - b);
        return {
          p50: percentileOfSorted(sorted, 50),
          p99: percentileOfSorted(sorted, 99),
          max: sorted.at(-1) ?? Number.NaN,
        };
      };
      const byNode = fanoutByNode.map((entry) => ({ deliveries: entry.deliveries, ...summarise(entry.latencies) }));
      return {
        cpu: cpuSeconds(),
        byNode,
        all: summarise(fanoutByNode.flatMap((entry) => entry.latencies)),
        openClients: sioClients.filter((s) => s.connected).length,
      };
    },
    /** Starts counting deliveries from now. */
    reset() {
      deliveries = 0;
      perBid = new Map();
      latencies = [];
      counting = true;
      return { cpu: cpuSeconds() };
    },
    progress() {
      return { deliveries };
    },
    stats() {
      counting = false;
      const sorted = latencies.sort((a, b) => a - b);
      return {
        cpu: cpuSeconds(),
        deliveries,
        perBid: [...perBid.entries()].map(([seq, r]) => ({ seq, ...r })),
        deliveryP50: percentileOfSorted(sorted, 50),
        deliveryP99: percentileOfSorted(sorted, 99),
        openClients:
          wsClients.filter((c) => c.readyState === WebSocket.OPEN).length +
          sioClients.filter((s) => s.connected).length,
      };
    },
    async disconnectAll() {
      for (const client of wsClients.splice(0)) client.terminate();
      for (const socket of sioClients.splice(0)) socket.disconnect();
      for (const { socket } of stormWatchers.splice(0)) socket.disconnect();
      return {};
    },
    /**
     * The storm's watchers: `a` on `urls[0]` (falling back to `urls[1]`) and `b` on `urls[1]`
     * (falling back to `urls[0]`), all joined to the vehicle's room, 100 handshakes at a time.
     */
    async stormConnect(args: {
      urls: [string, string];
      a: number;
      b: number;
      vehicleId: string;
      origin: string;
      offset: number;
    }) {
      const started = performance.now();
      const plan = [
        ...Array.from({ length: args.a }, () => 'A' as const),
        ...Array.from({ length: args.b }, () => 'B' as const),
      ];
      const { failed, firstError } = await runInLanes(plan.length, 100, async (i) => {
        const group = plan[i]!;
        const urls = group === 'A' ? args.urls : [args.urls[1], args.urls[0]];
        await connectStormWatcher(urls, args.origin, args.vehicleId, args.offset + i, group);
      });
      return { connected: stormWatchers.length, failed, firstError, ms: Math.round(performance.now() - started) };
    },
    /** How many of group A joined again after `since` (their node was killed then). */
    stormProgress(args: { since: number }) {
      let rejoined = 0;
      let connected = 0;
      for (const w of stormWatchers) {
        if (w.group !== 'A') continue;
        if (w.socket.connected) connected += 1;
        if (w.connections > 1 && w.joinedAt >= args.since) rejoined += 1;
      }
      return { rejoined, connected };
    },
    /**
     * The storm's outcome. A watcher missed a bid when a bid with a seq above its (latest)
     * snapshot's bid count, up to `lastSeq`, never reached it since its latest connection; a
     * rejoin's snapshot covers everything before it, so nothing may be missing.
     */
    stormStats(args: { since: number; lastSeq: number }) {
      const rejoinMs: number[] = [];
      const missing = { A: 0, B: 0 };
      const watchersMissing = { A: 0, B: 0 };
      const behind = { A: 0, B: 0 };
      let joinErrors = 0;
      let reconnectedA = 0;
      /** Bids each watcher had to hear as events (above its latest snapshot), summed: what was checked. */
      let checked = 0;
      for (const w of stormWatchers) {
        joinErrors += w.joinErrors;
        if (w.group === 'A' && w.connections > 1 && w.joinedAt >= args.since) {
          reconnectedA += 1;
          rejoinMs.push(w.joinedAt - args.since);
        }
        let gaps = 0;
        for (let seq = w.snapshotBidCount + 1; seq <= args.lastSeq; seq += 1) {
          checked += 1;
          if (!w.heard.has(seq)) gaps += 1;
        }
        if (w.snapshotBidCount < 0) behind[w.group] += 1;
        missing[w.group] += gaps;
        if (gaps > 0) watchersMissing[w.group] += 1;
      }
      rejoinMs.sort((x, y) => x - y);
      return {
        reconnectedA,
        joinErrors,
        missing,
        watchersMissing,
        behind,
        checked,
        rejoinP50: percentileOfSorted(rejoinMs, 50),
        rejoinP99: percentileOfSorted(rejoinMs, 99),
        rejoinMax: rejoinMs.at(-1) ?? Number.NaN,
        cpu: cpuSeconds(),
      };
    },
  },
  async () => {
    clearInterval(night.churn);
    for (const { client } of night.watchers.splice(0)) client.terminate();
    for (const client of wsClients.splice(0)) client.terminate();
    for (const socket of sioClients.splice(0)) socket.disconnect();
    for (const { socket } of stormWatchers.splice(0)) socket.disconnect();
  },
);
