import { randomUUID } from 'node:crypto';
import { type Server as HttpServer, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type RedisConnection,
  createAuctionEventPublisher,
  createRedisConnection,
  createRedisRoomEmitter,
  duplicateRedisConnection,
  getSocketIoKey,
} from '@autolicit/messaging';
import { Server } from 'socket.io';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../test/test-waits';
import { createRoomAdapter, waitForRoomSubscriptions } from './room-adapter';

/*
 * Three Socket.IO nodes on the run's Redis (one server, or the private cluster when the suite runs
 * with TEST_REDIS_CLUSTER=1), each with the adapter the app uses: sharded pub/sub, local-first
 * broadcasts, the single-room walk. Clients join the rooms they name in their handshake.
 */
interface TestNode {
  io: Server;
  http: HttpServer;
  url: string;
  pub: RedisConnection;
  sub: RedisConnection;
  /** Channels of the messages this node's subscriber received. */
  heard: string[];
  unexpectedShape: number;
}

const redisPrefix = `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`;
const channelPrefix = getSocketIoKey(redisPrefix);
let base: RedisConnection;
const nodes: TestNode[] = [];
const clients: ClientSocket[] = [];

/** `subscribeDelayMs`: Redis slow to confirm this node's subscriptions (a loaded or failing-over shard). */
async function startNode(options: { subscribeDelayMs?: number } = {}): Promise<TestNode> {
  const pub = duplicateRedisConnection(base, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const sub = duplicateRedisConnection(base, { enableOfflineQueue: true, shardedSubscribers: true });
  const delay = options.subscribeDelayMs;
  if (delay !== undefined) {
    const client = sub as unknown as { ssubscribe: (...args: unknown[]) => Promise<unknown> };
    const ssubscribe = client.ssubscribe.bind(sub);
    client.ssubscribe = (...args) =>
      new Promise((resolve) => setTimeout(resolve, delay)).then(() => ssubscribe(...args));
  }
  const node: Partial<TestNode> & { heard: string[]; unexpectedShape: number } = { heard: [], unexpectedShape: 0 };
  sub.on('smessageBuffer', (channel: Buffer) => node.heard.push(channel.toString()));
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.adapter(
    createRoomAdapter(
      pub,
      sub,
      { channelPrefix, subscriptionMode: 'dynamic' },
      {
        onUnexpectedShape: () => {
          node.unexpectedShape += 1;
        },
        onSubscribeError: (error) => {
          throw error;
        },
      },
    ),
  );
  // As vehicle:join does: join, wait until this node hears the rooms, then answer.
  io.on('connection', async (socket) => {
    const rooms = (socket.handshake.auth as { rooms?: string[] }).rooms ?? [];
    await socket.join(rooms);
    await waitForRoomSubscriptions(socket, rooms);
    socket.emit('joined', rooms.length);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return Object.assign(node, { io, http, url, pub, sub });
}

/** A client on `node` in `rooms`, recording every event it gets as `event:payload`. */
async function connectTo(node: TestNode, rooms: string[]): Promise<{ socket: ClientSocket; got: string[] }> {
  const socket = connectClient(node.url, { transports: ['websocket'], auth: { rooms }, reconnection: false });
  clients.push(socket);
  const got: string[] = [];
  socket.onAny((event: string, payload: unknown) => got.push(`${event}:${JSON.stringify(payload)}`));
  await new Promise<void>((resolve, reject) => {
    socket.once('joined', () => resolve());
    socket.once('connect_error', reject);
  });
  got.length = 0;
  return { socket, got };
}

/**
 * Sharded subscriptions are made asynchronously after a join: probe through the room until every
 * listed client has heard it, so a test starts once every node is subscribed.
 */
async function waitUntilSubscribed(from: TestNode, room: string, listeners: { got: string[] }[]): Promise<void> {
  await waitFor(() => {
    from.io.to(room).emit('probe', room);
    return listeners.every((listener) => listener.got.some((entry) => entry.startsWith('probe:'))) || undefined;
  }, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const listener of listeners) listener.got.length = 0;
}

beforeAll(async () => {
  base = createRedisConnection(inject('redisTarget'), { maxRetriesPerRequest: 2 });
  for (let i = 0; i < 3; i += 1) nodes.push(await startNode());
});

afterEach(() => {
  for (const socket of clients.splice(0)) socket.disconnect();
});

afterAll(async () => {
  for (const node of nodes) {
    await new Promise<void>((resolve) => node.io.close(() => resolve()));
    await Promise.allSettled([node.pub.quit(), node.sub.quit()]);
  }
  await base.quit();
});

describe('the sharded room adapter', () => {
  it('takes the local-first broadcast and the single-room walk on every namespace', () => {
    expect(nodes.map((node) => node.unexpectedShape)).toEqual([0, 0, 0]);
  });

  it('answers a join once the node hears the room: the next broadcast from another node reaches the new member', async () => {
    const slow = await startNode({ subscribeDelayMs: 400 });
    nodes.push(slow);
    const [a] = nodes as [TestNode];
    const room = `vehicle:${randomUUID()}`;
    const started = Date.now();
    const member = await connectTo(slow, [room]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    a.io.to(room).emit('bid', 1);
    await waitFor(() => member.got.length === 1 || undefined, 3_000);
    expect(member.got).toEqual(['bid:1']);
  });

  it("delivers a room's broadcasts once, in order, to its members on every node, and only the nodes with members hear them", async () => {
    const [a, b, c] = nodes as [TestNode, TestNode, TestNode];
    const room = `vehicle:${randomUUID()}`;
    const compact = `vehicle-compact:${room.slice(8)}`;
    const onA = await connectTo(a, [room]);
    const onB = await connectTo(b, [room]);
    const compactOnB = await connectTo(b, [room, compact]);
    await waitUntilSubscribed(a, room, [onA, onB, compactOnB]);
    const heardByC = () => c.heard.filter((channel) => channel.includes(room)).length;
    const cBefore = heardByC();

    for (let seq = 1; seq <= 40; seq += 1) {
      if (seq % 2 === 0) a.io.to(room).except(compact).emit('bid', seq);
      else b.io.to(room).emit('bid', seq);
    }
    const all = Array.from({ length: 40 }, (_, i) => `bid:${i + 1}`);
    const odd = all.filter((_, i) => i % 2 === 0);
    await waitFor(() => (onA.got.length === 40 && onB.got.length === 40 && compactOnB.got.length === 20) || undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Each node's own and the other nodes' emits interleave; per origin the order is kept.
    expect(onA.got.filter((e) => odd.includes(e))).toEqual(odd);
    expect(onB.got.filter((e) => !odd.includes(e))).toEqual(all.filter((e) => !odd.includes(e)));
    expect(new Set(onA.got)).toEqual(new Set(all));
    expect(new Set(onB.got)).toEqual(new Set(all));
    expect(compactOnB.got).toEqual(odd);
    // C has no member of the room: it was never subscribed to the room's channel.
    expect(heardByC()).toBe(cBefore);
    expect(cBefore).toBe(0);
  });

  it("reaches members through the workers' emitter on every node, leaves the excepted room out, and disconnects across nodes", async () => {
    const [a, b] = nodes as [TestNode, TestNode];
    const vehicleId = randomUUID();
    const room = `vehicle:${vehicleId}`;
    const compact = `vehicle-compact:${vehicleId}`;
    const userId = randomUUID();
    const onA = await connectTo(a, [room]);
    const compactOnB = await connectTo(b, [room, compact]);
    const userOnB = await connectTo(b, [`user:${userId}`]);
    await waitUntilSubscribed(a, room, [onA, compactOnB]);
    await waitUntilSubscribed(a, `user:${userId}`, [userOnB]);

    const emitterRedis = duplicateRedisConnection(base, { enableOfflineQueue: true });
    try {
      const emitter = createRedisRoomEmitter(emitterRedis, redisPrefix);
      const events = createAuctionEventPublisher(emitter);
      emitter.to(room).except(compact).emit('whole', { n: 1 });
      emitter.to(compact).emit('compact', { n: 2 });
      emitter.to(`user:${userId}`).emit('note', { vehicleId });
      await waitFor(
        () => (onA.got.length === 1 && compactOnB.got.length === 1 && userOnB.got.length === 1) || undefined,
      );
      expect(onA.got).toEqual(['whole:{"n":1}']);
      expect(compactOnB.got).toEqual(['compact:{"n":2}']);
      expect(userOnB.got).toEqual([`note:${JSON.stringify({ vehicleId })}`]);

      const disconnected = new Promise((resolve) => userOnB.socket.once('disconnect', resolve));
      events.disconnectUser(userId);
      await expect(disconnected).resolves.toBe('io server disconnect');
      expect(onA.socket.connected).toBe(true);
    } finally {
      await emitterRedis.quit();
    }
  });

  it("delivers to the node's own members at once while its publish to the other nodes waits", async () => {
    const [a, b] = nodes as [TestNode, TestNode];
    const room = `vehicle:${randomUUID()}`;
    const onA = await connectTo(a, [room]);
    const onB = await connectTo(b, [room]);
    await waitUntilSubscribed(a, room, [onA, onB]);
    // A publish that cannot complete yet, as while a cluster elects a new primary: this node's
    // publishing connection holds its commands until released.
    const client = a.pub as unknown as { spublish: (...args: unknown[]) => Promise<number> };
    const spublish = client.spublish;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    client.spublish = (...args) => released.then(() => spublish.apply(a.pub, args));
    try {
      a.io.to(room).emit('bid', 1);
      await waitFor(() => onA.got.length === 1 || undefined);
      expect(onA.got).toEqual(['bid:1']);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onB.got).toEqual([]);
      release();
      await waitFor(() => onB.got.length === 1 || undefined);
      expect(onB.got).toEqual(['bid:1']);
    } finally {
      client.spublish = spublish;
    }
  });
});
