import { addToWatchlist, findVehicleById, listAuditEvents } from '@autolicit/db';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import { describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { useLiveNode } from '../../test/live-node';
import { TEST_ORIGIN } from '../../test/test-context';
import { command, connectSocket, nextEvent, signInCookie, waitForConnect } from '../../test/test-server';
import { readMailsTo, waitFor } from '../../test/test-waits';

/**
 * Operators moving auction ends: the incident extension and the single correction, on a
 * real server with its workers, real PostgreSQL and Redis — the ends, the announcements and the
 * close jobs that must follow.
 */
const live = useLiveNode();
const MINUTE = 60_000;

function send(method: 'POST' | 'PATCH', cookie: string, url: string, body: unknown) {
  return fetch(`${live.node.url}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });
}

async function closeJobDueAt(vehicleId: string): Promise<number> {
  const job = await live.node.ctx.queues.auctionClose.getJob(closeAuctionJobId(vehicleId));
  return job!.timestamp + (job!.opts.delay ?? 0);
}

describe('incident extension', () => {
  it('gives every running auction ending in the window (or 30 minutes after) more time, tells watchers live and by email, and moves the close jobs', async () => {
    const ctx = live.node.ctx;
    const [seller, watcher] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const admin = await createAdmin(ctx);
    const [adminCookie, watcherCookie] = await Promise.all([
      signInCookie(live.node.url, admin.email, undefined, admin.totpSecret),
      signInCookie(live.node.url, watcher.email),
    ]);
    const now = Date.now();
    const inWindow = await createVehicle(ctx, {
      sellerId: seller.id,
      make: 'Opel',
      model: 'Astra',
      year: 2017,
      auctionEndTime: new Date(now + 15 * MINUTE),
    });
    const justAfter = await createVehicle(ctx, { sellerId: seller.id, auctionEndTime: new Date(now + 45 * MINUTE) });
    const later = await createVehicle(ctx, { sellerId: seller.id, auctionEndTime: new Date(now + 120 * MINUTE) });
    for (const v of [inWindow, justAfter, later])
      await scheduleAuctionClose(ctx.queues.auctionClose, v.id, v.auctionEndTime, new Date());
    await addToWatchlist(ctx.db, watcher.id, inWindow.id);

    const roomWatcher = connectSocket(live.node.url, { origin: TEST_ORIGIN });
    const watcherSocket = connectSocket(live.node.url, { origin: TEST_ORIGIN, cookie: watcherCookie });
    try {
      await Promise.all([roomWatcher, watcherSocket].map(waitForConnect));
      await command(roomWatcher, 'vehicle:join', { vehicleId: inWindow.id });
      const roomEvent = nextEvent(roomWatcher, 'auction:rescheduled');
      const userEvent = nextEvent(watcherSocket, 'auction:rescheduled');
      const response = await send('POST', adminCookie, '/api/admin/auctions/extend', {
        from: new Date(now + 10 * MINUTE).toISOString(),
        to: new Date(now + 20 * MINUTE).toISOString(),
        minutes: 10,
      });
      expect(response.status).toBe(200);
      const { extended } = (await response.json()) as { extended: { vehicleId: string; auctionEndTime: string }[] };
      expect(extended.map((e) => e.vehicleId).sort()).toEqual([inWindow.id, justAfter.id].sort());
      const expectedEnd = new Date(inWindow.auctionEndTime.getTime() + 10 * MINUTE).toISOString();
      expect(await roomEvent).toMatchObject({ vehicleId: inWindow.id, auctionEndTime: expectedEnd });
      expect(await userEvent).toMatchObject({ vehicleId: inWindow.id, make: 'Opel', auctionEndTime: expectedEnd });
    } finally {
      roomWatcher.disconnect();
      watcherSocket.disconnect();
    }
    expect((await findVehicleById(ctx.db, inWindow.id))!.auctionEndTime.getTime()).toBe(
      inWindow.auctionEndTime.getTime() + 10 * MINUTE,
    );
    expect((await findVehicleById(ctx.db, justAfter.id))!.auctionEndTime.getTime()).toBe(
      justAfter.auctionEndTime.getTime() + 10 * MINUTE,
    );
    expect((await findVehicleById(ctx.db, later.id))!.auctionEndTime.getTime()).toBe(later.auctionEndTime.getTime());
    // The close jobs follow the new ends (to the scheduling's millisecond).
    expect(
      Math.abs((await closeJobDueAt(inWindow.id)) - (inWindow.auctionEndTime.getTime() + 10 * MINUTE)),
    ).toBeLessThan(1000);
    expect(Math.abs((await closeJobDueAt(later.id)) - later.auctionEndTime.getTime())).toBeLessThan(1000);
    const mail = await waitFor(() => readMailsTo(ctx.config.mailDir, watcher.email)[0]);
    expect(mail.subject).toBe('Licitație reprogramată / Auction rescheduled: 2017 Opel Astra');
    const audit = await listAuditEvents(ctx.db, { limit: 5 });
    expect(audit.find((e) => e.event === 'admin.auctions-extended')).toMatchObject({
      actorId: admin.id,
      details: { minutes: 10, extended: 2 },
    });
  });

  it('refuses a window that ends before it starts or lasts over a day, and anyone but an acting admin', async () => {
    const ctx = live.node.ctx;
    const admin = await createAdmin(ctx);
    const adminCookie = await signInCookie(live.node.url, admin.email, undefined, admin.totpSecret);
    const now = Date.now();
    const backwards = await send('POST', adminCookie, '/api/admin/auctions/extend', {
      from: new Date(now).toISOString(),
      to: new Date(now - MINUTE).toISOString(),
      minutes: 10,
    });
    expect(backwards.status).toBe(400);
    expect(((await backwards.json()) as { message: string }).message).toBe(
      'The window must end after it starts and last at most 24 hours',
    );
    const noMinutes = await send('POST', adminCookie, '/api/admin/auctions/extend', {
      from: new Date(now).toISOString(),
      to: new Date(now + MINUTE).toISOString(),
      minutes: 0,
    });
    expect(noMinutes.status).toBe(400);
    const userCookie = await signInCookie(live.node.url, (await createUser(ctx)).email);
    expect(
      (
        await send('POST', userCookie, '/api/admin/auctions/extend', {
          from: new Date(now).toISOString(),
          to: new Date(now + MINUTE).toISOString(),
          minutes: 5,
        })
      ).status,
    ).toBe(403);
  });
});

describe('end-time correction', () => {
  it('never moves an auction with bids into the past; an earlier end moves the close job, which closes it then', async () => {
    const ctx = live.node.ctx;
    const [seller, bidder] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const admin = await createAdmin(ctx);
    const [adminCookie, bidderCookie] = await Promise.all([
      signInCookie(live.node.url, admin.email, undefined, admin.totpSecret),
      signInCookie(live.node.url, bidder.email),
    ]);
    const vehicle = await createVehicle(ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      auctionEndTime: new Date(Date.now() + 60 * MINUTE),
    });
    await scheduleAuctionClose(ctx.queues.auctionClose, vehicle.id, vehicle.auctionEndTime, new Date());
    expect((await send('POST', bidderCookie, `/api/vehicles/${vehicle.id}/bids`, { amount: '10100' })).status).toBe(
      201,
    );

    const past = await send('PATCH', adminCookie, `/api/admin/vehicles/${vehicle.id}/end-time`, {
      auctionEndTime: new Date(Date.now() - MINUTE).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { message: string }).message).toBe('An auction with bids cannot end in the past');

    const newEnd = new Date(Date.now() + 1500);
    const corrected = await send('PATCH', adminCookie, `/api/admin/vehicles/${vehicle.id}/end-time`, {
      auctionEndTime: newEnd.toISOString(),
    });
    expect(corrected.status).toBe(200);
    const closed = await waitFor(async () => {
      const row = await findVehicleById(ctx.db, vehicle.id);
      return row?.status === 'sold' ? row : undefined;
    });
    const lag = closed.closedAt!.getTime() - newEnd.getTime();
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1500);
  });
});
