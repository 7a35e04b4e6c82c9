import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { type PlaceBidResultDto, type VehicleSnapshot, bidPlacedFrameSchema, userRoom } from '@autolicit/shared';
import { listUserFootprints } from '@autolicit/db';
import { sessionRoom as sessionRoomOf } from '@autolicit/messaging';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import {
  type TestServer, type TestSocket, command, connectSocket, nextEvent, signInCookie, startTestServer, waitForConnect,
} from '../../test/test-server';
import { TEST_ORIGIN } from '../../test/test-context';

let node: TestServer;
let seller: Awaited<ReturnType<typeof createUser>>;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let aliceCookie: string;
let bobCookie: string;
const open: TestSocket[] = [];

async function connect(options: { cookie?: string; origin?: string; wholeFacts?: boolean } = {}, target = node): Promise<TestSocket> {
  const socket = connectSocket(target.url, { origin: TEST_ORIGIN, ...options });
  open.push(socket);
  await waitForConnect(socket);
  return socket;
}

async function bidOverHttp(cookie: string, vehicleId: string, amount: string, target = node) {
  const response = await fetch(`${target.url}/api/vehicles/${vehicleId}/bids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ amount }),
  });
  return { status: response.status, body: (await response.json()) as PlaceBidResultDto };
}

beforeAll(async () => {
  node = await startTestServer();
  seller = await createUser(node.ctx);
  alice = await createUser(node.ctx);
  bob = await createUser(node.ctx);
  aliceCookie = await signInCookie(node.url, alice.email);
  bobCookie = await signInCookie(node.url, bob.email);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => node.close());

describe('vehicle rooms', () => {
  it('acknowledges vehicle:join with a fresh snapshot on the server clock', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '9000.00', reservePrice: '12000.00' });
    const visitor = await connect();
    const ack = await command<VehicleSnapshot>(visitor, 'vehicle:join', { vehicleId: vehicle.id });
    expect('data' in ack && ack.data).toMatchObject({
      vehicleId: vehicle.id, status: 'active', currentBid: '9000.00', bidCount: 0, minimumNextBid: '9100.00',
      hasReserve: true, isReserveMet: false, lastBids: [], auctionEndTime: vehicle.auctionEndTime.toISOString(), viewer: null,
    });
    const data = (ack as { data: VehicleSnapshot }).data;
    expect(Math.abs(Date.parse(data.serverTime) - Date.now())).toBeLessThan(2000);
    expect(JSON.stringify(data)).not.toContain('12000');
  });

  it("gives a bidder their own standing (alias, highest bid, leading) and nobody else's", async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '4000.00' });
    await bidOverHttp(aliceCookie, vehicle.id, '4100');
    await bidOverHttp(bobCookie, vehicle.id, '4300');
    await bidOverHttp(aliceCookie, vehicle.id, '4500');
    const snapshotFor = async (cookie?: string) =>
      ((await command<VehicleSnapshot>(await connect(cookie ? { cookie } : {}), 'vehicle:join', { vehicleId: vehicle.id })) as { data: VehicleSnapshot }).data;
    expect((await snapshotFor(aliceCookie)).viewer).toEqual({ bidderAlias: 'Bidder 1', highestBid: '4500.00', isLeading: true, maximum: null });
    expect((await snapshotFor(bobCookie)).viewer).toEqual({ bidderAlias: 'Bidder 2', highestBid: '4300.00', isLeading: false, maximum: null });
    expect((await snapshotFor()).viewer).toBeNull();
    const sellerCookie = await signInCookie(node.url, seller.email);
    expect((await snapshotFor(sellerCookie)).viewer).toBeNull();
  });

  it('answers bad input with an error acknowledgement, not a crash', async () => {
    const visitor = await connect();
    expect(await command(visitor, 'vehicle:join', { vehicleId: 'nope' })).toMatchObject({ error: { code: 'VALIDATION', message: 'Vehicle not found' } });
    expect(await command(visitor, 'vehicle:join', { vehicleId: randomUUID() })).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Vehicle not found' } });
    for (const payload of [null, 'x', 42, []]) {
      expect(await command(visitor, 'vehicle:join', payload)).toMatchObject({ error: { code: 'VALIDATION' } });
    }
    expect(visitor.connected).toBe(true);
  });

  it('delivers a bid placed over REST to every watcher once, after the commit: compact, or whole to a client that did not ask', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '5000.00', reservePrice: '9000.00' });
    const compact = [await connect(), await connect({ cookie: bobCookie })];
    const whole = await connect({ wholeFacts: true });
    const heard = new Map<TestSocket, unknown[]>();
    for (const w of [...compact, whole]) {
      await command(w, 'vehicle:join', { vehicleId: vehicle.id });
      heard.set(w, []);
      w.on('bid:placed', (event) => heard.get(w)!.push(event));
    }
    const received = [...compact, whole].map((w) => nextEvent(w, 'bid:placed'));
    const response = await bidOverHttp(aliceCookie, vehicle.id, '5100');
    expect(response.status).toBe(201);
    const [visitorFrame, bobFrame, fact] = await Promise.all(received);
    for (const frame of [visitorFrame, bobFrame]) {
      // Only the listed fields (strict), none of them private; the reserve (not met) is not mentioned.
      expect(bidPlacedFrameSchema.parse(frame)).toEqual({
        vehicleId: vehicle.id, bidId: response.body.bid!.id, bidSeq: 1, bidder: 1, amount: '5100.00', createdAt: response.body.bid!.createdAt,
        serverTime: expect.any(String),
      });
    }
    expect(fact).toEqual({
      vehicleId: vehicle.id, bidId: response.body.bid!.id, bidSeq: 1, bidderAlias: 'Bidder 1', amount: '5100.00', createdAt: response.body.bid!.createdAt,
      currentBid: '5100.00', bidCount: 1, minimumNextBid: '5200.00', isReserveMet: false, auctionEndTime: vehicle.auctionEndTime.toISOString(),
      isPurchase: false, isAutomatic: false, hasReserve: true, serverTime: expect.any(String),
    });
    for (const event of [visitorFrame, bobFrame, fact]) {
      expect(JSON.stringify(event)).not.toContain(alice.id);
      expect(JSON.stringify(event)).not.toContain('9000');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...heard.values()].map((events) => events.length)).toEqual([1, 1, 1]);
    // Both went out through the adapter's single-room walk (room-adapter.ts), not its own.
    expect(Object.hasOwn(node.sockets.io.of('/').adapter, 'apply')).toBe(true);
  });

  it('answers a crowd of joins arriving together with few shared reads, each snapshot still fresh', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '6000.00' });
    expect((await bidOverHttp(aliceCookie, vehicle.id, '6100')).status).toBe(201);
    const crowd = await Promise.all(Array.from({ length: 40 }, () => connect()));
    const reads = async () => (await node.ctx.metrics.snapshotReads.get()).values[0]?.value ?? 0;
    const before = await reads();
    const acks = await Promise.all(crowd.map((socket) => command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId: vehicle.id })));
    expect(acks.every((ack) => 'data' in ack && ack.data.bidCount === 1 && ack.data.currentBid === '6100.00')).toBe(true);
    expect(await reads() - before).toBeLessThan(20);
    // The next bid reaches every one of them: none was handed a read older than its join.
    const events = crowd.map((socket) => nextEvent(socket, 'bid:placed'));
    expect((await bidOverHttp(bobCookie, vehicle.id, '6200')).status).toBe(201);
    expect((await Promise.all(events)).every((event) => event.amount === '6200.00')).toBe(true);
  });

  it('stops delivering after vehicle:leave', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const watcher = await connect();
    await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    await command(watcher, 'vehicle:leave', { vehicleId: vehicle.id });
    const missed = nextEvent(watcher, 'bid:placed', 500);
    await bidOverHttp(aliceCookie, vehicle.id, '5100');
    await expect(missed).rejects.toThrow(/no bid:placed/);
  });
});

describe('bid:place', () => {
  it('places a bid with the same rules and answer as REST, and tells the other watcher', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '15200.00' });
    const aliceSocket = await connect({ cookie: aliceCookie });
    const watcher = await connect();
    await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    const event = nextEvent(watcher, 'bid:placed');
    const ack = await command<PlaceBidResultDto>(aliceSocket, 'bid:place', { vehicleId: vehicle.id, amount: '15300' });
    expect(ack).toMatchObject({ data: { fee: '350.00', total: '15650.00', bid: { amount: '15300.00', isMine: true } } });
    expect(await event).toMatchObject({ amount: '15300.00' });

    const tooLow = await command(aliceSocket, 'bid:place', { vehicleId: vehicle.id, amount: '15300' });
    expect(tooLow).toEqual({ error: { code: 'BID_TOO_LOW', message: 'Bid must be at least 15.400 €', messageKey: 'bid.tooLow', field: 'amount' } });
  });

  it('keeps where a socket bid came from (address and browser) for the shill-bid signals, and only then', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '8000.00' });
    const deviceId = 'Zm9vYmFyYmF6cXV4MTIzNA';
    const bidder = await createUser(node.ctx);
    const cookie = `${await signInCookie(node.url, bidder.email)}; autolicit.did=${deviceId}`;
    const socket = await connect({ cookie });
    const ack = await command<PlaceBidResultDto>(socket, 'bid:place', { vehicleId: vehicle.id, amount: '8100' });
    const bidId = 'data' in ack ? ack.data.bid?.id : undefined;
    expect(bidId).toBeTruthy();
    expect(await command(socket, 'bid:place', { vehicleId: vehicle.id, amount: '8100' })).toMatchObject({ error: { code: 'BID_TOO_LOW' } });
    const bids = (await listUserFootprints(node.ctx.db, bidder.id)).filter((f) => f.kind === 'bid');
    expect(bids).toEqual([expect.objectContaining({ vehicleId: vehicle.id, bidId, deviceId, ip: expect.stringMatching(/127\.0\.0\.1$/) })]);
  });

  it('refuses a signed-out socket with an Unauthorized error', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id });
    const visitor = await connect();
    const ack = await command(visitor, 'bid:place', { vehicleId: vehicle.id, amount: '20000' });
    expect(ack).toMatchObject({ error: { code: 'UNAUTHORIZED', message: expect.stringContaining('Unauthorized') } });
  });

  it('refuses malformed amounts with the bid message', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id });
    const socket = await connect({ cookie: aliceCookie });
    for (const amount of [20000, '1e5', '-1', '20000.50']) {
      const ack = await command(socket, 'bid:place', { vehicleId: vehicle.id, amount });
      expect(ack).toMatchObject({ error: { code: 'VALIDATION', message: 'Bid amount must be a whole number of euros' } });
    }
  });

  it('bids once for a resent clientBidId', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const socket = await connect({ cookie: aliceCookie });
    const payload = { vehicleId: vehicle.id, amount: '1100', clientBidId: `c-${randomUUID()}` };
    const [first, second] = await Promise.all([command(socket, 'bid:place', payload), command(socket, 'bid:place', payload)]);
    expect(second).toEqual(first);
    const snapshot = await command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId: vehicle.id });
    expect((snapshot as { data: VehicleSnapshot }).data.bidCount).toBe(1);
  });

  it('tells the previous high bidder they were outbid, in their user room', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '3000.00', make: 'Audi', model: 'A4', year: 2018 });
    const aliceSocket = await connect({ cookie: aliceCookie });
    await bidOverHttp(aliceCookie, vehicle.id, '3100');
    const outbid = nextEvent(aliceSocket, 'bid:outbid');
    await bidOverHttp(bobCookie, vehicle.id, '3500');
    expect(await outbid).toMatchObject({
      vehicleId: vehicle.id, make: 'Audi', model: 'A4', year: 2018, yourBid: '3100.00', currentBid: '3500.00', minimumNextBid: '3600.00',
    });
  });

  it('tells the seller about each bid on their listing, in their user room only', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '6000.00', make: 'Ford', model: 'Focus', year: 2017 });
    const sellerSocket = await connect({ cookie: await signInCookie(node.url, seller.email) });
    const bobSocket = await connect({ cookie: bobCookie });
    const received = nextEvent(sellerSocket, 'listing:bid-received');
    let bobHeard = false;
    bobSocket.on('listing:bid-received', () => (bobHeard = true));
    await bidOverHttp(aliceCookie, vehicle.id, '6100');
    expect(await received).toMatchObject({
      vehicleId: vehicle.id, make: 'Ford', model: 'Focus', year: 2017, amount: '6100.00', currentBid: '6100.00', bidCount: 1,
    });
    await bidOverHttp(bobCookie, vehicle.id, '6300');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobHeard).toBe(false);
  });

  it('announces an anti-sniping extension to the room: in the bid itself for compact clients, as auction:extended for the others', async () => {
    const end = new Date(Date.now() + 90_000);
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00', auctionEndTime: end });
    const watcher = await connect();
    const oldTab = await connect({ wholeFacts: true });
    for (const w of [watcher, oldTab]) await command(w, 'vehicle:join', { vehicleId: vehicle.id });
    const placed = nextEvent(watcher, 'bid:placed');
    const notExtended = nextEvent(watcher, 'auction:extended', 500);
    const extended = nextEvent(oldTab, 'auction:extended');
    const { body } = await bidOverHttp(aliceCookie, vehicle.id, '1100');
    const frame = await placed;
    expect(frame.auctionEndTime).toBe(body.vehicle.auctionEndTime);
    expect(Date.parse(frame.auctionEndTime!)).toBeGreaterThan(end.getTime());
    // No reserve: any bid meets it, so the frame need not say so.
    expect(frame).not.toHaveProperty('isReserveMet');
    await expect(notExtended).rejects.toThrow(/no auction:extended/);
    const event = await extended;
    expect(event.previousEndTime).toBe(end.toISOString());
    expect(event.auctionEndTime).toBe(body.vehicle.auctionEndTime);
  });

  it('closes a buy-now purchase at once for the room, the buyer and the seller', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '20000.00', buyNowPrice: '25000.00' });
    const sellerSocket = await connect({ cookie: await signInCookie(node.url, seller.email) });
    const bobSocket = await connect({ cookie: bobCookie });
    const watcher = await connect();
    await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    const closed = nextEvent(watcher, 'auction:closed');
    const won = nextEvent(bobSocket, 'auction:won');
    const sold = nextEvent(sellerSocket, 'auction:sold');
    const ack = await command<PlaceBidResultDto>(bobSocket, 'bid:place', { vehicleId: vehicle.id, amount: '25000' });
    expect(ack).toMatchObject({ data: { isPurchase: true } });
    expect(await closed).toMatchObject({ status: 'sold', finalPrice: '25000.00' });
    expect(await won).toMatchObject({ finalPrice: '25000.00', fee: '450.00', total: '25450.00' });
    expect(await sold).toMatchObject({ finalPrice: '25000.00' });
  });
});

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
    expect(node.sockets.io.sockets.sockets.get(old.id!)!.data).toMatchObject({ userId: undefined, compactFrames: false });
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
      expect((await bidOverHttp(await signInCookie(other.url, alice.email), vehicle.id, '1100', other)).status).toBe(201);
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
    const [first, second] = [await startTestServer({ redisPrefix: prefix }), await startTestServer({ redisPrefix: prefix })];
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
      for (const [a, b] of [[client, upstream], [upstream, client]] as const) a.on('error', () => b.destroy()).on('close', () => b.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    try {
      const socket = await connect({}, { ...node, url: `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}` });
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
