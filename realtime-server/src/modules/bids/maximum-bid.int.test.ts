import { findVehicleById, listBidsForVehicle } from '@autolicit/db';
import { toCents } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { type TestAgent, createClient, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

/**
 * Maximum bids (proxy bidding) through the API on real PostgreSQL: the rule's answers, what each
 * party may see, and races between maxima and hand bids.
 */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
});
afterAll(async () => t.close());

async function newBidder() {
  const user = await createUser(t.ctx);
  return { user, client: await signIn(t.app, user.email) };
}

const offer = (client: TestAgent, vehicleId: string, body: { amount?: string; maxAmount?: string }) =>
  client.post(`/api/vehicles/${vehicleId}/bids`).send(body);

async function history(vehicleId: string) {
  return (await listBidsForVehicle(t.ctx.db, vehicleId, 1000)).reverse();
}

describe('a maximum', () => {
  it('leads at the minimum bid and answers the maximum to its owner only', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const response = await offer(alice.client, vehicle.id, { maxAmount: '15000' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isLeading: true,
      outbidByAutomatic: false,
      maximum: '15000.00',
      message: null,
      bid: { amount: '10100.00', isAutomatic: true, isMine: true },
      vehicle: { currentBid: '10100.00', bidCount: 1, minimumNextBid: '10200.00' },
    });

    const bob = await newBidder();
    const publicViews = await Promise.all([
      createClient(t.app).get(`/api/vehicles/${vehicle.id}`),
      createClient(t.app).get(`/api/vehicles/${vehicle.id}/bids`),
      bob.client.get(`/api/vehicles/${vehicle.id}`),
      sellerClient.get(`/api/vehicles/${vehicle.id}`),
      sellerClient.get(`/api/vehicles/${vehicle.id}/bids`),
    ]);
    for (const view of publicViews) {
      expect(view.status).toBe(200);
      expect(JSON.stringify(view.body)).not.toContain('15000');
    }
    const own = await alice.client.get(`/api/users/${alice.user.id}/bids`);
    expect(own.body[0]).toMatchObject({
      vehicleId: vehicle.id,
      maximum: '15000.00',
      isHighest: true,
      isAutomatic: true,
    });
  });

  it('answers a hand bid below it with a counter-bid one increment higher, and says so', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '15000' });
    const response = await offer(bob.client, vehicle.id, { amount: '12000' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      isLeading: false,
      outbidByAutomatic: true,
      maximum: null,
      message: 'You were outbid by an automatic bid',
      bid: { amount: '12000.00', isAutomatic: false, isMine: true, bidSeq: 2 },
      vehicle: { currentBid: '12100.00', bidCount: 3, minimumNextBid: '12200.00' },
    });
    expect(response.body.bids.map((b: { amount: string; isAutomatic: boolean }) => [b.amount, b.isAutomatic])).toEqual([
      ['12000.00', false],
      ['12100.00', true],
    ]);
    expect(JSON.stringify(response.body)).not.toContain('15000');
    const rows = await history(vehicle.id);
    expect(rows.map((b) => [b.amount, b.bidderId === alice.user.id, b.isAutomatic, b.bidSeq])).toEqual([
      ['10100.00', true, true, 1],
      ['12000.00', false, false, 2],
      ['12100.00', true, true, 3],
    ]);
    const row = (await findVehicleById(t.ctx.db, vehicle.id))!;
    expect([row.currentBid, row.highBidderId, row.bidCount]).toEqual(['12100.00', alice.user.id, 3]);
  });

  it('caps the counter-bid at the maximum, and a hand bid above it takes the lead; the old leader is told', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '12050' });
    const capped = await offer(bob.client, vehicle.id, { amount: '12000' });
    expect(capped.body.vehicle.currentBid).toBe('12050.00');
    const above = await offer(bob.client, vehicle.id, { amount: '12150' });
    expect(above.body).toMatchObject({
      isLeading: true,
      outbidByAutomatic: false,
      vehicle: { currentBid: '12150.00' },
    });
  });

  it('between two maxima the higher wins at one increment above the other', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '13000' });
    const response = await offer(bob.client, vehicle.id, { maxAmount: '14000' });
    expect(response.body).toMatchObject({
      isLeading: true,
      maximum: '14000.00',
      vehicle: { currentBid: '13100.00', bidCount: 2 },
    });
    // Alice's beaten maximum is never written as a bid of hers: it would publish it.
    expect((await history(vehicle.id)).map((b) => b.amount)).toEqual(['10100.00', '13100.00']);
  });

  it('at equal maxima the earlier one wins and the price becomes that maximum', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '13000' });
    const response = await offer(bob.client, vehicle.id, { maxAmount: '13000' });
    expect(response.body).toMatchObject({
      isLeading: false,
      outbidByAutomatic: true,
      bid: null,
      vehicle: { currentBid: '13000.00' },
    });
    expect((await findVehicleById(t.ctx.db, vehicle.id))!.highBidderId).toBe(alice.user.id);
  });

  it('a hand bid equal to the maximum records one bid at that level, the maximum holder’s', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '13000' });
    const response = await offer(bob.client, vehicle.id, { amount: '13000' });
    expect(response.body).toMatchObject({ isLeading: false, outbidByAutomatic: true, bid: null });
    const rows = await history(vehicle.id);
    expect(rows.map((b) => [b.amount, b.bidderId === alice.user.id])).toEqual([
      ['10100.00', true],
      ['13000.00', true],
    ]);
  });

  it('lifts the price to the reserve as soon as a maximum reaches it, and never buys at the buy-now price', async () => {
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      reservePrice: '14000.00',
      buyNowPrice: '20000.00',
    });
    const alice = await newBidder();
    const response = await offer(alice.client, vehicle.id, { maxAmount: '25000' });
    expect(response.body).toMatchObject({
      isLeading: true,
      isPurchase: false,
      vehicle: { currentBid: '14000.00', isReserveMet: true, status: 'active' },
    });
    expect(response.body.vehicle.reservePrice).toBeNull();
    const row = (await findVehicleById(t.ctx.db, vehicle.id))!;
    expect([row.status, row.currentBid]).toEqual(['active', '14000.00']);
  });

  it('can be raised any time, lowered only down to the minimum next bid, removed only while not leading', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const bob = await newBidder();
    await offer(alice.client, vehicle.id, { maxAmount: '12000' });
    const raised = await offer(alice.client, vehicle.id, { maxAmount: '16000' });
    expect(raised.body).toMatchObject({
      isLeading: true,
      maximum: '16000.00',
      bids: [],
      bid: null,
      vehicle: { currentBid: '10100.00', bidCount: 1 },
    });
    const tooLow = await offer(alice.client, vehicle.id, { maxAmount: '10150' });
    expect(tooLow.status).toBe(400);
    expect(tooLow.body).toMatchObject({
      code: 'MAXIMUM_TOO_LOW',
      field: 'maxAmount',
      message: 'Your maximum must be at least 10.200 €',
    });

    const removeWhileLeading = await alice.client.delete(`/api/vehicles/${vehicle.id}/bids/maximum`);
    expect(removeWhileLeading.status).toBe(409);
    expect(removeWhileLeading.body.message).toBe('You cannot remove your maximum while you are the highest bidder');

    await offer(bob.client, vehicle.id, { amount: '17000' });
    expect((await alice.client.delete(`/api/vehicles/${vehicle.id}/bids/maximum`)).status).toBe(204);
    expect((await alice.client.delete(`/api/vehicles/${vehicle.id}/bids/maximum`)).status).toBe(404);
    expect((await alice.client.get(`/api/users/${alice.user.id}/bids`)).body[0].maximum).toBeNull();
  });

  it('refuses a maximum below the bid it comes with, an empty offer, and the seller', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const below = await offer(alice.client, vehicle.id, { amount: '12000', maxAmount: '11000' });
    expect(below.status).toBe(400);
    expect(below.body).toMatchObject({ field: 'maxAmount', message: 'Your maximum cannot be lower than your bid' });
    const empty = await offer(alice.client, vehicle.id, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Enter a bid or a maximum');
    expect((await offer(sellerClient, vehicle.id, { maxAmount: '20000' })).status).toBe(403);
    expect((await findVehicleById(t.ctx.db, vehicle.id))!.bidCount).toBe(0);
  });

  it('shows a maximum in the activity list to its owner, not to an admin looking at it', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    await offer(alice.client, vehicle.id, { amount: '10100', maxAmount: '18500' });
    const own = await alice.client.get(`/api/users/${alice.user.id}/bids`);
    expect(own.body[0]).toMatchObject({ maximum: '18500.00', amount: '10100.00', isAutomatic: false });
    const other = await (await newBidder()).client.get(`/api/users/${alice.user.id}/bids`);
    expect(other.status).toBe(403);
  });

  it('replays a repeated key and refuses the key for another maximum', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const alice = await newBidder();
    const send = (maxAmount: string) =>
      alice.client
        .post(`/api/vehicles/${vehicle.id}/bids`)
        .set('Idempotency-Key', `max-${vehicle.id}`)
        .send({ maxAmount });
    const first = await send('15000');
    const again = await send('15000');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await send('16000')).status).toBe(409);
    expect((await findVehicleById(t.ctx.db, vehicle.id))!.bidCount).toBe(1);
  });
});

