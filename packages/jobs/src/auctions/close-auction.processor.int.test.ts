import {
  addToWatchlist,
  findAuctionState,
  findTransactionByVehicleId,
  insertSales,
  updateVehicleAfterBid,
} from '@autolicit/db';
import {
  closeAuctionJobId,
  endingSoonJobId,
  notificationJobIds,
  scheduleAuctionClose,
  scheduleEndingSoonReminder,
} from '@autolicit/messaging';
import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUCTION_SWEEPER_ID } from '../start-workers';
import {
  type WorkerTestContext,
  createWorkerTestContext,
  sleep,
  waitFor,
  waitUntilClosed,
} from '../test/worker-test-context';

/** closed_at − auction_end_time of every auction closed in this file, for the report. */
const closeLags: number[] = [];

describe('auction-close worker', () => {
  let t: WorkerTestContext;
  let sellerId: string;
  let buyerId: string;

  beforeAll(async () => {
    t = await createWorkerTestContext();
    sellerId = await t.createUser();
    buyerId = await t.createUser();
  });
  afterAll(async () => {
    if (closeLags.length > 0) console.info(`close lag (ms) in worker tests: ${closeLags.join(', ')}`);
    await t?.close();
  });
  beforeEach(() => {
    t.events.events.length = 0;
  });
  afterEach(async () => t.stopWorkers());

  function createBidVehicle(endTime: Date, overrides: { reservePrice?: string; bidCount?: number } = {}) {
    const bidCount = overrides.bidCount ?? 1;
    return t.createVehicle({
      sellerId,
      startingBid: '10000.00',
      currentBid: bidCount > 0 ? '11000.00' : '10000.00',
      bidCount,
      highBidderId: bidCount > 0 ? buyerId : null,
      reservePrice: overrides.reservePrice ?? null,
      auctionEndTime: endTime,
    });
  }

  async function closeLagOf(vehicleId: string): Promise<number> {
    const state = await waitUntilClosed(t, vehicleId);
    const lag = state.closedAt!.getTime() - state.auctionEndTime.getTime();
    closeLags.push(lag);
    return lag;
  }

  async function getJobState(jobId: string): Promise<string> {
    return (await (await t.queues.auctionClose.getJob(jobId))?.getState()) ?? 'missing';
  }

  it('closes an auction within a second of its end: one sale, one auction:closed', async () => {
    await t.startWorkers();
    const end = new Date(Date.now() + 1500);
    const vehicle = await createBidVehicle(end);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());

    const lag = await closeLagOf(vehicle.id);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1000);
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('sold');
    expect((await findTransactionByVehicleId(t.deps.db, vehicle.id))?.finalPrice).toBe('11000.00');
    await waitFor(async () => (await getJobState(closeAuctionJobId(vehicle.id))) === 'completed');
    const job = (await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id))) as Job;
    expect(job.returnvalue).toMatchObject({ outcome: 'closed-sold', vehicleId: vehicle.id });
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
    expect(t.events.named('auction:won', vehicle.id)).toHaveLength(1);
  });

  it('does not close at the old end after anti-sniping moved it, and closes after the new end', async () => {
    await t.startWorkers();
    const oldEnd = new Date(Date.now() + 1500);
    const vehicle = await createBidVehicle(oldEnd);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, oldEnd, new Date());
    // A late bid moves the end 2 s later in PostgreSQL; the job keeps its old delay.
    const newEnd = new Date(oldEnd.getTime() + 2000);
    await updateVehicleAfterBid(t.deps.db, vehicle.id, {
      currentBid: '11100.00',
      bidCount: 2,
      highBidderId: buyerId,
      auctionEndTime: newEnd,
    });

    await sleep(oldEnd.getTime() + 500 - Date.now());
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    expect(await getJobState(closeAuctionJobId(vehicle.id))).toBe('delayed');
    expect(t.events.events).toEqual([]);

    const lag = await closeLagOf(vehicle.id);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(1000);
    const state = await findAuctionState(t.deps.db, vehicle.id);
    expect(state?.closedAt!.getTime()).toBeGreaterThanOrEqual(newEnd.getTime());
    expect((await findTransactionByVehicleId(t.deps.db, vehicle.id))?.finalPrice).toBe('11100.00');
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
  });

  it('leaves a vehicle bought with buy-now alone when its close job fires', async () => {
    await t.startWorkers();
    const end = new Date(Date.now() + 300);
    const vehicle = await createBidVehicle(end);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
    // Buy-now: the bid service sold it and wrote its transaction; the close job is still pending.
    await updateVehicleAfterBid(t.deps.db, vehicle.id, {
      currentBid: '30000.00',
      bidCount: 2,
      highBidderId: buyerId,
      auctionEndTime: end,
      status: 'sold',
      closedAt: new Date(Date.now() - 3_600_000),
    });
    await insertSales(t.deps.db, [{ vehicleId: vehicle.id, buyerId, sellerId, finalPrice: '30000.00', fee: '500.00' }]);

    await waitFor(async () => (await getJobState(closeAuctionJobId(vehicle.id))) === 'completed');
    const job = (await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id))) as Job;
    expect(job.returnvalue).toMatchObject({ outcome: 'already-closed' });
    expect(await findTransactionByVehicleId(t.deps.db, vehicle.id)).toMatchObject({
      finalPrice: '30000.00',
      fee: '500.00',
    });
    expect(t.events.events).toEqual([]);
  });

  it('sweeps: closes overdue auctions whose job was lost, sold or ended as the rules say', async () => {
    const end = new Date(Date.now() + 200);
    const sold = await createBidVehicle(end);
    const noBids = await createBidVehicle(end, { bidCount: 0 });
    const belowReserve = await createBidVehicle(end, { reservePrice: '50000.00' });
    for (const vehicle of [sold, noBids, belowReserve])
      await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
    // Redis lost the jobs (deleted here; flushed in real life) and the auctions ended meanwhile.
    for (const vehicle of [sold, noBids, belowReserve])
      await t.queues.auctionClose.remove(closeAuctionJobId(vehicle.id));
    await sleep(end.getTime() + 100 - Date.now());

    await t.startWorkers({ sweepEveryMs: 500 });
    for (const vehicle of [sold, noBids, belowReserve]) await waitUntilClosed(t, vehicle.id, 3000);
    expect((await t.queues.auctionClose.getJobScheduler(AUCTION_SWEEPER_ID))?.every).toBe(500);
    // Later sweeps come from the repeatable scheduler: an auction that falls overdue with no job closes too.
    const later = await createBidVehicle(new Date(Date.now() + 100));
    await waitUntilClosed(t, later.id, 3000);
    // Nobody scheduled it: a sweep either closed it (no job) or, seeing it still active, re-created
    // its lost close job, which then closed it (the job turns completed just after its commit).
    await waitFor(async () => ['missing', 'completed'].includes(await getJobState(closeAuctionJobId(later.id))));

    expect((await findAuctionState(t.deps.db, sold.id))?.status).toBe('sold');
    expect((await findAuctionState(t.deps.db, noBids.id))?.status).toBe('ended');
    expect((await findAuctionState(t.deps.db, belowReserve.id))?.status).toBe('ended');
    expect(await findTransactionByVehicleId(t.deps.db, sold.id)).not.toBeNull();
    expect(await findTransactionByVehicleId(t.deps.db, noBids.id)).toBeNull();
    expect(await findTransactionByVehicleId(t.deps.db, belowReserve.id)).toBeNull();
    // Closed by the sweeper: no close job came back for them.
    for (const vehicle of [sold, noBids, belowReserve])
      expect(await getJobState(closeAuctionJobId(vehicle.id))).toBe('missing');
    expect(
      t.events
        .named('auction:closed')
        .map((e) => [e.payload.vehicleId, e.payload.status])
        .sort(),
    ).toEqual(
      [
        [sold.id, 'sold'],
        [noBids.id, 'ended'],
        [belowReserve.id, 'ended'],
        [later.id, 'sold'],
      ].sort(),
    );
  });

  it('sweeps: restores the lost close job of an auction ending soon, which then closes on time', async () => {
    const end = new Date(Date.now() + 2000);
    const vehicle = await createBidVehicle(end);
    // No job at all (Redis restarted empty): the sweep at start-up adds it back.
    await t.startWorkers();
    await waitFor(async () => (await getJobState(closeAuctionJobId(vehicle.id))) === 'delayed', 1500);

    const lag = await closeLagOf(vehicle.id);
    expect(lag).toBeLessThan(1000);
    await waitFor(async () => (await getJobState(closeAuctionJobId(vehicle.id))) === 'completed');
    expect(((await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id))) as Job).returnvalue).toMatchObject({
      outcome: 'closed-sold',
    });
  });

  it('two workers and a busy sweeper close 50 auctions ending together, each exactly once and on time', async () => {
    await t.startWorkers({ sweepEveryMs: 200 });
    await t.startWorkers({ sweepEveryMs: 200 });
    const end = new Date(Date.now() + 1500);
    const vehicles = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createBidVehicle(end, { bidCount: i % 5 })),
    );
    await Promise.all(vehicles.map((v) => scheduleAuctionClose(t.queues.auctionClose, v.id, end, new Date())));

    // Read once they should all be closed: polling 50 rows would compete with the workers for connections.
    await sleep(end.getTime() + 1000 - Date.now());
    const lags = await Promise.all(vehicles.map((v) => closeLagOf(v.id)));
    const sorted = [...lags].sort((a, b) => a - b);
    console.info(`50 auctions ending together: close lag p50 ${sorted[24]} ms, max ${sorted[49]} ms`);
    for (const vehicle of vehicles) {
      const sale = await findTransactionByVehicleId(t.deps.db, vehicle.id);
      expect(sale !== null).toBe(vehicle.bidCount > 0);
      expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
    }
    expect(Math.max(...lags)).toBeLessThan(1000);
  });

  it('reminds watchers, and only them, that a watched auction ends soon', async () => {
    await t.startWorkers();
    const [watcherA, watcherB, bystander] = [await t.createUser(), await t.createUser(), await t.createUser()];
    const vehicle = await createBidVehicle(new Date(Date.now() + 5 * 60_000));
    const other = await createBidVehicle(new Date(Date.now() + 5 * 60_000));
    await addToWatchlist(t.deps.db, watcherA, vehicle.id);
    await addToWatchlist(t.deps.db, watcherB, vehicle.id);
    await addToWatchlist(t.deps.db, bystander, other.id);
    // Fired on time, 10 minutes before the end in real life; a moment from now here.
    await scheduleEndingSoonReminder(t.queues.auctionClose, vehicle.id, new Date(Date.now() + 100), new Date());

    await waitFor(async () => (await getJobState(endingSoonJobId(vehicle.id))) === 'completed');
    const reminders = t.events.named('watchlist:ending-soon');
    expect(reminders.map((e) => e.room).sort()).toEqual([`user:${watcherA}`, `user:${watcherB}`].sort());
    expect(reminders[0]!.payload).toMatchObject({
      vehicleId: vehicle.id,
      make: 'Dacia',
      model: 'Duster',
      year: 2019,
      auctionEndTime: vehicle.auctionEndTime.toISOString(),
      serverTime: expect.any(String),
    });
    for (const watcher of [watcherA, watcherB]) {
      const job = await t.queues.notifications.getJob(notificationJobIds.watchlistEndingSoon(vehicle.id, watcher));
      expect([job?.name, job?.data]).toEqual(['watchlist-ending-soon', { vehicleId: vehicle.id, userId: watcher }]);
    }
    expect(
      await t.queues.notifications.getJob(notificationJobIds.watchlistEndingSoon(other.id, bystander)),
    ).toBeUndefined();
  });

  it('moves a reminder of an auction that now ends later to 10 minutes before the new end', async () => {
    await t.startWorkers();
    const watcher = await t.createUser();
    const end = new Date(Date.now() + 30 * 60_000);
    const vehicle = await createBidVehicle(end);
    await addToWatchlist(t.deps.db, watcher, vehicle.id);
    await scheduleEndingSoonReminder(t.queues.auctionClose, vehicle.id, new Date(Date.now() + 100), new Date());

    await waitFor(async () => {
      const job = await t.queues.auctionClose.getJob(endingSoonJobId(vehicle.id));
      return job && job.attemptsStarted > 0 && (await job.getState()) === 'delayed' ? job : undefined;
    });
    const job = (await t.queues.auctionClose.getJob(endingSoonJobId(vehicle.id))) as Job;
    const runsAt = Date.now() + job.delay;
    expect(Math.abs(runsAt - (end.getTime() - 10 * 60_000))).toBeLessThan(2000);
    expect(t.events.events).toEqual([]);
  });
});
