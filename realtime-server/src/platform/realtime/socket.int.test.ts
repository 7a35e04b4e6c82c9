import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { type VehicleSnapshot, userRoom } from '@autolicit/shared';
import { sessionRoom as sessionRoomOf } from '@autolicit/messaging';
import { describe, expect, inject, it } from 'vitest';
import { createVehicle } from '../../test/factories';
import {
  command,
  connectSocket,
  nextEvent,
  signInCookie,
  startTestServer,
  waitForConnect,
} from '../../test/test-server';
import { TEST_ORIGIN } from '../../test/test-context';
import {
  alice,
  aliceCookie,
  bidOverHttp,
  bobCookie,
  connect,
  node,
  open,
  seller,
  useSocketScene,
} from '../../test/socket-scene';

useSocketScene();

describe('handshake and sessions', () => {
  it('refuses a foreign Origin', async () => {
    const socket = connectSocket(node.url, { origin: 'https://evil.example' });
    open.push(socket);
    await expect(waitForConnect(socket)).rejects.toThrow();
  });

  it('keeps of its handshake only what socket.data holds (the request and its headers are dropped)', async () => {
    const client = await connect({ cookie: aliceCookie });
    const server = node.sockets.io.sockets.sockets.get(client.id!)!;
    expect(server.data).toMatchObject({ userId: alice.id, compactFrames: true, ip: expect.any(String) });
    expect(server.conn.request).toBeNull();
    expect(server.handshake).toMatchObject({ headers: {}, query: {}, auth: {}, url: '' });
    // Rooms it needs only: the user's and the session's, not one of its own id.
    expect([...server.rooms].sort()).toEqual([sessionRoomOf(server.data.sessionId!), userRoom(alice.id)].sort());
    expect(node.sockets.io.sockets.adapter.rooms.has(client.id!)).toBe(false);
    const old = await connect({ wholeFacts: true });
    expect(node.sockets.io.sockets.sockets.get(old.id!)!.data).toMatchObject({
      userId: undefined,
      compactFrames: false,
    });
  });

  it('disconnects the sockets of a session that logs out', async () => {
    const cookie = await signInCookie(node.url, alice.email);
    const socket = await connect({ cookie });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await fetch(`${node.url}/api/auth/logout`, { method: 'POST', headers: { Origin: TEST_ORIGIN, Cookie: cookie } });
    await expect(disconnected).resolves.toBeDefined();
  });

  it('gives a reconnecting client the latest state on re-join', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const socket = await connect();
    await command(socket, 'vehicle:join', { vehicleId: vehicle.id });
    socket.disconnect();
    await bidOverHttp(aliceCookie, vehicle.id, '1100');
    await bidOverHttp(bobCookie, vehicle.id, '1300');
    socket.connect();
    await waitForConnect(socket);
    const ack = await command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId: vehicle.id });
    const snapshot = (ack as { data: VehicleSnapshot }).data;
    expect([snapshot.currentBid, snapshot.bidCount]).toEqual(['1300.00', 2]);
    expect(snapshot.lastBids.map((b) => b.amount)).toEqual(['1300.00', '1100.00']);
  });

  it('drops a client that sends an oversized message', async () => {
    const socket = await connect({ cookie: aliceCookie });
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    socket.emit('bid:place', { vehicleId: randomUUID(), amount: '1'.repeat(10_000) } as never, () => undefined);
    await expect(disconnected).resolves.toBeDefined();
  });
});

describe('WebSocket engines', () => {
  it('starts with SOCKET_WS_ENGINE=eiows even where eiows is not installed: on ws, and serves the room', async () => {
    const other = await startTestServer({ env: { SOCKET_WS_ENGINE: 'eiows' } });
    try {
      expect(other.sockets.wsEngine).toBe('ws');
      const vehicle = await createVehicle(other.ctx, { sellerId: seller.id, startingBid: '1000.00' });
      const watcher = await connect({}, other);
      expect(await command(watcher, 'vehicle:join', { vehicleId: vehicle.id })).toHaveProperty('data');
      const event = nextEvent(watcher, 'bid:placed');
      expect((await bidOverHttp(await signInCookie(other.url, alice.email), vehicle.id, '1100', other)).status).toBe(
        201,
      );
      expect(await event).toMatchObject({ vehicleId: vehicle.id, amount: '1100.00' });
    } finally {
      for (const socket of open.splice(0)) socket.disconnect();
      await other.close();
    }
  });
});

describe('several nodes', () => {
  it('delivers a bid made on one node to a watcher on another', async () => {
    const prefix = `${inject('redisPrefix')}cluster-${randomUUID().slice(0, 6)}:`;
    const [first, second] = [
      await startTestServer({ redisPrefix: prefix }),
      await startTestServer({ redisPrefix: prefix }),
    ];
    try {
      const vehicle = await createVehicle(first.ctx, { sellerId: seller.id, startingBid: '1000.00' });
      const watcher = await connect({}, first);
      await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
      const event = nextEvent(watcher, 'bid:placed');
      const cookie = await signInCookie(second.url, alice.email);
      expect((await bidOverHttp(cookie, vehicle.id, '1100', second)).status).toBe(201);
      expect(await event).toMatchObject({ vehicleId: vehicle.id, amount: '1100.00' });
    } finally {
      for (const socket of open.splice(0)) socket.disconnect();
      await first.close();
      await second.close();
    }
  });
});

describe('heartbeat', () => {
  it('lets a client notice a half-open connection (nothing arrives, no FIN) within about 5 s', async () => {
    // A TCP relay that can go silent both ways while keeping the sockets open, like a phone whose
    // network vanished without closing anything.
    let silent = false;
    const target = new URL(node.url);
    const sockets: net.Socket[] = [];
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      sockets.push(client, upstream);
      client.on('data', (chunk) => void (silent || upstream.write(chunk)));
      upstream.on('data', (chunk) => void (silent || client.write(chunk)));
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const)
        a.on('error', () => b.destroy()).on('close', () => b.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const socket = await connect(
        {},
        { ...node, url: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}` },
      );
      const dropped = new Promise<{ reason: string; afterMs: number }>((resolve) => {
        const start = Date.now();
        socket.once('disconnect', (reason) => resolve({ reason, afterMs: Date.now() - start }));
      });
      silent = true;
      const { reason, afterMs } = await dropped;
      expect(reason).toBe('ping timeout');
      expect(afterMs).toBeLessThanOrEqual(5_500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
    }
  });
});
