import {
  addToWatchlist,
  findAuctionState,
  findServiceOutage,
  listAuditEvents,
  listServiceOutagesSince,
  listUnappliedServiceOutages,
  markServiceOutageApplied,
  recordServiceOutage,
} from '@autolicit/db';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import { ANTI_SNIPING_WINDOW_MS } from '@autolicit/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeAuctionIfDue, closeDueAuctionBatch } from '../auctions/close-auction.service';
import { sweepAuctions } from '../auctions/sweep-auctions.service';
import { type PrivateRedis, startPrivateRedis } from '../test/private-redis';
import { type WorkerTestContext, createWorkerTestContext, sleep, waitFor } from '../test/worker-test-context';
import { OUTAGE_EXTENSION_AUDIT_EVENT, applyOutageExtension } from './apply-outage-extension.service';
import { startOutageMonitor } from './outage-monitor.service';

const SEC = 1000;
const ago = (ms: number) => new Date(Date.now() - ms);

describe('outage extension (real PostgreSQL and Redis)', () => {
  let t: WorkerTestContext;
  let sellerId: string;
  let bidderId: string;

  beforeAll(async () => {
    t = await createWorkerTestContext();
    sellerId = await t.createUser();
    bidderId = await t.createUser();
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    // Each test's outages are its own: leave none to hold the next test's closes.
    for (const outage of await listUnappliedServiceOutages(t.deps.db)) {
      const restoredAt = new Date(Math.max(Date.now(), outage.startedAt.getTime()));
      await recordServiceOutage(t.deps.db, { dependency: outage.dependency, startedAt: outage.startedAt, restoredAt });
      await markServiceOutageApplied(t.deps.db, outage.id, new Date());
    }
    t.events.events.length = 0;
  });

  const bidOn = (auctionEndTime: Date, extra: { status?: 'sold'; closedAt?: Date } = {}) =>
    t.createVehicle({
      sellerId,
      currentBid: '12500.00',
      bidCount: 1,
      highBidderId: bidderId,
      auctionEndTime,
      ...extra,
    });

  it('the close guard: an auction ending in an outage not yet applied is closed by nobody; one ending before it closes', async () => {
    await recordServiceOutage(t.deps.db, { dependency: 'redis', startedAt: ago(20 * SEC), restoredAt: null });
    const inside = await bidOn(ago(10 * SEC));
    const inBatch = await bidOn(ago(9 * SEC));
    const before = await bidOn(ago(30 * SEC));

    expect(await closeAuctionIfDue(t.deps, inside.id)).toMatchObject({ outcome: 'held-by-outage' });
    const batch = await closeDueAuctionBatch(t.deps, 100, { exceptVehicleId: inside.id });
    const sweep = await sweepAuctions(t.deps);
    expect(batch.closed.map((c) => c.vehicleId)).toContain(before.id);
    expect(batch.closed.map((c) => c.vehicleId)).not.toContain(inBatch.id);
    expect(sweep.closed).toBe(0);
    for (const id of [inside.id, inBatch.id]) expect((await findAuctionState(t.deps.db, id))?.status).toBe('active');
    expect((await findAuctionState(t.deps.db, before.id))?.status).toBe('sold');
  });

  it('a running worker delays the close job of an auction held by an outage, then waits for the extended end', async () => {
    const outage = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(5 * SEC),
      restoredAt: null,
    });
    const end = new Date(Date.now() + 500);
    const vehicle = await bidOn(end);
    await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
    // The close guard alone (this test's own monitor would see no outage).
    await t.startWorkers({ outageMonitor: false, closeWake: false });
    try {
      // Past its end the worker takes the job and puts it back to wait (under load, that may take a while).
      await sleep(1_000);
      const job = await waitFor(async () => {
        const found = await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id));
        return (await found?.getState()) === 'delayed' && found;
      }, 10_000);
      expect(job.attemptsMade).toBe(0);
      expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');

      const restoredAt = new Date();
      await recordServiceOutage(t.deps.db, { dependency: 'redis', startedAt: outage.startedAt, restoredAt });
      expect(await applyOutageExtension(t.deps, outage.id)).toMatchObject({ outcome: 'applied' });
      const newEnd = new Date(restoredAt.getTime() + ANTI_SNIPING_WINDOW_MS);
      expect(await findAuctionState(t.deps.db, vehicle.id)).toMatchObject({ status: 'active', auctionEndTime: newEnd });
      await sleep(1_500);
      const moved = await t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id));
      expect(await moved?.getState()).toBe('delayed');
      expect(moved!.timestamp + moved!.delay).toBeGreaterThanOrEqual(newEnd.getTime() - 50);
      expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
    } finally {
      await t.stopWorkers();
    }
  });

  it('a restored window holds up to restored + the anti-sniping window, and not after it', async () => {
    await recordServiceOutage(t.deps.db, {
      dependency: 'postgres',
      startedAt: ago(5 * 60 * SEC),
      restoredAt: ago(4 * 60 * SEC),
    });
    const withinReach = await bidOn(ago(3 * 60 * SEC)); // restored + 1 min
    const beyondReach = await bidOn(ago(60 * SEC)); // restored + 3 min
    expect(await closeAuctionIfDue(t.deps, withinReach.id)).toMatchObject({ outcome: 'held-by-outage' });
    expect(await closeAuctionIfDue(t.deps, beyondReach.id)).toMatchObject({ outcome: 'closed-sold' });
  });

  it('applies once: extends the running auctions it hit to restored + 2 min, announces and audits them, leaves the rest', async () => {
    const startedAt = ago(40 * SEC);
    const restoredAt = ago(20 * SEC);
    // PostgreSQL: the first test's Redis window overlaps this one and would take this report in.
    const outage = await recordServiceOutage(t.deps.db, { dependency: 'postgres', startedAt, restoredAt });
    const hit = await bidOn(ago(30 * SEC));
    const endingSoonAfter = await bidOn(new Date(restoredAt.getTime() + 60 * SEC));
    const later = await bidOn(new Date(Date.now() + 5 * 60 * SEC));
    const soldBefore = await bidOn(ago(60 * SEC), { status: 'sold', closedAt: ago(59 * SEC) });
    const newEnd = new Date(restoredAt.getTime() + ANTI_SNIPING_WINDOW_MS);
    const watcherId = await t.createUser();
    await addToWatchlist(t.deps.db, watcherId, hit.id);

    // Two worker processes applying it at once, then a third after: one extension per auction.
    const results = await Promise.all([
      applyOutageExtension(t.deps, outage.id),
      applyOutageExtension(t.deps, outage.id),
    ]);
    const again = await applyOutageExtension(t.deps, outage.id);
    expect(again).toEqual({ outcome: 'already-applied' });
    // (Auctions of the tests before, left running, may fall in this window too: only ours are counted.)
    const ours = new Set([hit.id, endingSoonAfter.id, later.id, soldBefore.id]);
    const extended = results
      .flatMap((r) => (r.outcome === 'applied' ? r.extended.map((e) => e.vehicleId) : []))
      .filter((id) => ours.has(id));
    expect(extended.sort()).toEqual([hit.id, endingSoonAfter.id].sort());

    expect(await findAuctionState(t.deps.db, hit.id)).toMatchObject({ status: 'active', auctionEndTime: newEnd });
    expect(await findAuctionState(t.deps.db, endingSoonAfter.id)).toMatchObject({
      status: 'active',
      auctionEndTime: newEnd,
    });
    expect((await findAuctionState(t.deps.db, later.id))?.auctionEndTime).toEqual(later.auctionEndTime);
    expect(await findAuctionState(t.deps.db, soldBefore.id)).toMatchObject({
      status: 'sold',
      closedAt: soldBefore.closedAt,
    });
    expect((await findServiceOutage(t.deps.db, outage.id))?.appliedAt).not.toBeNull();

    // Announced to the room, the watcher and the seller, emailed to the watcher, audited as a system action (no actor), close job moved.
    const rescheduled = t.events.named('auction:rescheduled', hit.id);
    expect(rescheduled.map((e) => e.room).sort()).toEqual(
      [`user:${watcherId}`, `user:${sellerId}`, `vehicle:${hit.id}`].sort(),
    );
    const email = await t.queues.notifications.getJob(`rescheduled-${hit.id}-${watcherId}-${newEnd.getTime()}`);
    expect(email).toMatchObject({ name: 'auction-rescheduled', data: { vehicleId: hit.id, userId: watcherId } });
    expect(rescheduled[0]!.payload).toMatchObject({
      previousEndTime: hit.auctionEndTime.toISOString(),
      auctionEndTime: newEnd.toISOString(),
    });
    const audit = (await listAuditEvents(t.deps.db, { limit: 50 })).filter(
      (e) => e.event === OUTAGE_EXTENSION_AUDIT_EVENT && ours.has((e.details as { vehicleId: string }).vehicleId),
    );
    expect(audit).toHaveLength(2);
    expect(audit.find((e) => (e.details as { vehicleId: string }).vehicleId === hit.id)).toMatchObject({
      actorId: null,
      outcome: 'success',
      details: { outageId: outage.id, dependency: 'postgres', auctionEndTime: newEnd.toISOString() },
    });
    const job = await t.queues.auctionClose.getJob(closeAuctionJobId(hit.id));
    expect(job).toBeDefined();
    expect(job!.timestamp + job!.delay).toBeGreaterThanOrEqual(newEnd.getTime() - 50);
    expect(await closeAuctionIfDue(t.deps, hit.id)).toMatchObject({ outcome: 'not-due', auctionEndTime: newEnd });
  });

  it('merges the reports of one outage from several processes, first restoration wins; a later outage is a new row', async () => {
    // An hour ahead: clear of the windows the tests before recorded (an overlapping report merges).
    const base = Date.now() + 3600 * SEC;
    const ago = (ms: number) => new Date(base - ms);
    const a = await recordServiceOutage(t.deps.db, { dependency: 'redis', startedAt: ago(30 * SEC), restoredAt: null });
    const b = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(30 * SEC - 400),
      restoredAt: null,
    });
    expect(b.id).toBe(a.id);
    const restored = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(30 * SEC),
      restoredAt: ago(10 * SEC),
    });
    const lateReport = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(30 * SEC + 300),
      restoredAt: ago(9 * SEC),
    });
    expect(lateReport).toMatchObject({ id: a.id, restoredAt: restored.restoredAt });
    expect(lateReport.startedAt.getTime()).toBeLessThan(a.startedAt.getTime());
    const other = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(5 * SEC),
      restoredAt: null,
    });
    expect(other.id).not.toBe(a.id);
    expect((await listUnappliedServiceOutages(t.deps.db)).map((o) => o.id).sort()).toEqual([a.id, other.id].sort());

    // Once applied, a late report of the same outage changes nothing; down again from its
    // restoration on (flapping) is a new outage, even with a probe's jitter.
    await markServiceOutageApplied(t.deps.db, a.id, new Date());
    await recordServiceOutage(t.deps.db, { dependency: 'redis', startedAt: other.startedAt, restoredAt: ago(4 * SEC) });
    await markServiceOutageApplied(t.deps.db, other.id, new Date());
    const lateAfterApplied = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: ago(31 * SEC),
      restoredAt: ago(8 * SEC),
    });
    expect(lateAfterApplied).toMatchObject({
      id: a.id,
      startedAt: lateReport.startedAt,
      restoredAt: restored.restoredAt,
    });
    const flap = await recordServiceOutage(t.deps.db, {
      dependency: 'redis',
      startedAt: restored.restoredAt!,
      restoredAt: null,
    });
    expect([a.id, other.id]).not.toContain(flap.id);
    const flapRestored = await recordServiceOutage(t.deps.db, {
      dependency: 'postgres',
      startedAt: ago(20 * SEC),
      restoredAt: ago(15 * SEC),
    });
    await markServiceOutageApplied(t.deps.db, flapRestored.id, new Date());
    const secondPostgres = await recordServiceOutage(t.deps.db, {
      dependency: 'postgres',
      startedAt: ago(15 * SEC),
      restoredAt: ago(12 * SEC),
    });
    expect(secondPostgres.id).not.toBe(flapRestored.id);
  });
});

