import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { type PlaceBidResultDto, type VehicleSnapshot } from '@autolicit/shared';
import { scheduleAuctionClose } from '@autolicit/messaging';
import { describe, expect, it } from 'vitest';
import { useLiveNode } from '../../test/live-node';
import { createUser, createVehicle } from '../../test/factories';
import { TEST_ORIGIN, TestClock } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';
import { type TestSocket, command, connectSocket, signInCookie, waitForConnect } from '../../test/test-server';

/**
 * Maximum bids over Socket.IO on a real server with the close workers in-process, real
 * PostgreSQL (a database of this file's own, for the sweeper) and real Redis.
 */
const live = useLiveNode();

/** Every frame a socket receives, as JSON text, to search for what it must never be sent. */
function recordFrames(socket: TestSocket): string[] {
  const frames: string[] = [];
  socket.onAny((event: string, payload: unknown) => frames.push(JSON.stringify([event, payload])));
  return frames;
}

async function connected(cookie?: string): Promise<TestSocket> {
  const socket = connectSocket(live.node.url, { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
  await waitForConnect(socket);
  return socket;
}

async function join(socket: TestSocket, vehicleId: string): Promise<VehicleSnapshot> {
  const ack = await command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId });
  if (!('data' in ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
  return ack.data;
}

async function placeOverSocket(socket: TestSocket, payload: Record<string, unknown>): Promise<PlaceBidResultDto> {
  const ack = await command<PlaceBidResultDto>(socket, 'bid:place', payload);
  if (!('data' in ack)) throw new Error(`bid refused: ${JSON.stringify(ack)}`);
  return ack.data;
}

describe('maximum bids over sockets', () => {
  it('never sends a maximum to a watcher, the other bidder or the seller; only its owner gets it back', async () => {
    const [seller, alice, bob] = await Promise.all([
      createUser(live.node.ctx),
      createUser(live.node.ctx),
      createUser(live.node.ctx),
    ]);
    const [sellerCookie, aliceCookie, bobCookie] = await Promise.all(
      [seller, alice, bob].map((u) => signInCookie(live.node.url, u.email)),
    );
    const vehicle = await createVehicle(live.node.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const [watcher, sellerSocket, aliceSocket, bobSocket] = await Promise.all([
      connected(),
      connected(sellerCookie),
      connected(aliceCookie),
      connected(bobCookie),
    ]);
    try {
      const spied = [watcher, sellerSocket, bobSocket].map(recordFrames);
      for (const socket of [watcher, sellerSocket, aliceSocket, bobSocket]) await join(socket, vehicle.id);

      // A distinctive maximum, so any leak of it is found by a plain text search.
      const own = await placeOverSocket(aliceSocket, {
        vehicleId: vehicle.id,
        maxAmount: '17777',
        clientBidId: `alice-${vehicle.id}`,
      });
      expect(own).toMatchObject({ isLeading: true, maximum: '17777.00' });
      const bobAnswers = [
        await placeOverSocket(bobSocket, { vehicleId: vehicle.id, amount: '12000' }),
        await placeOverSocket(bobSocket, { vehicleId: vehicle.id, amount: '15000' }),
      ];
      for (const answer of bobAnswers)
        expect(answer).toMatchObject({ isLeading: false, outbidByAutomatic: true, maximum: null });
      expect(bobAnswers[1]!.vehicle.currentBid).toBe('15100.00');

      // Rejoining (as after a reconnect) gives each their own standing only.
      const [bobSnapshot, aliceSnapshot, watcherSnapshot] = [
        await join(bobSocket, vehicle.id),
        await join(aliceSocket, vehicle.id),
        await join(watcher, vehicle.id),
      ];
      expect(aliceSnapshot.viewer).toMatchObject({ isLeading: true, maximum: '17777.00' });
      expect(bobSnapshot.viewer).toMatchObject({ isLeading: false, maximum: null, highestBid: '15000.00' });
      expect(watcherSnapshot.viewer).toBeNull();

      // Wait for the last automatic bid to reach the watcher, then search everything received.
      await waitFor(async () => (spied[0]!.some((f) => f.includes('"bidSeq":5')) ? true : undefined));
      const received = [
        ...spied.flat(),
        JSON.stringify(bobAnswers),
        JSON.stringify(bobSnapshot),
        JSON.stringify(watcherSnapshot),
      ].join('\n');
      expect(received).toContain('"isAutomatic":true');
      expect(received).not.toContain('17777');
      expect(received).not.toMatch(/maximum":"\d/);
    } finally {
      for (const socket of [watcher, sellerSocket, aliceSocket, bobSocket]) socket.disconnect();
    }
  });

  it('a counter-bid in the final minutes moves the end, and the close job closes at the new end for the maximum holder', async () => {
    const [seller, alice, bob] = await Promise.all([
      createUser(live.node.ctx),
      createUser(live.node.ctx),
      createUser(live.node.ctx),
    ]);
    const [aliceCookie, bobCookie] = await Promise.all([alice, bob].map((u) => signInCookie(live.node.url, u.email)));
    const end = new Date(Date.now() + 2500);
    const vehicle = await createVehicle(live.node.ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      auctionEndTime: end,
    });
    await scheduleAuctionClose(live.node.ctx.queues.auctionClose, vehicle.id, end, new Date());
    const [aliceSocket, bobSocket] = await Promise.all([connected(aliceCookie), connected(bobCookie)]);
    const realClock = live.node.ctx.clock;
    try {
      // Anti-sniping moves the end to bid time + 2 min. The bids are stamped by the server's clock
      // only (the workers keep real time): Alice's maximum 121 s before the real end (no move), Bob's
      // hand bid 119 s before it, so the counter-bid moves the end to 1 s after the real one
      // instead of making the test wait two minutes.
      const clock = new TestClock();
      live.node.ctx.clock = clock;
      clock.set(new Date(end.getTime() - 121_000));
      await placeOverSocket(aliceSocket, { vehicleId: vehicle.id, maxAmount: '20000' });
      clock.set(new Date(end.getTime() - 119_000));
      const answer = await placeOverSocket(bobSocket, { vehicleId: vehicle.id, amount: '13000' });
      live.node.ctx.clock = realClock;
      const newEnd = new Date(end.getTime() + 1000);
      expect(answer).toMatchObject({
        isLeading: false,
        outbidByAutomatic: true,
        vehicle: { currentBid: '13100.00', auctionEndTime: newEnd.toISOString() },
      });

      await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 500));
      expect((await findVehicleById(live.node.ctx.db, vehicle.id))!.status).toBe('active');
      const closed = await waitFor(async () => {
        const row = await findVehicleById(live.node.ctx.db, vehicle.id);
        return row?.status === 'sold' ? row : undefined;
      });
      expect(closed.closedAt!.getTime()).toBeGreaterThanOrEqual(newEnd.getTime());
      expect(await findTransactionByVehicleId(live.node.ctx.db, vehicle.id)).toMatchObject({
        buyerId: alice.id,
        finalPrice: '13100.00',
      });
    } finally {
      live.node.ctx.clock = realClock;
      aliceSocket.disconnect();
      bobSocket.disconnect();
    }
  });
});
