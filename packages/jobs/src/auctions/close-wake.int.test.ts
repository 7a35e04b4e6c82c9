import { closeAuction, findAuctionState, updateVehicleAfterBid } from '@autolicit/db';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PrivateRedis, startPrivateRedis } from '../test/private-redis';
import {
  type WorkerTestContext,
  createWorkerTestContext,
  sleep,
  waitFor,
  waitUntilClosed,
} from '../test/worker-test-context';

/**
 * Redis checks the timeouts of blocked clients (BullMQ's worker waiting for its next delayed job)
 * only at its `hz`: at hz 1, once a second. Without the wake-up, a close starts anywhere up to a
 * second after its end; with it, within a few milliseconds on a quiet machine. The bound leaves
 * room for a starved 2-core machine (stalls of 200–300 ms were seen beside browser benchmarks) and
 * still fails without the wake-up: five ends 400 ms apart fall 200 ms apart in Redis' one-second
 * tick, so at most two of them would close within 400 ms.
 */
const PROMPT_CLOSE_MS = 400;

describe('close wake-up, with a Redis that checks its timers once a second (hz 1)', () => {
  let redis: PrivateRedis;
  let t: WorkerTestContext;
  let sellerId: string;
  let buyerId: string;

  beforeAll(async () => {
    redis = await startPrivateRedis({ hz: 1 });
    t = await createWorkerTestContext({ redis: { kind: 'single', url: redis.url } });
    sellerId = await t.createUser();
    buyerId = await t.createUser();
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });
  beforeEach(() => {
    t.events.events.length = 0;
  });
  afterEach(async () => t.stopWorkers());

  function createBidVehicle(endTime: Date) {
    return t.createVehicle({
      sellerId,
      startingBid: '10000.00',
      currentBid: '11000.00',
      bidCount: 1,
      highBidderId: buyerId,
      auctionEndTime: endTime,
    });
  }

  async function closeLagOf(vehicleId: string): Promise<number> {
    const state = await waitUntilClosed(t, vehicleId, 5000);
    return state.closedAt!.getTime() - state.auctionEndTime.getTime();
  }

  it('closes each auction within moments of its own end, learned from PostgreSQL by the periodic read', async () => {
    await t.startWorkers();
    // Ends 400 ms apart: each falls in a different 200 ms slice of Redis' one-second tick, so
    // without the wake-up the tick serves at most one of them on time, and the odd command that
    // wakes Redis in between (the sweeper probe every 2 s) one more: this test then fails.
    const start = Date.now();
    const vehicles = await Promise.all(
      [1800, 2200, 2600, 3000, 3400].map((inMs) => createBidVehicle(new Date(start + inMs))),
    );
    for (const vehicle of vehicles)
      await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, vehicle.auctionEndTime, new Date());

    const lags = await Promise.all(vehicles.map((v) => closeLagOf(v.id)));
    console.info(`close lag with the wake-up, Redis hz 1 (ms): ${lags.join(', ')}`);
    for (const lag of lags) {
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(PROMPT_CLOSE_MS);
    }
    for (const vehicle of vehicles) expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('sold');
    expect(t.events.named('auction:closed')).toHaveLength(5);
  });

  it('does not close an auction extended after its wake-up was set, and closes it promptly at the new end', async () => {
    // No periodic read during the test: the wake-up keeps the old end until told to read again.
    const workers = await t.startWorkers({ closeWake: { refreshEveryMs: 60_000 } });
    const oldEnd = new Date(Date.now() + 1000);
    const vehicle = await createBidVehicle(oldEnd);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, oldEnd, new Date());
    await workers.closeWake!.refresh();

    // A late bid moves the end in PostgreSQL; the close job and the wake-up's timer keep the old one.
    const newEnd = new Date(oldEnd.getTime() + 1500);
    await sleep(oldEnd.getTime() - 150 - Date.now());
    await updateVehicleAfterBid(t.deps.db, vehicle.id, {
      currentBid: '11100.00',
      bidCount: 2,
      highBidderId: buyerId,
      auctionEndTime: newEnd,
    });

    // The wake-up fires at the old end: the job runs once, finds the auction not due and goes
    // back to delayed until the new end (PostgreSQL's).
    await waitFor(async () => {
      const job = await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id));
      return job?.attemptsStarted === 1 && (await job.getState()) === 'delayed';
    }, 1000);
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    expect(t.events.events).toEqual([]);

    // The next read learns the new end.
    await workers.closeWake!.refresh();
    const lag = await closeLagOf(vehicle.id);
    console.info(`close lag at the extended end with the wake-up, Redis hz 1: ${lag} ms`);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(PROMPT_CLOSE_MS);
    expect((await findAuctionState(t.deps.db, vehicle.id))?.closedAt!.getTime()).toBeGreaterThanOrEqual(
      newEnd.getTime(),
    );
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
  });

  it('adds a due close job that Redis lost again, and the auction closes at once, not at the next sweep', async () => {
    // The sweeper would find it too, but only at its next round: the wake-up must not wait for it.
    const startedAt = Date.now();
    const workers = await t.startWorkers({ closeWake: { refreshEveryMs: 60_000 }, sweepEveryMs: 10 * 60_000 });
    // The start's own sweep is done: no other sweep comes before this test ends.
    await waitFor(async () =>
      (await t.queues.auctionClose.getCompleted()).some((job) => job.name === 'sweep' && job.finishedOn! >= startedAt),
    );
    const end = new Date(Date.now() + 800);
    const vehicle = await createBidVehicle(end);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
    await workers.closeWake!.refresh();
    // Lost, as with a Redis Cluster primary that died before its replica had the job.
    await t.queues.auctionClose.remove(closeAuctionJobId(vehicle.id));

    const lag = await closeLagOf(vehicle.id);
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(PROMPT_CLOSE_MS);
    expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
  });

  it('stops its timers with the workers: nothing is woken after close()', async () => {
    const workers = await t.startWorkers();
    const end = new Date(Date.now() + 600);
    const vehicle = await createBidVehicle(end);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
    await workers.closeWake!.refresh();
    await t.stopWorkers();

    await sleep(end.getTime() + 200 - Date.now());
    const job = await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id));
    expect(await job?.getState()).toBe('delayed');
    expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    // Leave nothing due behind for this file's later tests.
    await t.queues.auctionClose.remove(closeAuctionJobId(vehicle.id));
    await closeAuction(t.deps.db, vehicle.id, new Date());
  });
});
