import { listUserFootprints, recordFootprint } from '@autolicit/db';
import { DAY_MS, FOOTPRINT_RETENTION_DAYS } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAuctions } from '../auctions/sweep-auctions.service';
import { type WorkerTestContext, createWorkerTestContext } from '../test/worker-test-context';

let t: WorkerTestContext;

beforeAll(async () => {
  t = await createWorkerTestContext();
});
afterAll(async () => t.close());

describe('footprint retention', () => {
  it('the sweep deletes sign-in footprints past the retention limit and keeps the recent ones', async () => {
    const userId = await t.createUser();
    const now = t.deps.clock.now().getTime();
    const at = (days: number) => new Date(now - days * DAY_MS);
    for (const days of [
      FOOTPRINT_RETENTION_DAYS + 30,
      FOOTPRINT_RETENTION_DAYS + 0.01,
      FOOTPRINT_RETENTION_DAYS - 0.01,
      1,
    ]) {
      await recordFootprint(t.deps.db, {
        userId,
        kind: 'login',
        ip: '192.0.2.1',
        deviceId: null,
        occurredAt: at(days),
      });
    }
    const result = await sweepAuctions(t.deps);
    expect(result.footprintsPurged).toBe(2);
    const left = await listUserFootprints(t.deps.db, userId);
    expect(left.map((f) => Math.round((now - f.occurredAt.getTime()) / DAY_MS))).toEqual([1, FOOTPRINT_RETENTION_DAYS]);
    expect((await sweepAuctions(t.deps)).footprintsPurged).toBe(0);
  });
});
