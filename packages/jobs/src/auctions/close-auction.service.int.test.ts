import {
  closeAuction,
  findAuctionState,
  readOutboxBacklog,
  findTransactionByVehicleId,
  insertSales,
  updateVehicleAfterBid,
} from '@autolicit/db';
import {
  OUTBOX_RETRY_AFTER_MS,
  createAuctionQueues,
  createOutboxDelivery,
  localPublishes,
  notificationJobIds,
} from '@autolicit/messaging';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type WorkerTestContext, createWorkerTestContext, sleep } from '../test/worker-test-context';
import { closeAuctionIfDue, closeDueAuctionBatch } from './close-auction.service';
import { sweepAuctions } from './sweep-auctions.service';

describe('closeAuctionIfDue', () => {
  let t: WorkerTestContext;
  let sellerId: string;
  let buyerId: string;

  beforeAll(async () => {
    t = await createWorkerTestContext();
    sellerId = await t.createUser();
    buyerId = await t.createUser();
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    t.events.events.length = 0;
  });

  /** A vehicle with one high bid of `amount`, ending `inMs` from now. */
  function createBidVehicle(inMs: number, amount = '12500.00', reservePrice: string | null = null) {
    return t.createVehicle({
      sellerId,
      startingBid: '10000.00',
      currentBid: amount,
      bidCount: 1,
      highBidderId: buyerId,
      reservePrice,
      auctionEndTime: new Date(Date.now() + inMs),
    });
  }

  it('closes exactly once when five calls and the sweeper race on one overdue auction', async () => {
    const vehicle = await createBidVehicle(150);
    await sleep(200);

    const [sweep, ...results] = await Promise.all([
      sweepAuctions(t.deps),
      ...Array.from({ length: 5 }, () => closeAuctionIfDue(t.deps, vehicle.id)),
    ]);
    const closers = results.filter((r) => r.outcome === 'closed-sold').length + sweep.closed;
    expect(closers).toBe(1);
    expect(results.every((r) => r.outcome === 'closed-sold' || r.outcome === 'already-closed')).toBe(true);

    const sale = await findTransactionByVehicleId(t.deps.db, vehicle.id);
    expect(sale).toMatchObject({ buyerId, sellerId, finalPrice: '12500.00', fee: '320.00', paymentStatus: 'pending' });
    const state = await findAuctionState(t.deps.db, vehicle.id);
    expect(state?.status).toBe('sold');

    expect(t.events.named('auction:closed', vehicle.id)).toEqual([
      {
        room: `vehicle:${vehicle.id}`,
        event: 'auction:closed',
        payload: {
          vehicleId: vehicle.id,
          status: 'sold',
          finalPrice: '12500.00',
          isReserveMet: true,
          bidCount: 1,
          serverTime: expect.any(String),
        },
      },
    ]);
    expect(t.events.named('auction:won', vehicle.id)).toEqual([
      expect.objectContaining({
        room: `user:${buyerId}`,
        payload: expect.objectContaining({
          transactionId: sale!.id,
          finalPrice: '12500.00',
          fee: '320.00',
          total: '12820.00',
          make: 'Dacia',
        }),
      }),
    ]);
    expect(t.events.named('auction:sold', vehicle.id)).toEqual([
      expect.objectContaining({
        room: `user:${sellerId}`,
        payload: expect.objectContaining({ transactionId: sale!.id, finalPrice: '12500.00' }),
      }),
    ]);

    const won = await t.queues.notifications.getJob(notificationJobIds.auctionWon(vehicle.id));
    const sold = await t.queues.notifications.getJob(notificationJobIds.auctionSold(vehicle.id));
    expect([won?.name, won?.data]).toEqual(['auction-won', { vehicleId: vehicle.id, userId: buyerId }]);
    expect([sold?.name, sold?.data]).toEqual(['auction-sold', { vehicleId: vehicle.id, userId: sellerId }]);
    // Beside the sale's two e-mails, once: the end's notices to the other bidders.
    const ended = await t.queues.notifications.getJob(notificationJobIds.auctionEnded(vehicle.id, 'sold'));
    expect([ended?.name, ended?.data]).toEqual(['auction-ended', { vehicleId: vehicle.id, outcome: 'sold' }]);
    expect(await t.queues.notifications.getJobCountByTypes('waiting', 'delayed', 'prioritized')).toBe(3);
  });

  it('closes auctions that ended together in concurrent batches, each exactly once', async () => {
    const end = new Date(Date.now() + 100);
    const vehicles = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0 ? t.createVehicle({ sellerId, auctionEndTime: end }) : createBidVehicle(100),
      ),
    );
    await sleep(150);

    const [a, b, c, ...singles] = await Promise.all([
      closeDueAuctionBatch(t.deps, 12),
      closeDueAuctionBatch(t.deps, 12),
      closeDueAuctionBatch(t.deps, 12),
      ...vehicles.slice(0, 5).map((v) => closeAuctionIfDue(t.deps, v.id)),
    ]);
    const closedByBatches = [...a.closed, ...b.closed, ...c.closed].map((x) => x.vehicleId);
    const closedBySingles = singles.flatMap((r, i) => (r.outcome.startsWith('closed-') ? [vehicles[i]!.id] : []));
    const all = [...closedByBatches, ...closedBySingles];
    expect(new Set(all).size).toBe(all.length);
    expect(all.sort()).toEqual(vehicles.map((v) => v.id).sort());
    for (const vehicle of vehicles) {
      expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
      expect((await findTransactionByVehicleId(t.deps.db, vehicle.id)) !== null).toBe(vehicle.bidCount > 0);
      expect((await t.queues.notifications.getJob(notificationJobIds.auctionWon(vehicle.id))) !== undefined).toBe(
        vehicle.bidCount > 0,
      );
    }
  });

  it('closes exactly once after a close that died before its commit', async () => {
    const vehicle = await createBidVehicle(-1000);
    // A worker killed between the update and the commit: the transaction rolls back.
    await expect(
      t.deps.db.transaction(async (tx) => {
        expect(await closeAuction(tx, vehicle.id, new Date())).not.toBeNull();
        throw new Error('worker killed');
      }),
    ).rejects.toThrow('worker killed');
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    expect(await findTransactionByVehicleId(t.deps.db, vehicle.id)).toBeNull();

    expect((await closeAuctionIfDue(t.deps, vehicle.id)).outcome).toBe('closed-sold');
    expect((await closeAuctionIfDue(t.deps, vehicle.id)).outcome).toBe('already-closed');
    expect(await findTransactionByVehicleId(t.deps.db, vehicle.id)).not.toBeNull();
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
  });

  it('ends without a sale when there were no bids or the reserve was not met', async () => {
    const noBids = await t.createVehicle({ sellerId, auctionEndTime: new Date(Date.now() - 1000) });
    const belowReserve = await createBidVehicle(-1000, '14000.00', '15000.00');

    expect((await closeAuctionIfDue(t.deps, noBids.id)).outcome).toBe('closed-ended');
    expect((await closeAuctionIfDue(t.deps, belowReserve.id)).outcome).toBe('closed-ended');

    for (const vehicle of [noBids, belowReserve]) {
      expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('ended');
      expect(await findTransactionByVehicleId(t.deps.db, vehicle.id)).toBeNull();
      expect(await t.queues.notifications.getJob(notificationJobIds.auctionWon(vehicle.id))).toBeUndefined();
    }
    expect(t.events.named('auction:closed').map((e) => e.payload)).toEqual([
      expect.objectContaining({
        vehicleId: noBids.id,
        status: 'ended',
        finalPrice: null,
        isReserveMet: false,
        bidCount: 0,
      }),
      expect.objectContaining({
        vehicleId: belowReserve.id,
        status: 'ended',
        finalPrice: '14000.00',
        isReserveMet: false,
        bidCount: 1,
      }),
    ]);
    expect([...t.events.named('auction:won'), ...t.events.named('auction:sold')]).toEqual([]);
  });

  it("reports an auction not yet due with PostgreSQL's (extended) end, and leaves it open", async () => {
    const vehicle = await createBidVehicle(-1000);
    const extendedEnd = new Date(Date.now() + 120_000);
    // A late bid moved the end (anti-sniping) before the close ran.
    await updateVehicleAfterBid(t.deps.db, vehicle.id, {
      currentBid: '13000.00',
      bidCount: 2,
      highBidderId: buyerId,
      auctionEndTime: extendedEnd,
    });

    expect(await closeAuctionIfDue(t.deps, vehicle.id)).toEqual({ outcome: 'not-due', auctionEndTime: extendedEnd });
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    expect(t.events.events).toEqual([]);
  });

  it('does nothing for a vehicle bought with buy-now, a cancelled one or an unknown id', async () => {
    const bought = await t.createVehicle({
      sellerId,
      status: 'sold',
      currentBid: '20000.00',
      bidCount: 1,
      highBidderId: buyerId,
      closedAt: new Date(Date.now() - 86_400_000),
      auctionEndTime: new Date(Date.now() - 1000),
    });
    await insertSales(t.deps.db, [{ vehicleId: bought.id, buyerId, sellerId, finalPrice: '20000.00', fee: '400.00' }]);
    const cancelled = await t.createVehicle({
      sellerId,
      status: 'cancelled',
      auctionEndTime: new Date(Date.now() - 1000),
    });

    expect(await closeAuctionIfDue(t.deps, bought.id)).toEqual({
      outcome: 'already-closed',
      status: 'sold',
      notificationsQueued: true,
    });
    expect(await closeAuctionIfDue(t.deps, cancelled.id)).toMatchObject({
      outcome: 'already-closed',
      status: 'cancelled',
    });
    expect(await closeAuctionIfDue(t.deps, '9b2f3c1e-8a55-4b8e-9f3e-1d2c3b4a5f60')).toEqual({ outcome: 'missing' });
    expect((await findTransactionByVehicleId(t.deps.db, bought.id))?.finalPrice).toBe('20000.00');
    // Bought a day ago: its emails went out then; the close job must not queue them again.
    expect(await t.queues.notifications.getJob(notificationJobIds.auctionWon(bought.id))).toBeUndefined();
    expect(t.events.events).toEqual([]);
  });

  it('keeps a close whose emails could not be queued, and queues them when it runs again', async () => {
    const vehicle = await createBidVehicle(-1000);
    // Redis refuses the email jobs at the moment of the close.
    const deadRedis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const deadQueues = createAuctionQueues(deadRedis, t.redisPrefix);
    deadQueues.notifications.on('error', () => undefined);
    deadQueues.auctionClose.on('error', () => undefined);
    try {
      const deadOutbox = createOutboxDelivery({
        db: t.deps.db,
        emitter: t.events,
        publishes: localPublishes,
        queues: deadQueues,
        logger: t.deps.logger,
        now: () => new Date(),
      });
      const first = await closeAuctionIfDue({ ...t.deps, queues: deadQueues, outbox: deadOutbox }, vehicle.id);
      expect(first).toMatchObject({ outcome: 'closed-sold', notificationsQueued: false });
    } finally {
      await deadQueues.close().catch(() => undefined);
      deadRedis.disconnect();
    }
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('sold');
    expect(await t.queues.notifications.getJob(notificationJobIds.auctionWon(vehicle.id))).toBeUndefined();

    expect(await closeAuctionIfDue(t.deps, vehicle.id)).toEqual({
      outcome: 'already-closed',
      status: 'sold',
      notificationsQueued: true,
    });
    expect((await t.queues.notifications.getJob(notificationJobIds.auctionWon(vehicle.id)))?.data).toEqual({
      vehicleId: vehicle.id,
      userId: buyerId,
    });
    expect((await t.queues.notifications.getJob(notificationJobIds.auctionSold(vehicle.id)))?.data).toEqual({
      vehicleId: vehicle.id,
      userId: sellerId,
    });
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);

    // The close's outbox message is still owed: a relay delivers it again (at least once) and forgets it.
    expect((await readOutboxBacklog(t.deps.db, new Date())).pending).toBeGreaterThanOrEqual(1);
    await sleep(OUTBOX_RETRY_AFTER_MS + 50);
    expect((await t.deps.outbox.relayOnce()).delivered).toBeGreaterThanOrEqual(1);
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(2);
    expect((await readOutboxBacklog(t.deps.db, new Date())).pending).toBe(0);
  });
});
