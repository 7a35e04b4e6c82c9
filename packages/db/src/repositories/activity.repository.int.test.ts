import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { insertBid, listBidsByUser, listBidsForVehicle } from './bid.repository';
import { consumePasswordResetToken, insertPasswordResetToken } from './password-reset.repository';
import { type BidDecisionWrite, applyBidDecision, readBidContext } from './bid-write.repository';
import {
  claimOutboxMessages,
  deleteOutboxMessage,
  insertOutboxMessages,
  readOutboxBacklog,
  releaseOutboxMessage,
} from './outbox.repository';
import {
  countSalesInMonth,
  findTransactionByVehicleId,
  insertSales,
  listTransactionsForUser,
} from './transaction.repository';
import { insertUser, updateAdminRole, type UserRow } from './user.repository';
import { insertVehicle, type VehicleRow } from './vehicle.repository';
import { addToWatchlist, countWatchlist, removeFromWatchlist } from './watchlist.repository';

/** Every repository runs on PostgreSQL in production and on PGlite when embedded. */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl') })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('repositories on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let seller: UserRow;
  let alice: UserRow;
  let bob: UserRow;
  let vehicle: VehicleRow;
  const bidderNumbers: number[] = [];

  const newUser = async (overrides: Partial<UserRow> = {}) =>
    (await insertUser(handle.db, {
      email: `u-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
      ...overrides,
    }))!;

  const outboxFor = () => ({
    message: { id: randomUUID(), emissions: [{ room: 'vehicle:x', event: 'bid:placed', payload: {} }], jobs: [] },
    leaseUntil: new Date(),
  });

  /** Bids the way the service does: read the state, then write only if it is unchanged. */
  async function bid(bidder: UserRow, amount: string) {
    const state = (await readBidContext(handle.db, vehicle.id, bidder.id, null))!;
    const applied = await applyBidDecision(handle.db, {
      vehicleId: vehicle.id,
      expectedBidCount: state.vehicle.bidCount,
      expectedMaximumVersion: state.vehicle.maximumVersion,
      expectedEndTime: state.vehicle.auctionEndTime,
      bids: [{ id: randomUUID(), bidderId: bidder.id, amount, bidSeq: state.vehicle.bidCount + 1, isAutomatic: false }],
      currentBid: amount,
      highBidderId: bidder.id,
      maximum: { kind: 'none' },
      newBidder: state.isNewBidder ? { bidderId: bidder.id, bidderNumber: state.bidderNumber } : null,
      newEndTime: state.vehicle.auctionEndTime,
      now: new Date(),
      purchase: null,
      idempotency: null,
      outbox: outboxFor(),
    });
    expect(applied).toBe(true);
    return state;
  }

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    seller = await newUser();
    alice = await newUser();
    bob = await newUser();
    vehicle = await insertVehicle(handle.db, {
      sellerId: seller.id,
      year: 2018,
      make: 'Skoda',
      model: 'Octavia',
      vin: 'TMBJJ7NE8J0123456',
      mileage: 120_000,
      condition: 'good',
      startingBid: '7000.00',
      currentBid: '7000.00',
      auctionEndTime: new Date(Date.now() + 3_600_000),
    });
    bidderNumbers.push((await bid(alice, '7100.00')).bidderNumber);
    bidderNumbers.push((await bid(bob, '7200.00')).bidderNumber);
    bidderNumbers.push((await bid(alice, '7300.00')).bidderNumber);
  });

  it('reads each bidder’s number before the bid, the same one the history shows', () => {
    expect(bidderNumbers).toEqual([1, 2, 1]);
  });
  afterAll(async () => handle.close());

  it('numbers bidders per auction by their first bid and keeps bid_seq gap-free', async () => {
    const bids = await listBidsForVehicle(handle.db, vehicle.id);
    expect(bids.map((b) => [b.bidSeq, b.amount, b.bidderNumber])).toEqual([
      [3, '7300.00', 1],
      [2, '7200.00', 2],
      [1, '7100.00', 1],
    ]);
  });

  it('refuses a second bid with the same bid_seq', async () => {
    await expect(
      insertBid(handle.db, { vehicleId: vehicle.id, bidderId: bob.id, amount: '9999.00', bidSeq: 2 }),
    ).rejects.toThrow();
  });

  it('tells each bidder whether their bid is still the highest', async () => {
    const aliceBids = await listBidsByUser(handle.db, alice.id, 10, 0);
    expect(aliceBids.map((b) => [b.amount, b.isHighest])).toEqual([
      ['7300.00', true],
      ['7100.00', false],
    ]);
    expect(aliceBids[0]!.vehicle).toMatchObject({ id: vehicle.id, currentBid: '7300.00', bidCount: 3, make: 'Skoda' });
    expect((await listBidsByUser(handle.db, bob.id, 10, 0))[0]!.isHighest).toBe(false);
  });

  it('creates one transaction per vehicle and counts it in the month', async () => {
    const [first] = await insertSales(handle.db, [
      { vehicleId: vehicle.id, buyerId: alice.id, sellerId: seller.id, finalPrice: '7300.00', fee: '270.00' },
    ]);
    const second = await insertSales(handle.db, [
      { vehicleId: vehicle.id, buyerId: bob.id, sellerId: seller.id, finalPrice: '7300.00', fee: '270.00' },
    ]);
    expect(first).toBeDefined();
    expect(second).toEqual([]);
    expect(await listTransactionsForUser(handle.db, seller.id, 10, 0)).toHaveLength(1);
    expect(await countSalesInMonth(handle.db, new Date(), 'Europe/Bucharest')).toBeGreaterThanOrEqual(1);
    const longAgo = new Date(Date.now() + 400 * 24 * 3_600_000);
    expect(await countSalesInMonth(handle.db, longAgo, 'Europe/Bucharest')).toBe(0);
  });

  it('keeps one watchlist entry however often it is added', async () => {
    await addToWatchlist(handle.db, bob.id, vehicle.id);
    await addToWatchlist(handle.db, bob.id, vehicle.id);
    expect(await countWatchlist(handle.db, bob.id)).toBe(1);
    expect(await removeFromWatchlist(handle.db, bob.id, vehicle.id)).toBe(true);
    expect(await removeFromWatchlist(handle.db, bob.id, vehicle.id)).toBe(false);
  });

  it('consumes a reset token once and never after it expires', async () => {
    const now = new Date();
    await insertPasswordResetToken(handle.db, {
      userId: alice.id,
      tokenHash: `h-${randomUUID()}`,
      expiresAt: new Date(now.getTime() + 1000),
    });
    const hash = `h-${randomUUID()}`;
    await insertPasswordResetToken(handle.db, {
      userId: alice.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + 3_600_000),
    });
    expect(await consumePasswordResetToken(handle.db, hash, now)).toBe(alice.id);
    expect(await consumePasswordResetToken(handle.db, hash, now)).toBeNull();
    const expired = `h-${randomUUID()}`;
    await insertPasswordResetToken(handle.db, {
      userId: alice.id,
      tokenHash: expired,
      expiresAt: new Date(now.getTime() + 1000),
    });
    expect(await consumePasswordResetToken(handle.db, expired, new Date(now.getTime() + 2000))).toBeNull();
  });

  it('writes a bid only on the state it was decided on (compare-and-set), with sale and idempotency record', async () => {
    const target = await insertVehicle(handle.db, {
      sellerId: seller.id,
      year: 2020,
      make: 'VW',
      model: 'Passat',
      vin: 'WVWZZZ3CZLE012345',
      mileage: 50_000,
      condition: 'good',
      startingBid: '9000.00',
      currentBid: '9000.00',
      auctionEndTime: new Date(Date.now() + 3_600_000),
    });
    const state = (await readBidContext(handle.db, target.id, alice.id, 'key-abcdefgh'))!;
    expect([state.vehicle.bidCount, state.bidderNumber, state.idempotency, state.vehicle.images]).toEqual([
      0,
      1,
      null,
      [],
    ]);
    const aliceBidId = randomUUID();
    const write: BidDecisionWrite = {
      vehicleId: target.id,
      expectedBidCount: 0,
      expectedMaximumVersion: 0,
      expectedEndTime: target.auctionEndTime,
      bids: [{ id: aliceBidId, bidderId: alice.id, amount: '9100.00', bidSeq: 1, isAutomatic: false }],
      currentBid: '9100.00',
      highBidderId: alice.id,
      maximum: { kind: 'none' },
      newBidder: { bidderId: alice.id, bidderNumber: 1 },
      newEndTime: target.auctionEndTime,
      now: new Date(),
      purchase: null,
      idempotency: {
        userId: alice.id,
        key: 'key-abcdefgh',
        requestAmount: '9100.00',
        requestMaxAmount: null,
        bidId: aliceBidId,
        response: { first: true },
      },
      outbox: outboxFor(),
    };
    const owedBefore = (await readOutboxBacklog(handle.db, new Date())).pending;
    expect(await applyBidDecision(handle.db, write)).toBe(true);
    // A second decision made on the same (now stale) state must not land, nor announce anything.
    const bobBid = { id: randomUUID(), bidderId: bob.id, amount: '9100.00', bidSeq: 1, isAutomatic: false };
    expect(
      await applyBidDecision(handle.db, {
        ...write,
        bids: [bobBid],
        highBidderId: bob.id,
        newBidder: null,
        idempotency: null,
        outbox: outboxFor(),
      }),
    ).toBe(false);
    expect((await readOutboxBacklog(handle.db, new Date())).pending).toBe(owedBefore + 1);
    expect((await listBidsForVehicle(handle.db, target.id)).map((b) => [b.amount, b.bidderNumber])).toEqual([
      ['9100.00', 1],
    ]);
    const after = (await readBidContext(handle.db, target.id, bob.id, null))!;
    expect([after.vehicle.bidCount, after.vehicle.currentBid, after.vehicle.highBidderId, after.bidderNumber]).toEqual([
      1,
      '9100.00',
      alice.id,
      2,
    ]);
    expect((await readBidContext(handle.db, target.id, alice.id, 'key-abcdefgh'))!.idempotency).toEqual({
      vehicleId: target.id,
      amount: '9100.00',
      maxAmount: null,
      response: { first: true },
    });

    // Decided on an end an operator has moved since: it does not land either.
    expect(
      await applyBidDecision(handle.db, {
        ...write,
        expectedBidCount: 1,
        expectedEndTime: new Date(target.auctionEndTime.getTime() - 60_000),
        bids: [{ ...bobBid, amount: '9200.00', bidSeq: 2 }],
        highBidderId: bob.id,
        newBidder: { bidderId: bob.id, bidderNumber: 2 },
        idempotency: null,
        outbox: outboxFor(),
      }),
    ).toBe(false);

    const transactionId = randomUUID();
    expect(
      await applyBidDecision(handle.db, {
        ...write,
        expectedBidCount: 1,
        bids: [{ id: randomUUID(), bidderId: bob.id, amount: '15000.00', bidSeq: 2, isAutomatic: false }],
        currentBid: '15000.00',
        highBidderId: bob.id,
        newBidder: { bidderId: bob.id, bidderNumber: 2 },
        idempotency: null,
        purchase: { transactionId, buyerId: bob.id, fee: '350.00' },
        outbox: outboxFor(),
      }),
    ).toBe(true);
    const sold = (await readBidContext(handle.db, target.id, bob.id, null))!.vehicle;
    expect([sold.status, sold.closedAt !== null]).toEqual(['sold', true]);
    expect(await findTransactionByVehicleId(handle.db, target.id)).toMatchObject({
      id: transactionId,
      buyerId: bob.id,
      finalPrice: '15000.00',
      fee: '350.00',
    });
  });

  it('switches the role only of accounts with admin rights', async () => {
    const admin = await newUser({ isAdmin: true });
    expect(await updateAdminRole(handle.db, admin.id, 'admin')).toBe(true);
    expect(await updateAdminRole(handle.db, bob.id, 'admin')).toBe(false);
  });

  it('hands an outbox message to one relay at a time, only once its lease ran out, and forgets it once delivered', async () => {
    const t0 = new Date(Date.now() + 3_600_000); // later than anything the other tests left owed
    const leased = {
      id: randomUUID(),
      emissions: [{ room: 'vehicle:a', event: 'auction:closed', payload: { n: 1 } }],
      jobs: [],
    };
    const free = {
      id: randomUUID(),
      emissions: [],
      jobs: [{ queue: 'notifications' as const, name: 'auction-won', data: { n: 2 }, jobId: 'won-a' }],
    };
    await insertOutboxMessages(handle.db, [free], t0);
    await insertOutboxMessages(handle.db, [leased], new Date(t0.getTime() + 3000));

    const [first, second] = await Promise.all([
      claimOutboxMessages(handle.db, t0, new Date(t0.getTime() + 10_000), 1000),
      claimOutboxMessages(handle.db, t0, new Date(t0.getTime() + 10_000), 1000),
    ]);
    const taken = [...first, ...second].filter((m) => m.id === free.id || m.id === leased.id);
    expect(taken).toMatchObject([{ id: free.id, jobs: free.jobs, attempts: 1 }]);
    // Taken by a relay now: not offered again until that lease runs out, unless it is released.
    // Other tests' messages may be owed at these times too: only these two are this test's business.
    const ours = <M extends { id: string }>(messages: M[]) =>
      messages.filter((m) => m.id === free.id || m.id === leased.id);
    expect(
      ours(
        await claimOutboxMessages(handle.db, new Date(t0.getTime() + 5000), new Date(t0.getTime() + 20_000), 1000),
      ).map((m) => m.id),
    ).toEqual([leased.id]);
    await releaseOutboxMessage(handle.db, free.id, new Date(t0.getTime() + 6000));
    expect(
      ours(
        await claimOutboxMessages(handle.db, new Date(t0.getTime() + 6000), new Date(t0.getTime() + 30_000), 1000),
      ).map((m) => [m.id, m.attempts]),
    ).toEqual([[free.id, 2]]);

    await deleteOutboxMessage(handle.db, free.id);
    await deleteOutboxMessage(handle.db, leased.id);
    expect(
      (
        await claimOutboxMessages(handle.db, new Date(t0.getTime() + 60_000), new Date(t0.getTime() + 70_000), 1000)
      ).filter((m) => m.id === free.id || m.id === leased.id),
    ).toEqual([]);
  });
});
