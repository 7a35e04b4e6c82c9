import { findTransactionByVehicleId, findUserById, findVehicleById, listBidsForVehicle } from '@autolicit/db';
import { toCents } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, type TestAgent } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { placeBid } from './place-bid.service';

let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let bidder: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let bidderClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  bidder = await createUser(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
  bidderClient = await signIn(t.app, bidder.email);
});
afterAll(async () => t.close());

async function readVehicle(id: string) {
  return (await findVehicleById(t.ctx.db, id))!;
}

async function readBids(vehicleId: string) {
  return (await listBidsForVehicle(t.ctx.db, vehicleId, 1000)).reverse();
}

describe('POST /api/vehicles/:id/bids', () => {
  it('accepts the minimum bid and returns the new state and the fee', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '15200.00' });
    const response = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .send({ amount: '15300', autoExtend: true });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isPurchase: false,
      fee: '350.00',
      total: '15650.00',
      bid: { amount: '15300.00', bidSeq: 1, bidderAlias: 'Bidder 1', isMine: true },
      vehicle: { id: vehicle.id, currentBid: '15300.00', bidCount: 1, minimumNextBid: '15400.00', status: 'active' },
    });
    const row = await readVehicle(vehicle.id);
    expect(row.currentBid).toBe('15300.00');
    expect(row.highBidderId).toBe(bidder.id);
  });

  it.each([['15300.00'], ['15300.0']])('accepts the whole-euro string %s', async (amount) => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '15000.00' });
    const response = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount });
    expect(response.status).toBe(201);
    expect(response.body.bid.amount).toBe('15300.00');
  });

  it.each([
    [15300],
    ['1e5'],
    ['-15300'],
    ['NaN'],
    ['0x4000'],
    [' 15300'],
    ['15300 '],
    ['١٥٣٠٠'],
    ['15300.50'],
    ['15,300'],
    ['12345678901'],
    [''],
    [null],
    [true],
    [{ value: '15300' }],
  ])('refuses the amount %j with a 400', async (amount) => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '100.00' });
    const response = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Bid amount must be a whole number of euros');
    expect((await readVehicle(vehicle.id)).bidCount).toBe(0);
  });

  it('refuses a bid below the minimum with the minimum in Romanian euro format', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '15200.00' });
    const response = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '15250' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Bid must be at least 15.300 €',
      code: 'BID_TOO_LOW',
      field: 'amount',
    });
  });

  it('refuses the seller with 403', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const response = await sellerClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '20000' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Cannot bid on your own auction');
  });

  it('refuses a bid on an auction past its end or not active with 409', async () => {
    const past = await createVehicle(t.ctx, { sellerId: seller.id, auctionEndTime: new Date(Date.now() - 1000) });
    const sold = await createVehicle(t.ctx, { sellerId: seller.id, status: 'sold' });
    const late = await bidderClient.post(`/api/vehicles/${past.id}/bids`).send({ amount: '20000' });
    const closed = await bidderClient.post(`/api/vehicles/${sold.id}/bids`).send({ amount: '20000' });
    expect([late.status, late.body.message]).toEqual([409, 'This auction has ended']);
    expect([closed.status, closed.body.message]).toEqual([409, 'This auction is not active']);
  });

  it('needs a signed-in user', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const response = await createClient(t.app).post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '20000' });
    expect(response.status).toBe(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  it('answers 404 for an unknown or malformed vehicle id', async () => {
    const unknown = await bidderClient
      .post('/api/vehicles/9b2f3c1e-8a55-4b8e-9f3e-1d2c3b4a5f60/bids')
      .send({ amount: '20000' });
    const malformed = await bidderClient.post('/api/vehicles/not-a-uuid/bids').send({ amount: '20000' });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Vehicle not found']);
    expect([malformed.status, malformed.body.message]).toEqual([404, 'Vehicle not found']);
  });

  it('ignores vehicle fields smuggled into the bid body', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const response = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({
      amount: '1100',
      currentBid: '1.00',
      status: 'sold',
      bidderId: seller.id,
      auctionEndTime: '2000-01-01T00:00:00Z',
    });
    expect(response.status).toBe(201);
    const row = await readVehicle(vehicle.id);
    expect([row.currentBid, row.status, row.highBidderId]).toEqual(['1100.00', 'active', bidder.id]);
    expect(row.auctionEndTime.getTime()).toBe(vehicle.auctionEndTime.getTime());
  });
});

describe('buy now', () => {
  it('sells the vehicle at once and creates a pending transaction with the fee', async () => {
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '20000.00',
      buyNowPrice: '32000.00',
    });
    const response = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '32000' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isPurchase: true,
      fee: '520.00',
      total: '32520.00',
      vehicle: { status: 'sold' },
    });
    const transaction = await findTransactionByVehicleId(t.ctx.db, vehicle.id);
    expect(transaction).toMatchObject({
      buyerId: bidder.id,
      sellerId: seller.id,
      finalPrice: '32000.00',
      fee: '520.00',
      paymentStatus: 'pending',
    });
    const after = await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '40000' });
    expect(after.status).toBe(409);
  });
});

