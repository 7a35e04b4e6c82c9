import { findVehicleById, insertVehicleImages } from '@autolicit/db';
import { closeAuctionJobId } from '@autolicit/messaging';
import { DAY_MS } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { type TestAgent, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

/** Relisting an ended, unsold auction, through the API on real PostgreSQL and Redis. */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
});
afterAll(async () => t.close());

const PAST = new Date(Date.now() - 3_600_000);

describe('POST /api/vehicles/:id/relist', () => {
  it('puts an ended, unsold auction up again: same details and photos, a new id, no bids, the close job scheduled', async () => {
    const ended = await createVehicle(t.ctx, {
      sellerId: seller.id,
      status: 'ended',
      startingBid: '10000.00',
      currentBid: '12000.00',
      bidCount: 3,
      reservePrice: '15000.00',
      buyNowPrice: '18000.00',
      auctionEndTime: PAST,
      make: 'Ford',
      model: 'Focus',
    });
    await insertVehicleImages(
      t.ctx.db,
      [0, 1].map((position) => ({
        vehicleId: ended.id,
        position,
        url: `/uploads/focus-${position}.webp`,
        thumbnailUrl: `/uploads/focus-${position}-t.webp`,
        width: 800,
        height: 600,
      })),
    );
    const before = Date.now();
    const response = await sellerClient
      .post(`/api/vehicles/${ended.id}/relist`)
      .send({ auctionDays: 4, startingBid: '9000', reservePrice: '13000' });
    expect(response.status).toBe(201);
    const relisted = response.body;
    expect(relisted.id).not.toBe(ended.id);
    expect(relisted).toMatchObject({
      make: 'Ford',
      model: 'Focus',
      status: 'active',
      startingBid: '9000.00',
      currentBid: '9000.00',
      bidCount: 0,
      reservePrice: '13000.00',
      buyNowPrice: '18000.00',
      images: ['/uploads/focus-0.webp', '/uploads/focus-1.webp'],
    });
    const end = Date.parse(relisted.auctionEndTime);
    expect(end).toBeGreaterThanOrEqual(before + 4 * DAY_MS);
    expect(end).toBeLessThan(Date.now() + 4 * DAY_MS + 1000);
    expect(await t.ctx.queues.auctionClose.getJob(closeAuctionJobId(relisted.id))).toBeTruthy();
    expect((await findVehicleById(t.ctx.db, relisted.id))!.images.map((i) => i.thumbnailUrl)).toEqual([
      '/uploads/focus-0-t.webp',
      '/uploads/focus-1-t.webp',
    ]);
    // The old auction keeps its history and points to the new one; it cannot be relisted twice.
    expect(await findVehicleById(t.ctx.db, ended.id)).toMatchObject({
      status: 'ended',
      bidCount: 3,
      relistedAs: relisted.id,
    });
    const again = await sellerClient.post(`/api/vehicles/${ended.id}/relist`).send({ auctionDays: 2 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This auction was already relisted');
  });

  it('keeps the old prices when none are given, and drops a buy-now price no longer above the starting bid', async () => {
    const ended = await createVehicle(t.ctx, {
      sellerId: seller.id,
      status: 'ended',
      startingBid: '10000.00',
      buyNowPrice: '11000.00',
      reservePrice: '14000.00',
      auctionEndTime: PAST,
    });
    const kept = await sellerClient.post(`/api/vehicles/${ended.id}/relist`).send({ auctionDays: '2' });
    expect(kept.body).toMatchObject({ startingBid: '10000.00', reservePrice: '14000.00', buyNowPrice: '11000.00' });
    const other = await createVehicle(t.ctx, {
      sellerId: seller.id,
      status: 'ended',
      startingBid: '10000.00',
      buyNowPrice: '11000.00',
      reservePrice: '14000.00',
      auctionEndTime: PAST,
    });
    const raised = await sellerClient
      .post(`/api/vehicles/${other.id}/relist`)
      .send({ auctionDays: 2, startingBid: '12000', reservePrice: null });
    expect(raised.body).toMatchObject({ startingBid: '12000.00', reservePrice: null, buyNowPrice: null });
  });

  it('refuses a running or sold auction, someone else’s, a reserve not above the starting bid and a wrong duration', async () => {
    const running = await createVehicle(t.ctx, { sellerId: seller.id });
    expect((await sellerClient.post(`/api/vehicles/${running.id}/relist`).send({ auctionDays: 2 })).status).toBe(409);
    const sold = await createVehicle(t.ctx, { sellerId: seller.id, status: 'sold', auctionEndTime: PAST });
    expect((await sellerClient.post(`/api/vehicles/${sold.id}/relist`).send({ auctionDays: 2 })).body.message).toBe(
      'Only an auction that ended unsold can be relisted',
    );
    const ended = await createVehicle(t.ctx, {
      sellerId: seller.id,
      status: 'ended',
      startingBid: '10000.00',
      auctionEndTime: PAST,
    });
    const stranger = await signIn(t.app, (await createUser(t.ctx)).email);
    expect((await stranger.post(`/api/vehicles/${ended.id}/relist`).send({ auctionDays: 2 })).status).toBe(403);
    const badReserve = await sellerClient
      .post(`/api/vehicles/${ended.id}/relist`)
      .send({ auctionDays: 2, reservePrice: '9000' });
    expect(badReserve.status).toBe(400);
    expect(badReserve.body).toMatchObject({
      field: 'reservePrice',
      message: 'Reserve price must be higher than starting bid',
    });
    expect((await sellerClient.post(`/api/vehicles/${ended.id}/relist`).send({ auctionDays: 3 })).status).toBe(400);
    expect((await findVehicleById(t.ctx.db, ended.id))!.relistedAs).toBeNull();
  });
});
