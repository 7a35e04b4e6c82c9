import { describe, expect, it } from 'vitest';
import { createOutageTracker } from './outage-tracker';

const T0 = Date.parse('2026-11-27T12:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms);

/** Feeds probes every 500 ms: `true` good, `false` failed; returns the transitions seen. */
function feed(results: boolean[], thresholdMs = 5_000) {
  const tracker = createOutageTracker('redis', thresholdMs, at(0));
  const transitions = results.map((ok, i) => tracker.observe(ok, at((i + 1) * 500))).filter((t) => t !== null);
  return { tracker, transitions };
}

describe('outage tracker', () => {
  it('ignores a blip shorter than the threshold', () => {
    const { tracker, transitions } = feed([true, false, false, true, true]);
    expect(transitions).toEqual([]);
    expect(tracker.isFailing()).toBe(false);
  });

  it('reports an outage once failing for the threshold, from the last good probe to the first good one after', () => {
    // good at 500 ms, failing from 1000 ms to 7000 ms, good again at 7500 ms.
    const { transitions } = feed([true, ...Array<boolean>(13).fill(false), true, true]);
    expect(transitions).toEqual([
      { kind: 'started', dependency: 'redis', startedAt: at(500) },
      { kind: 'ended', dependency: 'redis', startedAt: at(500), restoredAt: at(7500) },
    ]);
  });

  it('says it is failing from the first failed probe, before the threshold', () => {
    const { tracker } = feed([true, false]);
    expect(tracker.isFailing()).toBe(true);
    expect(tracker.healthySince()).toBeNull();
  });

  it('keeps the start of the current healthy streak', () => {
    const { tracker } = feed([true, false, true, true]);
    expect(tracker.healthySince()).toEqual(at(1500));
  });

  it('starts at exactly the threshold, not before', () => {
    // First failure at 1000 ms: 5000 ms later (6000 ms) is the threshold.
    const { transitions } = feed([true, ...Array<boolean>(10).fill(false)]);
    expect(transitions).toEqual([]);
    expect(feed([true, ...Array<boolean>(11).fill(false)]).transitions).toHaveLength(1);
  });
});
