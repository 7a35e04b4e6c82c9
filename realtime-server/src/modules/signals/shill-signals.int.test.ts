import { closeAuction, insertSales, listAuditEvents } from '@autolicit/db';
import type { ShillSignalDto, ShillSignalsDto } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAdmin, createUser, createVehicle } from '../../test/factories';
import { type TestAgent, createClient, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

/*
 * Shill-bid signals on seeded bidding through the real API, PostgreSQL and Redis. The
 * test context trusts the loopback proxy, so X-Forwarded-For sets each request's client address;
 * each supertest agent is one browser (it keeps its device cookie across sign-ins).
 */
let t: TestContext;
let admin: TestAgent;

const SELLER_ADDRESS = '203.0.113.10';

async function signInFrom(browser: TestAgent, email: string, address: string): Promise<void> {
  const response = await browser
    .post('/api/auth/login')
    .set('X-Forwarded-For', address)
    .send({ email, password: TEST_PASSWORD });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
}

async function bid(browser: TestAgent, vehicleId: string, amount: number, address: string): Promise<void> {
  const response = await browser
    .post(`/api/vehicles/${vehicleId}/bids`)
    .set('X-Forwarded-For', address)
    .send({ amount: String(amount) });
  if (response.status !== 201)
    throw new Error(`bid ${amount} failed: ${response.status} ${JSON.stringify(response.body)}`);
}

const deviceIdOf = (browser: TestAgent): string => {
  const cookie = (
    browser as unknown as { jar: { getCookie(name: string, access: object): { value: string } | undefined } }
  ).jar.getCookie('autolicit.did', { domain: '127.0.0.1', path: '/', secure: false, script: false });
  if (!cookie) throw new Error('no device cookie');
  return cookie.value;
};

let signals: ShillSignalDto[];
const people = {} as Record<
  'seller' | 'other' | 'friend' | 'neighbour' | 'fan' | 'honest' | 'pusher',
  { id: string; email: string }
>;
let sellerBrowserDevice: string;
const cars = {} as Record<'s1' | 's2' | 's3' | 's4' | 's5' | 'o1' | 'o2' | 'o3', string>;

beforeAll(async () => {
  t = createTestContext();
  admin = await signInAdmin(t.app, await createAdmin(t.ctx));
  for (const name of Object.keys({
    seller: 1,
    other: 1,
    friend: 1,
    neighbour: 1,
    fan: 1,
    honest: 1,
    pusher: 1,
  }) as (keyof typeof people)[]) {
    people[name] = await createUser(t.ctx, { firstName: name, lastName: 'Test' });
  }
  const end = new Date(Date.now() + 60 * 60 * 1000);
  for (const name of ['s1', 's2', 's3', 's4', 's5'] as const)
    cars[name] = (await createVehicle(t.ctx, { sellerId: people.seller.id, auctionEndTime: end })).id;
  for (const name of ['o1', 'o2', 'o3'] as const)
    cars[name] = (await createVehicle(t.ctx, { sellerId: people.other.id, auctionEndTime: end })).id;

  // The seller signs in from their address, in their browser, then leaves the browser to a friend.
  const sellerBrowser = createClient(t.app);
  await signInFrom(sellerBrowser, people.seller.email, SELLER_ADDRESS);
  sellerBrowserDevice = deviceIdOf(sellerBrowser);
  await sellerBrowser.post('/api/auth/logout').set('X-Forwarded-For', SELLER_ADDRESS);
  await signInFrom(sellerBrowser, people.friend.email, '198.51.100.20');
  await bid(sellerBrowser, cars.s1, 10_100, '198.51.100.20');

  // A neighbour signs in from the seller's address, with a browser of their own, and bids from elsewhere.
  const neighbour = createClient(t.app);
  await signInFrom(neighbour, people.neighbour.email, SELLER_ADDRESS);
  await bid(neighbour, cars.s2, 10_100, '192.0.2.55');

  // A fan bids on three of the seller's cars and nobody else's.
  const fan = createClient(t.app);
  await signInFrom(fan, people.fan.email, '192.0.2.77');
  for (const car of [cars.s1, cars.s2, cars.s3]) await bid(fan, car, 10_500, '192.0.2.77');

  // An honest bidder and a pusher who raises by exactly the minimum right behind them, twice on two cars.
  const honest = createClient(t.app);
  await signInFrom(honest, people.honest.email, '192.0.2.88');
  const pusher = createClient(t.app);
  await signInFrom(pusher, people.pusher.email, '192.0.2.99');
  for (const car of [cars.o1, cars.s5]) {
    await bid(honest, car, 10_500, '192.0.2.88');
    await bid(pusher, car, 10_600, '192.0.2.99');
    await bid(honest, car, 11_000, '192.0.2.88');
    await bid(pusher, car, 11_100, '192.0.2.99');
    await bid(honest, car, 11_500, '192.0.2.88');
  }
  // The honest bidder also bids on the other seller's cars: not concentrated on anyone.
  await bid(honest, cars.o2, 10_500, '192.0.2.88');
  await bid(honest, cars.o3, 10_500, '192.0.2.88');
  await bid(honest, cars.s4, 10_500, '192.0.2.88');
  // Raising one's own bid by the minimum is no push against anyone: not counted.
  await bid(pusher, cars.o2, 11_000, '192.0.2.99');
  await bid(pusher, cars.o2, 11_100, '192.0.2.99');
  await bid(pusher, cars.o2, 11_200, '192.0.2.99');
  // s5 ends: sold to the honest bidder; the pusher, who pushed it up, wins nothing.
  expect((await closeAuction(t.ctx.db, cars.s5, new Date(end.getTime() + 1000)))?.status).toBe('sold');
  await insertSales(t.ctx.db, [
    {
      vehicleId: cars.s5,
      buyerId: people.honest.id,
      sellerId: people.seller.id,
      finalPrice: '11500.00',
      fee: '575.00',
    },
  ]);

  const response = await admin.get('/api/admin/signals?days=7');
  expect(response.status).toBe(200);
  signals = (response.body as ShillSignalsDto).signals;
});
afterAll(async () => t.close());

const about = (userId: string) => signals.filter((s) => s.bidder.id === userId);

describe('shill-bid signals', () => {
  it("flags a bid placed from the seller's own browser, with the evidence", () => {
    expect(about(people.friend.id).filter((s) => s.kind === 'bid-from-seller-client')).toEqual([
      expect.objectContaining({
        kind: 'bid-from-seller-client',
        seller: { id: people.seller.id, name: 'seller Test', email: people.seller.email },
        vehicle: expect.objectContaining({ id: cars.s1, title: '2019 Dacia Duster', status: 'active' }),
        bid: expect.objectContaining({ amount: '10100.00', via: 'browser', value: sellerBrowserDevice.slice(0, 8) }),
      }),
    ]);
  });

  it('flags a bidder who shares a browser or an address with the seller, but only bids from elsewhere as such', () => {
    const friend = about(people.friend.id).find((s) => s.kind === 'shared-client');
    expect(friend).toMatchObject({
      seller: { id: people.seller.id },
      bidCount: 1,
      shared: [expect.objectContaining({ via: 'browser', value: sellerBrowserDevice.slice(0, 8) })],
    });
    const neighbour = about(people.neighbour.id);
    expect(neighbour.map((s) => s.kind)).toEqual(['shared-client']);
    expect(neighbour[0]).toMatchObject({
      seller: { id: people.seller.id },
      vehicles: [expect.objectContaining({ id: cars.s2 })],
      shared: [expect.objectContaining({ via: 'address', value: SELLER_ADDRESS })],
    });
  });

  it("flags a bidder whose auctions are all one seller's", () => {
    expect(about(people.fan.id)).toEqual([
      expect.objectContaining({
        kind: 'seller-concentration',
        seller: expect.objectContaining({ id: people.seller.id }),
        totalAuctions: 3,
        sellerAuctions: 3,
        bidCount: 3,
        wins: 0,
      }),
    ]);
  });

  it('flags repeated minimum raises right behind a rival by a bidder who never wins', () => {
    expect(about(people.pusher.id)).toEqual([
      expect.objectContaining({
        kind: 'minimum-raises',
        minimumRaises: 4,
        endedAuctions: 1,
        wins: 0,
        vehicles: expect.arrayContaining([
          expect.objectContaining({ id: cars.o1 }),
          expect.objectContaining({ id: cars.s5, status: 'sold' }),
        ]),
        sellers: expect.arrayContaining([
          expect.objectContaining({ id: people.seller.id }),
          expect.objectContaining({ id: people.other.id }),
        ]),
      }),
    ]);
  });

  it('says nothing about an honest bidder, and nothing is blocked', async () => {
    expect(about(people.honest.id)).toEqual([]);
    expect(signals.filter((s) => s.kind !== 'minimum-raises' && s.seller.id === people.other.id)).toEqual([]);
    // Signals only: the flagged friend can still bid.
    const friend = createClient(t.app);
    await signInFrom(friend, people.friend.email, '198.51.100.20');
    await bid(friend, cars.s1, 11_000, '198.51.100.20');
  });

  it('is for acting admins only, checks its period, and is audited', async () => {
    const user = createClient(t.app);
    await signInFrom(user, people.honest.email, '192.0.2.88');
    expect((await user.get('/api/admin/signals')).status).toBe(403);
    expect((await createClient(t.app).get('/api/admin/signals')).status).toBe(401);
    for (const days of ['0', '91', 'abc'])
      expect((await admin.get(`/api/admin/signals?days=${days}`)).status).toBe(400);
    const answer = (await admin.get('/api/admin/signals')).body as ShillSignalsDto;
    expect(answer.retentionDays).toBe(90);
    expect(Date.parse(answer.generatedAt) - Date.parse(answer.since)).toBe(30 * 24 * 60 * 60 * 1000);
    const events = await listAuditEvents(t.ctx.db, { limit: 50 });
    expect(events.filter((e) => e.event === 'admin.signals-viewed').length).toBeGreaterThanOrEqual(2);
  });
});
