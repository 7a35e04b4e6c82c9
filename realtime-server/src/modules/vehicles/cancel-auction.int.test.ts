import { addToWatchlist, findVehicleById, listAuditEvents } from '@autolicit/db';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { useLiveNode } from '../../test/live-node';
import { TEST_ORIGIN } from '../../test/test-context';
import { readMailsTo, waitFor } from '../../test/test-waits';
import { command, connectSocket, nextEvent, signInCookie, waitForConnect } from '../../test/test-server';

/**
 * Cancelling an auction on a real server with its workers in-process, real PostgreSQL
 * (a database of this file's own) and Redis: who may, what is told to whom, the close job removed.
 */
const live = useLiveNode();

function post(cookie: string | null, url: string, body: unknown) {
  return fetch(`${live.node.url}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const mailsTo = (email: string) => readMailsTo(live.node.ctx.config.mailDir, email);

describe('cancelling an auction', () => {
  it('lets the seller cancel without bids: the room and the watchers are told, the close job goes, the listing leaves the public lists', async () => {
    const [seller, watcher] = await Promise.all([createUser(live.node.ctx), createUser(live.node.ctx)]);
    const [sellerCookie, watcherCookie] = await Promise.all([
      signInCookie(live.node.url, seller.email),
      signInCookie(live.node.url, watcher.email),
    ]);
    const end = new Date(Date.now() + 3_600_000);
    const vehicle = await createVehicle(live.node.ctx, {
      sellerId: seller.id,
      make: 'Skoda',
      model: 'Fabia',
      year: 2018,
      auctionEndTime: end,
    });
    await scheduleAuctionClose(live.node.ctx.queues.auctionClose, vehicle.id, end, new Date());
    await addToWatchlist(live.node.ctx.db, watcher.id, vehicle.id);

    const roomWatcher = connectSocket(live.node.url, { origin: TEST_ORIGIN });
    const watcherSocket = connectSocket(live.node.url, { origin: TEST_ORIGIN, cookie: watcherCookie });
    try {
      await Promise.all([roomWatcher, watcherSocket].map(waitForConnect));
      await command(roomWatcher, 'vehicle:join', { vehicleId: vehicle.id });
      const closed = nextEvent(roomWatcher, 'auction:closed');
      const told = nextEvent(watcherSocket, 'auction:cancelled');

      const response = await post(sellerCookie, `/api/vehicles/${vehicle.id}/cancel`, {
        reason: 'Am vândut mașina în altă parte',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        status: 'cancelled',
        cancelReason: 'Am vândut mașina în altă parte',
      });
      expect(await closed).toMatchObject({ vehicleId: vehicle.id, status: 'cancelled', finalPrice: null });
      expect(await told).toMatchObject({
        vehicleId: vehicle.id,
        make: 'Skoda',
        reason: 'Am vândut mașina în altă parte',
      });
    } finally {
      roomWatcher.disconnect();
      watcherSocket.disconnect();
    }
    expect(await live.node.ctx.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id))).toBeUndefined();
    const mail = await waitFor(() => mailsTo(watcher.email)[0]);
    expect(mail.subject).toBe('Licitație anulată / Auction cancelled: 2018 Skoda Fabia');
    expect(mail.text).toContain('Motiv: Am vândut mașina în altă parte');

    expect((await fetch(`${live.node.url}/api/vehicles/${vehicle.id}`)).status).toBe(404);
    const listed = (await (await fetch(`${live.node.url}/api/vehicles?limit=100`)).json()) as { id: string }[];
    expect(listed.map((v) => v.id)).not.toContain(vehicle.id);
    // A bid on it now is refused like on any vehicle that is not there.
    expect((await post(watcherCookie, `/api/vehicles/${vehicle.id}/bids`, { amount: '20000' })).status).toBe(404);
  });

  it('refuses the seller once there is a bid, anyone but the seller, a missing reason and an auction already over', async () => {
    const [seller, bidder, stranger] = await Promise.all([
      createUser(live.node.ctx),
      createUser(live.node.ctx),
      createUser(live.node.ctx),
    ]);
    const [sellerCookie, bidderCookie, strangerCookie] = (await Promise.all(
      [seller, bidder, stranger].map((u) => signInCookie(live.node.url, u.email)),
    )) as [string, string, string];
    const vehicle = await createVehicle(live.node.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    expect((await post(bidderCookie, `/api/vehicles/${vehicle.id}/bids`, { amount: '10100' })).status).toBe(201);

    const withBids = await post(sellerCookie, `/api/vehicles/${vehicle.id}/cancel`, { reason: 'M-am răzgândit' });
    expect(withBids.status).toBe(409);
    expect(((await withBids.json()) as { message: string }).message).toBe(
      'An auction with bids can only be cancelled by an administrator',
    );
    expect((await post(strangerCookie, `/api/vehicles/${vehicle.id}/cancel`, { reason: 'Nu e a mea' })).status).toBe(
      403,
    );
    expect((await post(null, `/api/vehicles/${vehicle.id}/cancel`, { reason: 'Anonim' })).status).toBe(401);

    const noBids = await createVehicle(live.node.ctx, { sellerId: seller.id });
    const short = await post(sellerCookie, `/api/vehicles/${noBids.id}/cancel`, { reason: 'x' });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe('Give a reason of 3 to 500 characters');
    const ended = await createVehicle(live.node.ctx, { sellerId: seller.id, status: 'ended' });
    expect((await post(sellerCookie, `/api/vehicles/${ended.id}/cancel`, { reason: 'Prea târziu' })).status).toBe(409);
    expect((await findVehicleById(live.node.ctx.db, vehicle.id))!.status).toBe('active');
  });

  it('lets an admin cancel an auction with bids, with a reason: every bidder is told and the action is audited', async () => {
    const [seller, bidder] = await Promise.all([createUser(live.node.ctx), createUser(live.node.ctx)]);
    const admin = await createAdmin(live.node.ctx);
    const [bidderCookie, adminCookie] = await Promise.all([
      signInCookie(live.node.url, bidder.email),
      signInCookie(live.node.url, admin.email, undefined, admin.totpSecret),
    ]);
    const vehicle = await createVehicle(live.node.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    expect((await post(bidderCookie, `/api/vehicles/${vehicle.id}/bids`, { amount: '10100' })).status).toBe(201);
    const bidderSocket = connectSocket(live.node.url, { origin: TEST_ORIGIN, cookie: bidderCookie });
    try {
      await waitForConnect(bidderSocket);
      const told = nextEvent(bidderSocket, 'auction:cancelled');
      const response = await post(adminCookie, `/api/vehicles/${vehicle.id}/cancel`, { reason: 'Anunț fraudulos' });
      expect(response.status).toBe(200);
      expect(await told).toMatchObject({ reason: 'Anunț fraudulos' });
    } finally {
      bidderSocket.disconnect();
    }
    const audit = await listAuditEvents(live.node.ctx.db, { limit: 10, userId: seller.id });
    expect(audit[0]).toMatchObject({
      event: 'auction.cancelled',
      actorId: admin.id,
      details: { vehicleId: vehicle.id, reason: 'Anunț fraudulos', bidCount: 1 },
    });
  });
});
