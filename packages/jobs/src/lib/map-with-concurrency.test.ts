import { describe, expect, it } from 'vitest';
import { mapWithConcurrency } from './map-with-concurrency';

describe('mapWithConcurrency', () => {
  it('keeps input order, never exceeds the limit and isolates failures', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      if (n === 4) throw new Error('four');
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      50,
      10,
      'four',
      20,
      30,
      0,
    ]);
  });

  it('handles an empty list', async () => {
    expect(await mapWithConcurrency([], 8, async () => 1)).toEqual([]);
  });
});
