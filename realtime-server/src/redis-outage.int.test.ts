import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { scheduleAuctionClose } from '@autolicit/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../../test/faults/lib/private-redis';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../test/isolated-database';
import { startInProcessWorkers } from './in-process-workers';
import { createUser, createVehicle } from './test/factories';
import {
  type TestServer,
  type TestSocket,
  command,
  connectSocket,
  nextEvent,
  signInCookie,
  startTestServer,
  waitForConnect,
} from './test/test-server';
import { TEST_ORIGIN } from './test/test-context';

/**
 * A Redis server of this file's own (the machine's is shared by every test file), stopped and
 * started again under two running nodes and their workers: nothing may be left overdue and
 * cross-node events must flow again. Then the same Redis is flushed empty.
 */
let redis: PrivateRedis;
let database: IsolatedDatabase;
let first: TestServer;
let second: TestServer;
let workers: { close(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(100);
  }
}

beforeAll(async () => {
  redis = await startPrivateRedis({ appendOnly: true });
  const target = { kind: 'single', url: redis.url } as const;
  database = await createIsolatedDatabase();
  const redisPrefix = 'outage-test:';
  first = await startTestServer({ databaseUrl: database.url, redis: target, redisPrefix });
  second = await startTestServer({ databaseUrl: database.url, redis: target, redisPrefix });
  workers = await startInProcessWorkers(first.ctx, { sweepEveryMs: 1000 });
}, 60_000);

afterAll(async () => {
  await workers?.close();
  await first?.close();
  await second?.close();
  await database?.drop();
  await redis?.destroy();
});

async function expectCrossNodeDelivery(watcher: TestSocket, vehicleId: string, cookie: string, amount: string) {
  // After an outage the adapter re-subscribes on its own; retry the bid's delivery a few times.
  await waitFor(async () => {
    const event = nextEvent(watcher, 'bid:placed', 1500).catch(() => undefined);
    const response = await fetch(`${second.url}/api/vehicles/${vehicleId}/bids`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
      body: JSON.stringify({ amount }),
    });
    if (response.status !== 201) return false;
    return (await event)?.vehicleId === vehicleId;
  }, 15_000);
}

describe('Redis outage', () => {
  it('resumes after 20 s down: the auction that ended meanwhile is extended, not closed, and cross-node events flow again', async () => {
    const seller = await createUser(first.ctx);
    const bidder = await createUser(first.ctx);
    const watched = await createVehicle(first.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const end = new Date(Date.now() + 5000);
    const ending = await createVehicle(first.ctx, {
      sellerId: seller.id,
      startingBid: '5000.00',
      currentBid: '6000.00',
      bidCount: 1,
      highBidderId: bidder.id,
      auctionEndTime: end,
    });
    await scheduleAuctionClose(first.ctx.queues.auctionClose, ending.id, end, new Date());

    const cookie = await signInCookie(second.url, bidder.email);
    const watcher = connectSocket(first.url, { origin: TEST_ORIGIN });
    const bidderSocket = connectSocket(second.url, { origin: TEST_ORIGIN, cookie });
    try {
      await Promise.all([waitForConnect(watcher), waitForConnect(bidderSocket)]);
      await command(watcher, 'vehicle:join', { vehicleId: watched.id });

      await redis.stop();
      const outageStarted = Date.now();
      await sleep(1000);
      // Degraded, not dead: readiness says why, signed-in HTTP answers 503 with Retry-After at
      // once, and a socket bid is refused clearly (and stored nowhere).
      const ready = await fetch(`${first.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await ready.json()) as unknown).toMatchObject({
        checks: { redis: false, database: true },
        reason: expect.stringContaining('Redis'),
      });
      const startedAt = Date.now();
      const me = await fetch(`${second.url}/api/auth/me`, { headers: { Cookie: cookie, Origin: TEST_ORIGIN } });
      expect([me.status, me.headers.get('retry-after'), Date.now() - startedAt < 1500]).toEqual([503, '5', true]);
      expect((await me.json()) as unknown).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        messageKey: 'errors.serviceUnavailable',
      });
      const refused = await command(bidderSocket, 'bid:place', {
        vehicleId: watched.id,
        amount: '1100',
        clientBidId: 'outage-bid-1',
      });
      expect(refused).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
      expect((await findVehicleById(first.ctx.db, watched.id))!.bidCount).toBe(0);

      await sleep(20_000 - (Date.now() - outageStarted));
      expect((await findVehicleById(first.ctx.db, ending.id))!.status).toBe('active');
      await redis.start();
      const back = Date.now();

      // Bidding resumes within 5 s of Redis returning, on the socket that lived through it, and
      // the watcher on the other node sees it.
      const seen = nextEvent(watcher, 'bid:placed', 10_000);
      const accepted = await waitFor(async () => {
        const ack = await command<{ bid: { amount: string } }>(bidderSocket, 'bid:place', {
          vehicleId: watched.id,
          amount: '1100',
          clientBidId: 'outage-bid-2',
        });
        return 'data' in ack ? ack : undefined;
      }, 5_000);
      expect(Date.now() - back).toBeLessThan(5_000);
      expect(accepted).toMatchObject({ data: { bid: { amount: '1100.00' } } });
      expect((await seen).amount).toBe('1100.00');

      // Nobody loses an auction to our outage: the one that ended meanwhile is not closed but
      // extended to (Redis back) + 2 minutes, by the workers' outage monitor.
      const extended = await waitFor(async () => {
        const row = await findVehicleById(first.ctx.db, ending.id);
        return row && row.auctionEndTime.getTime() > end.getTime() ? row : undefined;
      }, 10_000);
      expect(extended.status).toBe('active');
      expect(Math.abs(extended.auctionEndTime.getTime() - (back + 2 * 60_000))).toBeLessThan(1_500);
      expect(await findTransactionByVehicleId(first.ctx.db, ending.id)).toBeNull();

      // Sessions live in Redis, which kept them (append-only file): the same cookie still works.
      await expectCrossNodeDelivery(watcher, watched.id, cookie, '1200');
    } finally {
      watcher.disconnect();
      bidderSocket.disconnect();
    }
  }, 90_000);

  it('recovers from a Redis flushed empty: the sweeper comes back and closes every due auction exactly once', async () => {
    const seller = await createUser(first.ctx);
    const bidder = await createUser(first.ctx);
    const soon = new Date(Date.now() + 2000);
    const scheduled = await createVehicle(first.ctx, {
      sellerId: seller.id,
      currentBid: '11000.00',
      bidCount: 2,
      highBidderId: bidder.id,
      auctionEndTime: soon,
    });
    await scheduleAuctionClose(first.ctx.queues.auctionClose, scheduled.id, soon, new Date());

    await redis.flushAll();
    // Overdue with no job at all, as if its job had been lost long ago.
    const overdue = await createVehicle(first.ctx, {
      sellerId: seller.id,
      currentBid: '10500.00',
      bidCount: 1,
      highBidderId: bidder.id,
      auctionEndTime: new Date(Date.now() - 1000),
    });

    for (const vehicle of [scheduled, overdue]) {
      await waitFor(async () => (await findVehicleById(first.ctx.db, vehicle.id))?.status === 'sold', 20_000);
      expect(await findTransactionByVehicleId(first.ctx.db, vehicle.id)).toMatchObject({ buyerId: bidder.id });
    }
  }, 60_000);
});
