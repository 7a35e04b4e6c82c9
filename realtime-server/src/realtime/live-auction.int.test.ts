import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { scheduleAuctionClose } from '@autolicit/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../test/isolated-database';
import { startInProcessWorkers } from '../in-process-workers';
import { createUser, createVehicle } from '../test/factories';
import { type TestServer, command, connectSocket, nextEvent, signInCookie, startTestServer, waitForConnect } from '../test/test-server';
import { TEST_METRICS_TOKEN, TEST_ORIGIN } from '../test/test-context';
import { readMailsTo, waitFor } from '../test/test-waits';

/**
 * The whole live path in one process: REST and Socket.IO on a real server, the BullMQ workers
 * in-process (as in embedded mode), real PostgreSQL (a database of this file's own, since the
 * sweeper closes every overdue auction it sees) and real Redis.
 */
let database: IsolatedDatabase;
let node: TestServer;
let workers: { close(): Promise<void> };

beforeAll(async () => {
  database = await createIsolatedDatabase();
  node = await startTestServer({ databaseUrl: database.url, env: { METRICS_TOKEN: TEST_METRICS_TOKEN } });
  workers = await startInProcessWorkers(node.ctx);
});
afterAll(async () => {
  await workers?.close();
  await node?.close();
  await database?.drop();
});

const mailsTo = (email: string) => readMailsTo(node.ctx.config.mailDir, email);

async function bid(cookie: string, vehicleId: string, amount: string) {
  const response = await fetch(`${node.url}/api/vehicles/${vehicleId}/bids`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie }, body: JSON.stringify({ amount }),
  });
  expect(response.status).toBe(201);
}

async function signInAll(...users: { email: string }[]) {
  return Promise.all(users.map((u) => signInCookie(node.url, u.email)));
}

describe('a live auction', () => {
  it('queues an email to the outbid bidder and writes it', async () => {
    const seller = await createUser(node.ctx);
    const alice = await createUser(node.ctx);
    const bob = await createUser(node.ctx);
    const [aliceCookie, bobCookie] = (await signInAll(alice, bob)) as [string, string];
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '12000.00', make: 'Skoda', model: 'Superb', year: 2020 });
    await bid(aliceCookie, vehicle.id, '12100');
    await bid(bobCookie, vehicle.id, '12500');
    const mail = await waitFor(() => mailsTo(alice.email)[0]);
    expect(mail.subject).toContain('Skoda Superb');
    expect(mail.text).toContain('12.500 €');
  });

  it('extends on a last-seconds bid for every watcher and does not close at the old end', async () => {
    const seller = await createUser(node.ctx);
    const [aliceCookie] = await signInAll(await createUser(node.ctx));
    const end = new Date(Date.now() + 2000);
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00', auctionEndTime: end });
    await scheduleAuctionClose(node.ctx.queues.auctionClose, vehicle.id, end, new Date());
    const watchers = [connectSocket(node.url, { origin: TEST_ORIGIN }), connectSocket(node.url, { origin: TEST_ORIGIN })];
    try {
      await Promise.all(watchers.map(waitForConnect));
      for (const w of watchers) await command(w, 'vehicle:join', { vehicleId: vehicle.id });
      const extended = watchers.map((w) => nextEvent(w, 'auction:extended'));
      await bid(aliceCookie!, vehicle.id, '1100');
      for (const event of await Promise.all(extended)) expect(Date.parse(event.auctionEndTime)).toBeGreaterThan(end.getTime() + 100_000);
      await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 800));
      expect((await findVehicleById(node.ctx.db, vehicle.id))!.status).toBe('active');
    } finally {
      for (const w of watchers) w.disconnect();
    }
  });

  it('closes within a second of the end, once, and tells the watchers, the winner and the seller', async () => {
    const seller = await createUser(node.ctx);
    const bob = await createUser(node.ctx);
    const [bobCookie, sellerCookie] = (await signInAll(bob, seller)) as [string, string];
    // Bids were placed earlier; the auction now runs out.
    const end = new Date(Date.now() + 1500);
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.id, startingBid: '12000.00', currentBid: '12500.00', bidCount: 2, highBidderId: bob.id, auctionEndTime: end,
      make: 'Skoda', model: 'Kodiaq', year: 2021,
    });
    await scheduleAuctionClose(node.ctx.queues.auctionClose, vehicle.id, end, new Date());

    const watcher = connectSocket(node.url, { origin: TEST_ORIGIN });
    const bobSocket = connectSocket(node.url, { origin: TEST_ORIGIN, cookie: bobCookie });
    const sellerSocket = connectSocket(node.url, { origin: TEST_ORIGIN, cookie: sellerCookie });
    try {
      await Promise.all([watcher, bobSocket, sellerSocket].map(waitForConnect));
      await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
      const closed = nextEvent(watcher, 'auction:closed', 5000);
      const won = nextEvent(bobSocket, 'auction:won', 5000);
      const sold = nextEvent(sellerSocket, 'auction:sold', 5000);

      expect(await closed).toMatchObject({ vehicleId: vehicle.id, status: 'sold', finalPrice: '12500.00', isReserveMet: true, bidCount: 2 });
      expect(await won).toMatchObject({ finalPrice: '12500.00', fee: '320.00', total: '12820.00' });
      expect(await sold).toMatchObject({ finalPrice: '12500.00' });

      const row = (await findVehicleById(node.ctx.db, vehicle.id))!;
      expect(row.status).toBe('sold');
      const lagMs = row.closedAt!.getTime() - row.auctionEndTime.getTime();
      expect(lagMs).toBeGreaterThanOrEqual(0);
      expect(lagMs).toBeLessThan(1000);
      expect(await findTransactionByVehicleId(node.ctx.db, vehicle.id)).toMatchObject({ buyerId: bob.id, finalPrice: '12500.00', paymentStatus: 'pending' });

      await waitFor(() => mailsTo(bob.email).find((m) => m.subject.includes('Kodiaq')));
      await waitFor(() => mailsTo(seller.email).find((m) => m.subject.includes('Kodiaq')));
      await waitFor(async () => /autolicit_auction_close_lag_seconds_count [1-9]/.test(await (await fetch(`${node.url}/metrics`, { headers: { Authorization: `Bearer ${TEST_METRICS_TOKEN}` } })).text()) || undefined);
    } finally {
      for (const socket of [watcher, bobSocket, sellerSocket]) socket.disconnect();
    }
  });
});