describe('races on real PostgreSQL', () => {
  it('two maxima placed at once: the higher leads at one increment above the lower, whatever the order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
      const [alice, bob] = await Promise.all([newBidder(), newBidder()]);
      const responses = await Promise.all([
        offer(alice.client, vehicle.id, { maxAmount: '13000' }),
        offer(bob.client, vehicle.id, { maxAmount: '14000' }),
      ]);
      expect(responses.map((r) => r.status)).toEqual([201, 201]);
      const row = (await findVehicleById(t.ctx.db, vehicle.id))!;
      expect([row.currentBid, row.highBidderId]).toEqual(['13100.00', bob.user.id]);
    }
  });

  it('a hand bid racing a maximum ends with the maximum leading one increment above the hand bid', async () => {
    for (let round = 0; round < 5; round += 1) {
      const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
      const [alice, bob] = await Promise.all([newBidder(), newBidder()]);
      const [maxResponse, handResponse] = await Promise.all([
        offer(alice.client, vehicle.id, { maxAmount: '15000' }),
        offer(bob.client, vehicle.id, { amount: '12000' }),
      ]);
      expect([maxResponse.status, handResponse.status]).toEqual([201, 201]);
      const row = (await findVehicleById(t.ctx.db, vehicle.id))!;
      expect([row.currentBid, row.highBidderId]).toEqual(['12100.00', alice.user.id]);
      expect(maxResponse.body.isLeading).toBe(true);
      // Landed first: led until the maximum arrived. Landed second: answered by a counter-bid at once.
      const { isLeading, outbidByAutomatic } = handResponse.body;
      expect(isLeading !== outbidByAutomatic).toBe(true);
    }
  });

  it('50 concurrent mixed hand bids and maxima: gap-free rising history, and the price and leader the rule gives', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '10000.00' });
    const bidders = await Promise.all(Array.from({ length: 10 }, () => newBidder()));
    // Distinct offers (no ties), shuffled, every third a maximum and every seventh both.
    const values = Array.from({ length: 50 }, (_, i) => 10_100 + i * 150).sort(() => Math.random() - 0.5);
    const requests = values.map((value, i) => {
      const body =
        i % 7 === 0
          ? { amount: String(value - 50), maxAmount: String(value) }
          : i % 3 === 0
            ? { maxAmount: String(value) }
            : { amount: String(value) };
      return { bidder: bidders[i % bidders.length]!, body, value };
    });
    const responses = await Promise.all(requests.map((r) => offer(r.bidder.client, vehicle.id, r.body)));
    for (const r of responses) expect([201, 400]).toContain(r.status);

    const rows = await history(vehicle.id);
    expect(rows.map((b) => b.bidSeq)).toEqual(rows.map((_, i) => i + 1));
    for (let i = 1; i < rows.length; i += 1) expect(toCents(rows[i]!.amount) > toCents(rows[i - 1]!.amount)).toBe(true);
    const vehicleRow = (await findVehicleById(t.ctx.db, vehicle.id))!;
    expect(vehicleRow.bidCount).toBe(rows.length);
    expect(vehicleRow.currentBid).toBe(rows.at(-1)!.amount);

    // Each bidder's best accepted offer; the leader is the best of all, the price beats the second by one step.
    const best = new Map<string, { top: number; hand: number }>();
    requests.forEach((request, i) => {
      if (responses[i]!.status !== 201) return;
      const entry = best.get(request.bidder.user.id) ?? { top: 0, hand: 0 };
      entry.top = Math.max(entry.top, request.value);
      if (request.body.amount) entry.hand = Math.max(entry.hand, Number(request.body.amount));
      best.set(request.bidder.user.id, entry);
    });
    const ranked = [...best.entries()].sort((a, b) => b[1].top - a[1].top);
    const [leaderId, leader] = ranked[0]!;
    const second = ranked[1]?.[1].top ?? 0;
    expect(vehicleRow.highBidderId).toBe(leaderId);
    const expected = Math.max(Math.min(leader.top, second + 100), leader.hand);
    expect(Number(vehicleRow.currentBid)).toBe(expected);
  });
});
