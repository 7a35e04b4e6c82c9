import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { scheduleAuctionClose } from '@autolicit/messaging';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../test/isolated-database';
import { startInProcessWorkers } from '../in-process-workers';
import { createUser, createVehicle } from '../test/factories';
import { type TestServer, type TestSocket, command, connectSocket, nextEvent, signInCookie, startTestServer, waitForConnect } from '../test/test-server';
import { TEST_ORIGIN } from '../test/test-context';

/**
 * A Redis server of this file's own (the machine's is shared by every test file), stopped and
 * started again under two running nodes and their workers: nothing may be left overdue and
 * cross-node events must flow again. Then the same Redis is flushed empty.
 */
const port = 20_000 + Math.floor(Math.random() * 20_000);
const redisUrl = `redis://127.0.0.1:${port}`;
const redisDir = mkdtempSync(path.join(tmpdir(), 'autolicit-redis-'));
let redisProcess: ChildProcess | undefined;
let database: IsolatedDatabase;
let first: TestServer;
let second: TestServer;
let workers: { close(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis(): Promise<void> {
  redisProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--dir', redisDir, '--hz', '100'], {
    stdio: 'ignore',
  });
  const probe = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
  probe.on('error', () => undefined); // refused while the server starts: retried below
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return;
    } catch {
      await sleep(50);
    }
  }
  throw new Error('redis-server did not start');
}

async function stopRedis(): Promise<void> {
  const exited = new Promise((resolve) => redisProcess!.once('exit', resolve));
  redisProcess!.kill('SIGTERM');
  await exited;
}

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
  await startRedis();
  database = await createIsolatedDatabase();
  const redisPrefix = 'outage-test:';
  first = await startTestServer({ databaseUrl: database.url, redisUrl, redisPrefix });
  second = await startTestServer({ databaseUrl: database.url, redisUrl, redisPrefix });
  workers = await startInProcessWorkers(first.ctx, { sweepEveryMs: 1000 });
}, 60_000);

afterAll(async () => {
  await workers?.close();
  await first?.close();
  await second?.close();
  await database?.drop();
  redisProcess?.kill('SIGKILL');
  rmSync(redisDir, { recursive: true, force: true });
});

async function expectCrossNodeDelivery(watcher: TestSocket, vehicleId: string, cookie: string, amount: string) {
  // After an outage the adapter re-subscribes on its own; retry the bid's delivery a few times.
  await waitFor(async () => {
    const event = nextEvent(watcher, 'bid:placed', 1500).catch(() => undefined);
    const response = await fetch(`${second.url}/api/vehicles/${vehicleId}/bids`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie }, body: JSON.stringify({ amount }),
    });
    if (response.status !== 201) return false;
    return (await event)?.vehicleId === vehicleId;
  }, 15_000);
}

describe('Redis outage', () => {
  it('resumes after 20 s down: the auction that ended meanwhile closes once, and cross-node events flow again', async () => {
    const seller = await createUser(first.ctx);
    const bidder = await createUser(first.ctx);
    const watched = await createVehicle(first.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const end = new Date(Date.now() + 5000);
    const ending = await createVehicle(first.ctx, {
      sellerId: seller.id, startingBid: '5000.00', currentBid: '6000.00', bidCount: 1, highBidderId: bidder.id, auctionEndTime: end,
    });
    await scheduleAuctionClose(first.ctx.queues.auctionClose, ending.id, end, new Date());

    const watcher = connectSocket(first.url, { origin: TEST_ORIGIN });
    try {
      await waitForConnect(watcher);
      await command(watcher, 'vehicle:join', { vehicleId: watched.id });

      await stopRedis();
      await sleep(20_000);
      expect((await findVehicleById(first.ctx.db, ending.id))!.status).toBe('active');
      await startRedis();

      const closed = await waitFor(async () => {
        const row = await findVehicleById(first.ctx.db, ending.id);
        return row?.status === 'sold' ? row : undefined;
      }, 20_000);
      expect(closed.closedAt!.getTime()).toBeGreaterThan(end.getTime());
      expect(await findTransactionByVehicleId(first.ctx.db, ending.id)).toMatchObject({ buyerId: bidder.id, finalPrice: '6000.00' });

      // Sessions live in Redis, which kept them (append-only file): the same cookie still works.
      const cookie = await signInCookie(second.url, bidder.email);
      await expectCrossNodeDelivery(watcher, watched.id, cookie, '1100');
    } finally {
      watcher.disconnect();
    }
  }, 90_000);

  it('recovers from a Redis flushed empty: the sweeper comes back and closes every due auction exactly once', async () => {
    const seller = await createUser(first.ctx);
    const bidder = await createUser(first.ctx);
    const soon = new Date(Date.now() + 2000);
    const scheduled = await createVehicle(first.ctx, {
      sellerId: seller.id, currentBid: '11000.00', bidCount: 2, highBidderId: bidder.id, auctionEndTime: soon,
    });
    await scheduleAuctionClose(first.ctx.queues.auctionClose, scheduled.id, soon, new Date());

    const admin = new Redis(redisUrl);
    await admin.flushall();
    await admin.quit();
    // Overdue with no job at all, as if its job had been lost long ago.
    const overdue = await createVehicle(first.ctx, {
      sellerId: seller.id, currentBid: '10500.00', bidCount: 1, highBidderId: bidder.id, auctionEndTime: new Date(Date.now() - 1000),
    });

    for (const vehicle of [scheduled, overdue]) {
      await waitFor(async () => (await findVehicleById(first.ctx.db, vehicle.id))?.status === 'sold', 20_000);
      expect(await findTransactionByVehicleId(first.ctx.db, vehicle.id)).toMatchObject({ buyerId: bidder.id });
    }
  }, 60_000);
});