describe('idempotency', () => {
  it('returns the first answer for a repeated key and never makes a second bid', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const key = `bid-${vehicle.id}`;
    const send = () =>
      bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).set('Idempotency-Key', key).send({ amount: '5100' });
    const [first, second, third] = await Promise.all([send(), send(), send()]);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect([first, second, third].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect((await readVehicle(vehicle.id)).bidCount).toBe(1);
  });

  it('refuses a bid below what this node already knows without asking PostgreSQL, but replays a keyed bid it accepted', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '7000.00' });
    const key = `floor-${vehicle.id}`;
    const accepted = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .set('Idempotency-Key', key)
      .send({ amount: '7100' });
    expect(accepted.status).toBe(201);
    const early = async () => (await t.ctx.metrics.bidsRefusedEarly.get()).values[0]?.value ?? 0;
    const before = await early();
    // Another bidder's stale bid: refused with the normal answer, from the node's floor alone.
    const rival = await signIn(t.app, (await createUser(t.ctx)).email);
    const stale = await rival.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7100' });
    expect(stale.status).toBe(400);
    expect(stale.body).toMatchObject({ code: 'BID_TOO_LOW', message: 'Bid must be at least 7.200 €', field: 'amount' });
    expect(await early()).toBe(before + 1);
    // The first bidder resends the request whose answer it lost: below the floor, yet its own.
    const resent = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .set('Idempotency-Key', key)
      .send({ amount: '7100' });
    expect(resent.status).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toEqual(accepted.body);
    // At the floor the bid goes through the full decision as usual.
    expect((await rival.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7200' })).status).toBe(201);
    expect((await readVehicle(vehicle.id)).bidCount).toBe(2);
  });

  it('refuses the same key for a different bid', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const key = `other-${vehicle.id}`;
    await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).set('Idempotency-Key', key).send({ amount: '5100' });
    const reused = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .set('Idempotency-Key', key)
      .send({ amount: '5300' });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('refuses a malformed key', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const response = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .set('Idempotency-Key', 'x')
      .send({ amount: '20000' });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/vehicles/:id/bids/attempts/:key', () => {
  it('tells a bidder what became of an attempt without ever placing it', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const key = `attempt-${vehicle.id}`;
    const unknown = await bidderClient.get(`/api/vehicles/${vehicle.id}/bids/attempts/${key}`);
    expect([unknown.status, unknown.body.code, unknown.body.messageKey]).toEqual([
      404,
      'NOT_FOUND',
      'bid.attemptNotFound',
    ]);
    // Asking placed nothing.
    expect((await readVehicle(vehicle.id)).bidCount).toBe(0);

    const placed = await bidderClient
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .set('Idempotency-Key', key)
      .send({ amount: '5100' });
    const found = await bidderClient.get(`/api/vehicles/${vehicle.id}/bids/attempts/${key}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(placed.body);
    expect((await readVehicle(vehicle.id)).bidCount).toBe(1);
  });

  it('shows an attempt only to its bidder, for its vehicle, signed in, with a well-formed key', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const other = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    const key = `mine-${vehicle.id}`;
    await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).set('Idempotency-Key', key).send({ amount: '5100' });
    expect((await sellerClient.get(`/api/vehicles/${vehicle.id}/bids/attempts/${key}`)).status).toBe(404);
    expect((await bidderClient.get(`/api/vehicles/${other.id}/bids/attempts/${key}`)).status).toBe(404);
    expect((await createClient(t.app).get(`/api/vehicles/${vehicle.id}/bids/attempts/${key}`)).status).toBe(401);
    expect((await bidderClient.get(`/api/vehicles/${vehicle.id}/bids/attempts/x`)).status).toBe(400);
  });
});

describe('a database cut during the write', () => {
  it('answers "outcome unknown" (503), never a plain refusal, so the client asks again with its key', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '5000.00' });
    // The real database for the read; the write's connection is terminated, as in a PostgreSQL restart.
    // (The write is a prepared statement, prepared through the session: packages/db definePreparedStatement.)
    const session = t.ctx.db._.session;
    const cutSession = Object.assign(Object.create(session) as typeof session, {
      prepareQuery: () => ({
        execute: async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
        },
      }),
    });
    const cut = new Proxy(t.ctx.db, {
      get(target, prop, receiver) {
        if (prop !== '_') return Reflect.get(target, prop, receiver);
        return { ...target._, session: cutSession };
      },
    });
    const bidderRow = (await findUserById(t.ctx.db, bidder.id))!;
    const attempt = placeBid(
      { ...t.ctx, db: cut },
      { vehicleId: vehicle.id, bidder: bidderRow, amount: '5100', idempotencyKey: `cut-${vehicle.id}` },
    );
    await expect(attempt).rejects.toMatchObject({ status: 503, code: 'BID_OUTCOME_UNKNOWN' });
    expect((await readVehicle(vehicle.id)).bidCount).toBe(0);
  });
});

describe('anti-sniping (clock injected)', () => {
  it('moves the end to bid time + 2 min for a bid at T-90 s, and not for a bid at T-3 min', async () => {
    const end = new Date('2030-03-01T18:00:00Z');
    const sniped = await createVehicle(t.ctx, { sellerId: seller.id, auctionEndTime: end });
    const early = await createVehicle(t.ctx, { sellerId: seller.id, auctionEndTime: end });
    try {
      t.clock.set(new Date(end.getTime() - 3 * 60_000));
      const calm = await bidderClient.post(`/api/vehicles/${early.id}/bids`).send({ amount: '10100' });
      expect(calm.body.vehicle.auctionEndTime).toBe(end.toISOString());

      const bidTime = new Date(end.getTime() - 90_000);
      t.clock.set(bidTime);
      const late = await bidderClient.post(`/api/vehicles/${sniped.id}/bids`).send({ amount: '10100' });
      const extended = new Date(bidTime.getTime() + 120_000);
      expect(late.body.vehicle.auctionEndTime).toBe(extended.toISOString());
      expect((await readVehicle(sniped.id)).auctionEndTime.toISOString()).toBe(extended.toISOString());
    } finally {
      t.clock.reset();
    }
  });
});

describe('concurrency', () => {
  it('accepts exactly one of 50 simultaneous bids at the same amount', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const bidders = await Promise.all(Array.from({ length: 50 }, () => createUser(t.ctx)));
    const clients = await Promise.all(bidders.map((b) => signIn(t.app, b.email)));
    const responses = await Promise.all(
      clients.map((c) => c.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '10100' })),
    );

    const accepted = responses.filter((r) => r.status === 201);
    const rejected = responses.filter((r) => r.status === 400);
    expect(accepted).toHaveLength(1);
    expect(rejected).toHaveLength(49);
    for (const r of rejected) expect(r.body.message).toBe('Bid must be at least 10.200 €');

    const row = await readVehicle(vehicle.id);
    const bids = await readBids(vehicle.id);
    expect(row.bidCount).toBe(1);
    expect(bids).toHaveLength(1);
    expect(row.currentBid).toBe('10100.00');
    expect(row.highBidderId).toBe(bids[0]!.bidderId);
  });

  it('keeps every accepted bid of 30 bidders raising at once, with the highest accepted as the current bid', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const bidders = await Promise.all(Array.from({ length: 30 }, () => createUser(t.ctx)));
    const clients = await Promise.all(bidders.map((b) => signIn(t.app, b.email)));
    const responses = await Promise.all(
      clients.map((c, i) => c.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: String(10_100 + i * 100) })),
    );
    const acceptedAmounts = responses.filter((r) => r.status === 201).map((r) => r.body.bid.amount as string);
    for (const r of responses) expect([201, 400]).toContain(r.status);

    const bids = await readBids(vehicle.id);
    const row = await readVehicle(vehicle.id);
    expect(bids.map((b) => b.amount).sort()).toEqual([...acceptedAmounts].sort());
    expect(bids.map((b) => b.bidSeq)).toEqual(bids.map((_, i) => i + 1));
    for (let i = 1; i < bids.length; i += 1) {
      expect(toCents(bids[i]!.amount) >= toCents(bids[i - 1]!.amount) + 10_000n).toBe(true);
    }
    expect(row.bidCount).toBe(bids.length);
    expect(row.currentBid).toBe(bids.at(-1)!.amount);
  });
});

describe('GET /api/vehicles/:id/bids', () => {
  it('lists bids newest first with per-auction aliases and the caller’s own marked', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const other = await createUser(t.ctx);
    const otherClient = await signIn(t.app, other.email);
    const placed = [
      await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '1100' }),
      await otherClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '1200' }),
      await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '1300' }),
    ];
    expect(placed.map((r) => r.body.bid.bidderAlias)).toEqual(['Bidder 1', 'Bidder 2', 'Bidder 1']);

    const response = await bidderClient.get(`/api/vehicles/${vehicle.id}/bids`);
    expect(response.status).toBe(200);
    expect(
      response.body.map((b: { amount: string; bidderAlias: string; isMine: boolean }) => [
        b.amount,
        b.bidderAlias,
        b.isMine,
      ]),
    ).toEqual([
      ['1300.00', 'Bidder 1', true],
      ['1200.00', 'Bidder 2', false],
      ['1100.00', 'Bidder 1', true],
    ]);
    expect(JSON.stringify(response.body)).not.toContain(other.id);
    expect(JSON.stringify(response.body)).not.toContain(other.email);

    const anonymous = await createClient(t.app).get(`/api/vehicles/${vehicle.id}/bids`);
    expect(anonymous.body.every((b: { isMine: boolean }) => !b.isMine)).toBe(true);
  });

  it('answers 404 for an unknown vehicle', async () => {
    const response = await createClient(t.app).get('/api/vehicles/9b2f3c1e-8a55-4b8e-9f3e-1d2c3b4a5f61/bids');
    expect(response.status).toBe(404);
  });
});