describe('the outage monitor (a private Redis stopped and started)', () => {
  let redis: PrivateRedis;
  let t: WorkerTestContext;

  beforeAll(async () => {
    redis = await startPrivateRedis({ hz: 100 });
    t = await createWorkerTestContext({ redis: { kind: 'single', url: redis.url } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('sees Redis gone past the threshold, holds the closes, and extends the auction that ended meanwhile once Redis is back', async () => {
    const sellerId = await t.createUser();
    const monitor = startOutageMonitor(t.deps, { probeEveryMs: 100, thresholdMs: 1_000 });
    try {
      const vehicle = await t.createVehicle({ sellerId, auctionEndTime: new Date(Date.now() + 2_000) });
      await sleep(300);
      expect(monitor.isHolding()).toBe(false);
      await redis.stop();
      const open = await waitFor(async () => (await listUnappliedServiceOutages(t.deps.db))[0], 5_000, 50);
      expect(open.restoredAt).toBeNull();
      expect(monitor.isHolding()).toBe(true);
      await waitFor(async () => Date.now() > vehicle.auctionEndTime.getTime() + 200, 5_000, 50);
      expect(await closeAuctionIfDue(t.deps, vehicle.id)).toMatchObject({ outcome: 'held-by-outage' });

      const restarting = Date.now();
      await redis.start();
      const applied = await waitFor(
        async () => {
          const row = await findServiceOutage(t.deps.db, open.id);
          return row?.appliedAt ? row : undefined;
        },
        10_000,
        50,
      );
      expect(applied.restoredAt!.getTime()).toBeGreaterThanOrEqual(restarting);
      expect(applied.restoredAt!.getTime() - restarting).toBeLessThan(2_000);
      expect(await findAuctionState(t.deps.db, vehicle.id)).toMatchObject({
        status: 'active',
        auctionEndTime: new Date(applied.restoredAt!.getTime() + ANTI_SNIPING_WINDOW_MS),
      });
      await waitFor(async () => !monitor.isHolding(), 2_000, 20);
    } finally {
      await monitor.stop();
    }
  });

  it('does not call a blip shorter than the threshold an outage', async () => {
    const monitor = startOutageMonitor(t.deps, { probeEveryMs: 100, thresholdMs: 3_000 });
    const began = new Date();
    try {
      await sleep(300);
      await redis.stop();
      await sleep(700);
      expect(monitor.isHolding()).toBe(true);
      await redis.start();
      await waitFor(async () => !monitor.isHolding(), 3_000, 20);
      await sleep(300);
      expect(await listServiceOutagesSince(t.deps.db, began)).toEqual([]);
    } finally {
      await monitor.stop();
    }
  });
});
