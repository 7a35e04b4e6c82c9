import { describe, expect, it } from 'vitest';
import { computeWakeDelay, createCloseWakePlan } from './close-wake-plan';

const T = 1_800_000_000_000;
const close = (vehicleId: string, inMs: number) => ({ vehicleId, endsAtMs: T + inMs });

describe('createCloseWakePlan', () => {
  it('hands out the closes due at a moment, earliest first, and waits for the next end', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('c', 300), close('a', 100), close('b', 100), close('d', 301)], T);
    expect(plan.nextDueAt()).toBe(T + 100);

    expect(plan.takeDue(T + 99)).toEqual([]);
    expect(plan.takeDue(T + 100)).toEqual([close('a', 100), close('b', 100)]);
    expect(plan.nextDueAt()).toBe(T + 300);
    // A late timer gets everything due by then, in order.
    expect(plan.takeDue(T + 5000)).toEqual([close('c', 300), close('d', 301)]);
    expect(plan.nextDueAt()).toBeUndefined();
    expect(plan.takeDue(T + 6000)).toEqual([]);
  });

  it('follows a moved end: the old one no longer fires, the new one does', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('a', 100), close('b', 200)], T);
    // A late bid moved a's end two minutes later; the next read says so.
    plan.replace([close('b', 200), close('a', 120_100)], T + 50);
    expect(plan.takeDue(T + 100)).toEqual([]);
    expect(plan.takeDue(T + 200)).toEqual([close('b', 200)]);
    expect(plan.nextDueAt()).toBe(T + 120_100);
  });

  it('drops an auction that the next read no longer lists (closed, cancelled, bought)', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('a', 100)], T);
    plan.replace([], T + 10);
    expect(plan.nextDueAt()).toBeUndefined();
  });

  it('does not hand out twice a close listed by a read that began before it fell due', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('a', 100), close('b', 150)], T);
    expect(plan.takeDue(T + 100)).toEqual([close('a', 100)]);
    // That read started at T + 90 and lists `a`, already handed out, and a new `n`, already due.
    plan.replace([close('a', 100), close('n', 95), close('b', 150)], T + 90);
    expect(plan.takeDue(T + 110)).toEqual([close('n', 95)]);
    expect(plan.takeDue(T + 150)).toEqual([close('b', 150)]);
  });

  it('wakes again an auction whose end moved after it was handed out', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('a', 100)], T);
    expect(plan.takeDue(T + 100)).toHaveLength(1);
    // Extended by a bid just before the old end: the job found it not due and waits again.
    plan.replace([close('a', 120_000)], T + 105);
    expect(plan.takeDue(T + 120_000)).toEqual([close('a', 120_000)]);
  });

  it('ignores ends a read should not have listed (at or before the read)', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('past', -5), close('now', 0), close('next', 1)], T);
    expect(plan.nextDueAt()).toBe(T + 1);
  });

  it('forgets what it handed out once no read can list it again', () => {
    const plan = createCloseWakePlan();
    plan.replace([close('a', 100)], T);
    plan.takeDue(T + 100);
    plan.replace([], T + 100);
    // Listed again with the same end by a read starting earlier cannot happen any more; if it
    // did, the plan would treat it as new rather than keep an ever-growing memory.
    plan.replace([close('a', 100)], T + 50);
    expect(plan.takeDue(T + 100)).toEqual([close('a', 100)]);
  });
});

describe('computeWakeDelay', () => {
  it('waits until the end, and not at all for an end already past', () => {
    expect(computeWakeDelay(T + 250, T)).toBe(250);
    expect(computeWakeDelay(T, T)).toBe(0);
    expect(computeWakeDelay(T - 30, T)).toBe(0);
  });
});
