import { describe, expect, it } from 'vitest';
import { CLOCK_SAMPLE_WINDOW, createServerClockStore, estimateOffset } from './server-clock-store';

describe('server clock offset', () => {
  it('is zero before any sample', () => {
    expect(createServerClockStore().getState().offsetMs).toBe(0);
    expect(estimateOffset([])).toBe(0);
  });

  it('is serverTime minus local receive time', () => {
    const store = createServerClockStore();
    const local = Date.parse('2026-11-21T10:00:00.000Z');
    // The device clock is 90 s behind the server.
    store.getState().sample('2026-11-21T10:01:30.000Z', local);
    expect(store.getState().offsetMs).toBe(90_000);
  });

  it('takes the highest recent sample (the one with the least travel time)', () => {
    const store = createServerClockStore();
    const base = Date.parse('2026-11-21T10:00:00.000Z');
    store.getState().sample(new Date(base + 1000 - 250).toISOString(), base); // 250 ms in transit
    store.getState().sample(new Date(base + 1000 - 20).toISOString(), base); // 20 ms in transit
    store.getState().sample(new Date(base + 1000 - 400).toISOString(), base);
    expect(store.getState().offsetMs).toBe(980);
  });

  it('forgets old samples so a changed device clock is corrected', () => {
    const store = createServerClockStore();
    const base = Date.parse('2026-11-21T10:00:00.000Z');
    store.getState().sample(new Date(base + 60_000).toISOString(), base);
    for (let i = 0; i < CLOCK_SAMPLE_WINDOW; i += 1)
      store.getState().sample(new Date(base + 5_000).toISOString(), base);
    expect(store.getState().offsetMs).toBe(5_000);
  });

  it('ignores an unparsable serverTime', () => {
    const store = createServerClockStore();
    store.getState().sample('not a date', 0);
    expect(store.getState().samples).toEqual([]);
  });
});
