import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import {
  bidIdempotencyKeys,
  bidMaxima,
  bids,
  clientFootprints,
  outboxMessages,
  transactions,
  vehicles,
} from '../schema/index';
import { type BidBatchWrite, type RecordedBid, applyBidDecisions, readBidBatchContext } from './bid-write.repository';
import { findUsersWithPushDevices, savePushSubscription } from './push-subscription.repository';
import { insertUser } from './user.repository';
import { insertVehicle } from './vehicle.repository';

/**
 * The hot bid statements run with one fixed text whatever the burst (lists travel as JSON): on
 * PostgreSQL and PGlite, every part of a burst lands with its types, and a connection keeps one
 * prepared statement per kind however many shapes it has written.
 */
describe.each([
  // One connection, so that what it has prepared can be read back from it.
  ['postgres', () => openDatabase({ url: inject('databaseUrl'), poolSize: 1 })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('bid statements on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let sellerId: string;
  const bidderIds: string[] = [];

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    const user = (name: string) =>
      insertUser(handle.db, {
        email: `${name}-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'Ana',
        lastName: 'Pop',
      });
    sellerId = (await user('seller'))!.id;
    for (const name of ['b1', 'b2', 'b3']) bidderIds.push((await user(name))!.id);
  });
  afterAll(async () => handle.close());

  async function createVehicle() {
    const vehicle = await insertVehicle(handle.db, {
      sellerId,
      make: 'Dacia',
      model: 'Logan',
      year: 2019,
      vin: 'UU1LSDAAH12345678',
      mileage: 1000,
      condition: 'good',
      startingBid: '5000.00',
      currentBid: '5000.00',
      auctionEndTime: new Date(Date.now() + 86_400_000),
    });
    return vehicle!;
  }

  function bid(bidderId: string, amount: string, bidSeq: number, isAutomatic = false): RecordedBid {
    return { id: randomUUID(), bidderId, amount, bidSeq, isAutomatic };
  }

  /** A burst on the vehicle as read: its bids, and the bookkeeping each accepted bid carries. */
  function burst(
    vehicle: { id: string; bidCount: number; maximumVersion: number; auctionEndTime: Date },
    parts: Partial<BidBatchWrite>,
  ): BidBatchWrite {
    const recorded = parts.bids ?? [];
    return {
      vehicleId: vehicle.id,
      expectedBidCount: vehicle.bidCount,
      expectedMaximumVersion: vehicle.maximumVersion,
      expectedEndTime: vehicle.auctionEndTime,
      bids: recorded,
      currentBid: recorded.at(-1)?.amount ?? '5000.00',
      highBidderId: recorded.at(-1)?.bidderId ?? null,
      newEndTime: vehicle.auctionEndTime,
      now: new Date(),
      purchase: null,
      newBidders: [],
      maxima: [],
      idempotency: [],
      outbox: [],
      footprints: [],
      ...parts,
    };
  }

  it('writes every part of bursts of different sizes, and nothing when the vehicle moved on', async () => {
    const vehicle = await createVehicle();
    const [b1, b2, b3] = bidderIds as [string, string, string];
    const first = [bid(b1, '5100.00', 1), bid(b2, '5200.00', 2), bid(b1, '5300.00', 3, true)];
    const messageId = randomUUID();
    const leaseUntil = new Date(Date.now() + 3_000);
    expect(
      await applyBidDecisions(
        handle.db,
        burst(vehicle, {
          bids: first,
          newBidders: [
            { bidderId: b1, bidderNumber: 1 },
            { bidderId: b2, bidderNumber: 2 },
          ],
          maxima: [{ kind: 'set', bidderId: b1, amount: '6000.00' }],
          idempotency: [
            {
              userId: b2,
              key: 'k-1',
              requestAmount: '5200.00',
              requestMaxAmount: null,
              bidId: first[1]!.id,
              response: { ok: true, n: 2 },
            },
          ],
          outbox: [
            {
              message: {
                id: messageId,
                emissions: [{ room: `vehicle:${vehicle.id}`, event: 'bid:placed', payload: { a: 1 } }],
                jobs: [],
              },
              leaseUntil,
            },
          ],
          footprints: [{ userId: b2, ip: '203.0.113.9', deviceId: null, bidId: first[1]!.id }],
        }),
      ),
    ).toBe(true);

    const afterFirst = (await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]!;
    expect(afterFirst).toMatchObject({
      currentBid: '5300.00',
      bidCount: 3,
      highBidderId: b1,
      maximumVersion: vehicle.maximumVersion + 1,
      status: 'active',
    });
    const written = await handle.db.select().from(bids).where(eq(bids.vehicleId, vehicle.id)).orderBy(bids.bidSeq);
    expect(written.map((b) => [b.id, b.bidderId, b.amount, b.bidSeq, b.isAutomatic, b.isPurchase])).toEqual(
      first.map((b) => [b.id, b.bidderId, b.amount, b.bidSeq, b.isAutomatic, false]),
    );
    const [key] = await handle.db
      .select()
      .from(bidIdempotencyKeys)
      .where(and(eq(bidIdempotencyKeys.userId, b2), eq(bidIdempotencyKeys.key, 'k-1')));
    expect(key).toMatchObject({
      vehicleId: vehicle.id,
      amount: '5200.00',
      maxAmount: null,
      bidId: first[1]!.id,
      response: { ok: true, n: 2 },
    });
    const [message] = await handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    expect(message?.emissions).toEqual([{ room: `vehicle:${vehicle.id}`, event: 'bid:placed', payload: { a: 1 } }]);
    expect(message?.availableAt.getTime()).toBe(leaseUntil.getTime());
    const [footprint] = await handle.db.select().from(clientFootprints).where(eq(clientFootprints.bidId, first[1]!.id));
    expect(footprint).toMatchObject({
      userId: b2,
      kind: 'bid',
      vehicleId: vehicle.id,
      ip: '203.0.113.9',
      deviceId: null,
    });

    // What the next decision reads: numbers, the maximum (its owner's only), the stored answer.
    const context = await readBidBatchContext(handle.db, vehicle.id, [
      { bidderId: b1, idempotencyKey: null },
      { bidderId: b2, idempotencyKey: 'k-1' },
      { bidderId: b3, idempotencyKey: 'k-9' },
    ]);
    expect(context?.vehicle.bidCount).toBe(3);
    expect(context?.bidderCount).toBe(2);
    expect(context?.leaderMaximum).toBe('6000.00');
    expect(context?.leaderBidderNumber).toBe(1);
    expect(Object.fromEntries(context!.bidders)).toEqual({
      [b1]: { bidderNumber: 1, ownMaximum: '6000.00' },
      [b2]: { bidderNumber: 2, ownMaximum: null },
      [b3]: { bidderNumber: null, ownMaximum: null },
    });
    expect([...context!.idempotency.entries()]).toEqual([
      [`${b2} k-1`, expect.objectContaining({ amount: '5200.00', response: { ok: true, n: 2 } })],
    ]);

    // A stale burst (read before the first) changes nothing.
    expect(await applyBidDecisions(handle.db, burst(vehicle, { bids: [bid(b3, '5100.00', 1)] }))).toBe(false);
    // One bid, a maximum removed: the same statement with shorter lists.
    const second = bid(b3, '5400.00', 4);
    expect(
      await applyBidDecisions(
        handle.db,
        burst(afterFirst, {
          bids: [second],
          newBidders: [{ bidderId: b3, bidderNumber: 3 }],
          maxima: [{ kind: 'remove', bidderId: b1 }],
        }),
      ),
    ).toBe(true);
    expect(await handle.db.select().from(bidMaxima).where(eq(bidMaxima.vehicleId, vehicle.id))).toEqual([]);
    expect(
      (await readBidBatchContext(handle.db, vehicle.id, [{ bidderId: b3, idempotencyKey: null }]))?.bidders.get(b3),
    ).toEqual({ bidderNumber: 3, ownMaximum: null });

    if (kind === 'postgres') {
      const prepared = await handle.db.execute(
        sql`select name from pg_prepared_statements where name in ('bid_write', 'bid_context') order by name`,
      );
      expect((prepared as unknown as { rows: { name: string }[] }).rows.map((r) => r.name)).toEqual([
        'bid_context',
        'bid_write',
      ]);
    }
  });

  it('sells the vehicle when the burst is a purchase', async () => {
    const vehicle = await createVehicle();
    const [b1] = bidderIds as [string];
    const transactionId = randomUUID();
    const now = new Date();
    expect(
      await applyBidDecisions(
        handle.db,
        burst(vehicle, {
          bids: [bid(b1, '9000.00', 1)],
          now,
          purchase: { transactionId, buyerId: b1, fee: '450.00' },
          newBidders: [{ bidderId: b1, bidderNumber: 1 }],
        }),
      ),
    ).toBe(true);
    const [sold] = await handle.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(sold).toMatchObject({ status: 'sold', currentBid: '9000.00', highBidderId: b1 });
    expect(sold?.closedAt?.getTime()).toBe(now.getTime());
    const [sale] = await handle.db.select().from(transactions).where(eq(transactions.vehicleId, vehicle.id));
    expect(sale).toMatchObject({
      id: transactionId,
      buyerId: b1,
      sellerId,
      finalPrice: '9000.00',
      fee: '450.00',
      paymentStatus: 'pending',
    });
    const [purchaseBid] = await handle.db.select().from(bids).where(eq(bids.vehicleId, vehicle.id));
    expect(purchaseBid?.isPurchase).toBe(true);
    // A sold vehicle takes no further write.
    expect(
      await applyBidDecisions(handle.db, burst({ ...vehicle, bidCount: 1 }, { bids: [bid(b1, '9100.00', 2)] })),
    ).toBe(false);
  });
  it('reads who of the seller, the leader and the bidders asked for has a Web Push device', async () => {
    const [b1, b2, b3] = bidderIds as [string, string, string];
    const outsider = (await insertUser(handle.db, {
      email: `outsider-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Pop',
    }))!.id;
    const vehicle = await createVehicle();
    await handle.db
      .update(vehicles)
      .set({ highBidderId: b1, bidCount: 1, currentBid: '5000.00' })
      .where(eq(vehicles.id, vehicle.id));
    const device = (userId: string) =>
      savePushSubscription(
        handle.db,
        {
          userId,
          endpoint: `https://push.example.test/${randomUUID()}`,
          p256dh: 'k',
          auth: 'a',
          label: 'Phone',
          language: 'ro',
        },
        10,
      );
    const ask = [b2, b3].map((bidderId) => ({ bidderId, idempotencyKey: null }));
    expect((await readBidBatchContext(handle.db, vehicle.id, ask))!.pushReachable.size).toBe(0);
    // Two devices of one user count once; someone with a device but no part in this auction not at all.
    for (const userId of [sellerId, b1, b3, b3, outsider]) await device(userId);
    const context = await readBidBatchContext(handle.db, vehicle.id, ask);
    expect([...context!.pushReachable].sort()).toEqual([sellerId, b1, b3].sort());
    // The fan-outs' filter: the same question for any list of users.
    expect(await findUsersWithPushDevices(handle.db, [b2, outsider, b3, b3])).toEqual(new Set([outsider, b3]));
    expect(await findUsersWithPushDevices(handle.db, [])).toEqual(new Set());
  });
});
