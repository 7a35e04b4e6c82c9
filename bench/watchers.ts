/**
 * The watcher clients of the live-broadcast benchmark, in a process of their own so that their
 * CPU never counts as the server's. Holds N WebSocket clients: plain `ws` clients for the
 * baseline, or real `socket.io-client` clients (`transports: ['websocket']`) that join one
 * vehicle room. Each client notes when a `bid:placed` arrives (wall clock, the same machine as the
 * server) against the event's `serverTime` (stamped by the server right after the commit) and
 * `createdAt` (stamped inside the bid transaction, before the insert).
 */
import { compactFramesAuth } from '@autolicit/shared';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { cpuSeconds, serveParent } from './ipc';

interface BidRecord { count: number; maxFromServerTime: number; maxFromCreatedAt: number; minFromServerTime: number }

const wsClients: WebSocket[] = [];
const sioClients: Socket[] = [];
let counting = false;
let deliveries = 0;
let perBid = new Map<number, BidRecord>();
let latencies: number[] = [];

function received(payload: { bidSeq: number; serverTime: string; createdAt: string }) {
  if (!counting) return;
  const now = Date.now();
  const fromServerTime = now - Date.parse(payload.serverTime);
  const fromCreatedAt = now - Date.parse(payload.createdAt);
  deliveries += 1;
  if (latencies.length < 2_000_000) latencies.push(fromServerTime);
  const record = perBid.get(payload.bidSeq);
  if (!record) perBid.set(payload.bidSeq, { count: 1, maxFromServerTime: fromServerTime, maxFromCreatedAt: fromCreatedAt, minFromServerTime: fromServerTime });
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
    const timer = setTimeout(() => { client.terminate(); reject(new Error('ws connect timeout')); }, 30_000);
    client.once('open', () => { clearTimeout(timer); wsClients.push(client); resolve(); });
    client.once('error', (error) => { clearTimeout(timer); reject(error); });
    client.on('message', (data) => {
      const [, payload] = JSON.parse(data.toString()) as [string, { bidSeq: number; serverTime: string; createdAt: string }];
      received(payload);
    });
  });
}

/**
 * Each watcher comes from an address of its own (X-Forwarded-For, which the bench's servers trust
 * from loopback), as real watchers do: from one address, the per-address join limit would refuse
 * all but the first 1,200.
 */
const clientAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function connectSio(url: string, origin: string, vehicleId: string, i: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'], reconnection: false, forceNew: true, extraHeaders: { Origin: origin, 'X-Forwarded-For': clientAddress(i) }, timeout: 30_000,
      auth: compactFramesAuth,
    });
    const timer = setTimeout(() => { socket.disconnect(); reject(new Error('socket.io connect/join timeout')); }, 30_000);
    socket.on('bid:placed', received);
    socket.once('connect_error', (error) => { clearTimeout(timer); reject(error); });
    socket.once('connect', () => {
      socket.emit('vehicle:join', { vehicleId }, (ack: { data?: unknown; error?: unknown }) => {
        clearTimeout(timer);
        if (!ack || !('data' in ack)) return reject(new Error(`join refused: ${JSON.stringify(ack)}`));
        sioClients.push(socket);
        resolve();
      });
    });
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

serveParent(
  {
    /** Opens `n` clients spread round-robin over `urls`, `parallel` handshakes at a time. */
    async connect(args: { kind: 'ws' | 'sio'; urls: string[]; n: number; vehicleId?: string; origin?: string; parallel?: number }) {
      const started = performance.now();
      let next = 0;
      let failed = 0;
      let firstError: string | undefined;
      const lane = async () => {
        while (next < args.n) {
          const i = next++;
          const url = args.urls[i % args.urls.length]!;
          try {
            if (args.kind === 'ws') await connectWs(url);
            else await connectSio(url, args.origin!, args.vehicleId!, i);
          } catch (error) {
            failed += 1;
            firstError ??= String(error);
          }
        }
      };
      await Promise.all(Array.from({ length: args.parallel ?? 100 }, lane));
      return { connected: wsClients.length + sioClients.length, failed, firstError, ms: Math.round(performance.now() - started) };
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
        deliveryP50: percentile(sorted, 50),
        deliveryP99: percentile(sorted, 99),
        openClients: wsClients.filter((c) => c.readyState === WebSocket.OPEN).length + sioClients.filter((s) => s.connected).length,
      };
    },
    async disconnectAll() {
      for (const client of wsClients.splice(0)) client.terminate();
      for (const socket of sioClients.splice(0)) socket.disconnect();
      return {};
    },
  },
  async () => {
    for (const client of wsClients.splice(0)) client.terminate();
    for (const socket of sioClients.splice(0)) socket.disconnect();
  },
);
