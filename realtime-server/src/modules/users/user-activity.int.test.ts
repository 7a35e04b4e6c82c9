import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSales } from '@autolicit/db';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, signInAdmin, type TestAgent } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let buyerClient: TestAgent;
let otherClient: TestAgent;
let adminClient: TestAgent;
let vehicleId: string;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  buyer = await createUser(t.ctx);
  other = await createUser(t.ctx);
  const admin = await createAdmin(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
  buyerClient = await signIn(t.app, buyer.email);
  otherClient = await signIn(t.app, other.email);
  adminClient = await signInAdmin(t.app, admin);
  const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '8000.00', reservePrice: '9000.00' });
  vehicleId = vehicle.id;
  await buyerClient.post(`/api/vehicles/${vehicleId}/bids`).send({ amount: '8100' });
  await otherClient.post(`/api/vehicles/${vehicleId}/bids`).send({ amount: '8500' });
  await buyerClient.post('/api/watchlist').send({ vehicleId });
  const sold = await createVehicle(t.ctx, {
    sellerId: seller.id,
    status: 'sold',
    currentBid: '12000.00',
    bidCount: 1,
    highBidderId: buyer.id,
  });
  await insertSales(t.ctx.db, [
    { vehicleId: sold.id, buyerId: buyer.id, sellerId: seller.id, finalPrice: '12000.00', fee: '320.00' },
  ]);
});
afterAll(async () => t.close());

describe('watchlist', () => {
  it('adds idempotently, reports status and removes', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const first = await otherClient.post('/api/watchlist').send({ vehicleId: vehicle.id });
    const again = await otherClient.post('/api/watchlist').send({ vehicleId: vehicle.id });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await otherClient.get(`/api/watchlist/${vehicle.id}/status`)).body).toEqual({ isInWatchlist: true });
    const list = await otherClient.get(`/api/users/${other.id}/watchlist`);
    expect(list.body.filter((e: { vehicleId: string }) => e.vehicleId === vehicle.id)).toHaveLength(1);
    expect((await otherClient.delete(`/api/watchlist/${vehicle.id}`)).body).toEqual({ isInWatchlist: false });
    expect((await otherClient.get(`/api/watchlist/${vehicle.id}/status`)).body).toEqual({ isInWatchlist: false });
  });

  it('answers 404 for an unknown vehicle and 401 when signed out', async () => {
    expect(
      (await otherClient.post('/api/watchlist').send({ vehicleId: '9b2f3c1e-8a55-4b8e-9f3e-1d2c3b4a5f63' })).status,
    ).toBe(404);
    expect((await createClient(t.app).post('/api/watchlist').send({ vehicleId })).status).toBe(401);
    expect((await createClient(t.app).get(`/api/watchlist/${vehicleId}/status`)).status).toBe(401);
  });
});

describe('GET /api/users/:id/…', () => {
  it('lists the caller’s bids with their vehicle and whether each is still highest', async () => {
    const response = await buyerClient.get(`/api/users/${buyer.id}/bids`);
    expect(response.status).toBe(200);
    const bid = response.body.find((b: { vehicleId: string }) => b.vehicleId === vehicleId);
    expect(bid).toMatchObject({
      amount: '8100.00',
      isHighest: false,
      vehicle: { id: vehicleId, currentBid: '8500.00', bidCount: 2 },
    });
    const others = await otherClient.get(`/api/users/${other.id}/bids`);
    expect(others.body.find((b: { vehicleId: string }) => b.vehicleId === vehicleId).isHighest).toBe(true);
  });

  it('pages with limit', async () => {
    expect((await buyerClient.get(`/api/users/${buyer.id}/bids`).query({ limit: 1 })).body).toHaveLength(1);
    expect((await buyerClient.get(`/api/users/${buyer.id}/bids`).query({ limit: 500 })).status).toBe(400);
  });

  it('lists the seller’s vehicles with the reserve, and transactions for buyer and seller', async () => {
    const vehicles = await sellerClient.get(`/api/users/${seller.id}/vehicles`);
    expect(vehicles.body.find((v: { id: string }) => v.id === vehicleId).reservePrice).toBe('9000.00');
    for (const [client, id] of [
      [buyerClient, buyer.id],
      [sellerClient, seller.id],
    ] as const) {
      const transactions = await client.get(`/api/users/${id}/transactions`);
      expect(transactions.body).toHaveLength(1);
      expect(transactions.body[0]).toMatchObject({ finalPrice: '12000.00', fee: '320.00', paymentStatus: 'pending' });
    }
  });

  it.each(['bids', 'watchlist', 'vehicles', 'transactions'])(
    'refuses another user’s %s with 403 and lets an admin read them',
    async (list) => {
      const foreign = await otherClient.get(`/api/users/${buyer.id}/${list}`);
      expect(foreign.status).toBe(403);
      const asAdmin = await adminClient.get(`/api/users/${buyer.id}/${list}`);
      expect(asAdmin.status).toBe(200);
      expect((await createClient(t.app).get(`/api/users/${buyer.id}/${list}`)).status).toBe(401);
    },
  );

  it('does not let an admin account acting as a user read others’ lists', async () => {
    const admin = await createUser(t.ctx, { isAdmin: true, role: 'user' });
    const client = await signIn(t.app, admin.email);
    expect((await client.get(`/api/users/${buyer.id}/bids`)).status).toBe(403);
  });
});

describe('stats', () => {
  it('gives admins the four numbers and refuses everyone else', async () => {
    const response = await adminClient.get('/api/stats');
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      'activeAuctions',
      'registeredUsers',
      'soldThisMonth',
      'totalVehicles',
    ]);
    expect(response.body.registeredUsers).toBeGreaterThanOrEqual(4);
    expect(response.body.soldThisMonth).toBeGreaterThanOrEqual(1);
    expect((await buyerClient.get('/api/stats')).status).toBe(403);
    expect((await createClient(t.app).get('/api/stats')).status).toBe(401);
  });

  it('serves the same numbers publicly with a cache header', async () => {
    const response = await createClient(t.app).get('/api/stats/public');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    expect(response.body.activeAuctions).toBeGreaterThanOrEqual(1);
  });
});
