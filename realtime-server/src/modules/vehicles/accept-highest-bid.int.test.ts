import { findTransactionByVehicleId, findVehicleById } from '@autolicit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { type TestAgent, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

/** Accepting the highest bid under the reserve within 48 h, on real PostgreSQL and Redis. */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  [seller, buyer] = await Promise.all([createUser(t.ctx), createUser(t.ctx)]);
  sellerClient = await signIn(t.app, seller.email);
});
afterAll(async () => t.close());

const HOUR_MS = 3_600_000;

function endedUnderReserve(closedAt: Date, overrides: Record<string, unknown> = {}) {
  return createVehicle(t.ctx, {
    sellerId: seller.id,
    status: 'ended',
    startingBid: '10000.00',
    currentBid: '13500.00',
    bidCount: 4,
    highBidderId: buyer.id,
    reservePrice: '15000.00',
    auctionEndTime: closedAt,
    closedAt,
    ...overrides,
  });
}

describe('POST /api/vehicles/:id/accept-highest-bid', () => {
  it('sells to the high bidder at their bid within 48 h: a pending transaction with the fee, both told by email', async () => {
    const closedAt = new Date(Date.now() - 47 * HOUR_MS);
    const vehicle = await endedUnderReserve(closedAt);
    const listed = await sellerClient.get(`/api/vehicles/${vehicle.id}`);
    expect(listed.body.acceptBidUntil).toBe(new Date(closedAt.getTime() + 48 * HOUR_MS).toISOString());

    const response = await sellerClient.post(`/api/vehicles/${vehicle.id}/accept-highest-bid`).send({});
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'sold', currentBid: '13500.00', acceptBidUntil: null });
    expect(await findTransactionByVehicleId(t.ctx.db, vehicle.id)).toMatchObject({
      buyerId: buyer.id,
      sellerId: seller.id,
      finalPrice: '13500.00',
      fee: '330.00',
      paymentStatus: 'pending',
    });
    // The outbox queued the sale's two emails under the close's stable ids.
    await waitFor(
      async () => (await t.ctx.queues.notifications.getJob(`won-${vehicle.id}`)) !== undefined || undefined,
    );
    expect(await t.ctx.queues.notifications.getJob(`sold-${vehicle.id}`)).toBeTruthy();
    // Once sold it cannot be accepted again.
    expect((await sellerClient.post(`/api/vehicles/${vehicle.id}/accept-highest-bid`).send({})).status).toBe(409);
  });

  it('refuses after 48 h, on a relisted auction, on one that met its reserve or had no bid, and for anyone but the seller', async () => {
    const late = await endedUnderReserve(new Date(Date.now() - 49 * HOUR_MS));
    const expired = await sellerClient.post(`/api/vehicles/${late.id}/accept-highest-bid`).send({});
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('The 48 hours to accept the highest bid have passed');
    expect((await findVehicleById(t.ctx.db, late.id))!.status).toBe('ended');

    const recent = new Date(Date.now() - HOUR_MS);
    const relisted = await endedUnderReserve(recent);
    expect((await sellerClient.post(`/api/vehicles/${relisted.id}/relist`).send({ auctionDays: 2 })).status).toBe(201);
    expect((await sellerClient.post(`/api/vehicles/${relisted.id}/accept-highest-bid`).send({})).status).toBe(409);

    const met = await endedUnderReserve(recent, { currentBid: '15500.00' });
    const noBids = await endedUnderReserve(recent, { bidCount: 0, highBidderId: null, currentBid: '10000.00' });
    for (const vehicle of [met, noBids]) {
      const refused = await sellerClient.post(`/api/vehicles/${vehicle.id}/accept-highest-bid`).send({});
      expect(refused.body.message).toBe(
        'Only the highest bid of an auction that ended under its reserve can be accepted',
      );
    }
    const other = await endedUnderReserve(recent);
    expect(
      (await (await signIn(t.app, buyer.email)).post(`/api/vehicles/${other.id}/accept-highest-bid`).send({})).status,
    ).toBe(403);
    expect(await findTransactionByVehicleId(t.ctx.db, other.id)).toBeNull();
  });
});
