import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { scheduleAuctionClose } from '@autolicit/messaging';
import { describe, expect, it } from 'vitest';
import { useLiveNode } from '../../test/live-node';
import { createUser, createVehicle } from '../../test/factories';
import { command, connectSocket, nextEvent, signInCookie, waitForConnect } from '../../test/test-server';
import { TEST_METRICS_TOKEN, TEST_ORIGIN } from '../../test/test-context';
import { readMailsTo, waitFor } from '../../test/test-waits';

/**
 * The whole live path in one process: REST and Socket.IO on a real server, the BullMQ workers
 * in-process (as in embedded mode), real PostgreSQL (a database of this file's own, since the
 * sweeper closes every overdue auction it sees) and real Redis.
 */
const live = useLiveNode({ env: { METRICS_TOKEN: TEST_METRICS_TOKEN } });

const mailsTo = (email: string) => readMailsTo(live.node.ctx.config.mailDir, email);

async function bid(cookie: string, vehicleId: string, amount: string) {
  const response = await fetch(`${live.node.url}/api/vehicles/${vehicleId}/bids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ amount }),
  });
  expect(response.status).toBe(201);
}

async function signInAll(...users: { email: string }[]) {
  return Promise.all(users.map((u) => signInCookie(live.node.url, u.email)));
}

describe('a live auction', () => {
  it('queues an email to the outbid bidder and writes it', async () => {
    const seller = await createUser(live.node.ctx);
    const alice = await createUser(live.node.ctx);
    const bob = await createUser(live.node.ctx);
    const [aliceCookie, bobCookie] = (await signInAll(alice, bob)) as [string, string];
    const vehicle = await createVehicle(live.node.ctx, {
      sellerId: seller.id,
      startingBid: '12000.00',
      make: 'Skoda',
      model: 'Superb',
      year: 2020,
    });
    await bid(aliceCookie, vehicle.id, '12100');
    await bid(bobCookie, vehicle.id, '12500');
    const mail = await waitFor(() => mailsTo(alice.email)[0]);
    expect(mail.subject).toContain('Skoda Superb');
    expect(mail.text).toContain('12.500 €');
  });

  it('extends on a last-seconds bid for every watcher and does not close at the old end', async () => {
    const seller = await createUser(live.node.ctx);
    const [aliceCookie] = await signInAll(await createUser(live.node.ctx));
    const end = new Date(Date.now() + 2000);
    const vehicle = await createVehicle(live.node.ctx, {
      sellerId: seller.id,
      startingBid: '1000.00',
      auctionEndTime: end,
    });
    await scheduleAuctionClose(live.node.ctx.queues.auctionClose, vehicle.id, end, new Date());
    // The web app (compact frames: the new end comes in the bid) and a tab of the previous version (auction:extended).
    const watchers = [
      connectSocket(live.node.url, { origin: TEST_ORIGIN }),
      connectSocket(live.node.url, { origin: TEST_ORIGIN, wholeFacts: true }),
    ];
    try {
      await Promise.all(watchers.map(waitForConnect));
      for (const w of watchers) await command(w, 'vehicle:join', { vehicleId: vehicle.id });
      const newEnds = [
        nextEvent(watchers[0]!, 'bid:placed').then((e) => e.auctionEndTime!),
        nextEvent(watchers[1]!, 'auction:extended').then((e) => e.auctionEndTime),
      ];
      await bid(aliceCookie!, vehicle.id, '1100');
      for (const newEnd of await Promise.all(newEnds))
        expect(Date.parse(newEnd)).toBeGreaterThan(end.getTime() + 100_000);
      await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 800));
      expect((await findVehicleById(live.node.ctx.db, vehicle.id))!.status).toBe('active');
    } finally {
      for (const w of watchers) w.disconnect();
    }
  });

  it('closes within a second of the end, once, and tells the watchers, the winner and the seller', async () => {
    const seller = await createUser(live.node.ctx);
    const bob = await createUser(live.node.ctx);
    const [bobCookie, sellerCookie] = (await signInAll(bob, seller)) as [string, string];
    // Bids were placed earlier; the auction now runs out.
    const end = new Date(Date.now() + 1500);
    const vehicle = await createVehicle(live.node.ctx, {
      sellerId: seller.id,
      startingBid: '12000.00',
      currentBid: '12500.00',
      bidCount: 2,
      highBidderId: bob.id,
      auctionEndTime: end,
      make: 'Skoda',
      model: 'Kodiaq',
      year: 2021,
    });
    await scheduleAuctionClose(live.node.ctx.queues.auctionClose, vehicle.id, end, new Date());

    const watcher = connectSocket(live.node.url, { origin: TEST_ORIGIN });
    const bobSocket = connectSocket(live.node.url, { origin: TEST_ORIGIN, cookie: bobCookie });
    const sellerSocket = connectSocket(live.node.url, { origin: TEST_ORIGIN, cookie: sellerCookie });
    try {
      await Promise.all([watcher, bobSocket, sellerSocket].map(waitForConnect));
      await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
      const closed = nextEvent(watcher, 'auction:closed', 5000);
      const won = nextEvent(bobSocket, 'auction:won', 5000);
      const sold = nextEvent(sellerSocket, 'auction:sold', 5000);

      expect(await closed).toMatchObject({
        vehicleId: vehicle.id,
        status: 'sold',
        finalPrice: '12500.00',
        isReserveMet: true,
        bidCount: 2,
      });
      expect(await won).toMatchObject({ finalPrice: '12500.00', fee: '320.00', total: '12820.00' });
      expect(await sold).toMatchObject({ finalPrice: '12500.00' });

      const row = (await findVehicleById(live.node.ctx.db, vehicle.id))!;
      expect(row.status).toBe('sold');
      const lagMs = row.closedAt!.getTime() - row.auctionEndTime.getTime();
      expect(lagMs).toBeGreaterThanOrEqual(0);
      expect(lagMs).toBeLessThan(1000);
      expect(await findTransactionByVehicleId(live.node.ctx.db, vehicle.id)).toMatchObject({
        buyerId: bob.id,
        finalPrice: '12500.00',
        paymentStatus: 'pending',
      });

      await waitFor(() => mailsTo(bob.email).find((m) => m.subject.includes('Kodiaq')));
      await waitFor(() => mailsTo(seller.email).find((m) => m.subject.includes('Kodiaq')));
      await waitFor(
        async () =>
          /autolicit_auction_close_lag_seconds_count [1-9]/.test(
            await (
              await fetch(`${live.node.url}/metrics`, { headers: { Authorization: `Bearer ${TEST_METRICS_TOKEN}` } })
            ).text(),
          ) || undefined,
      );
    } finally {
      for (const socket of [watcher, bobSocket, sellerSocket]) socket.disconnect();
    }
  });
});
