import { describe, expect, it } from 'vitest';
import { createBidFloors } from './bid-floors';

describe('createBidFloors', () => {
  it('only ever raises a floor', () => {
    const floors = createBidFloors();
    expect(floors.get('v')).toBeUndefined();
    floors.raise('v', '10100.00');
    floors.raise('v', '10000.00');
    expect(floors.get('v')).toBe(1_010_000n);
    floors.raise('v', '10200.50');
    expect(floors.get('v')).toBe(1_020_050n);
  });

  it('forgets the least recently raised vehicle beyond its capacity', () => {
    const floors = createBidFloors(2);
    floors.raise('a', '100.00');
    floors.raise('b', '100.00');
    floors.raise('a', '200.00');
    floors.raise('c', '100.00');
    expect(floors.get('b')).toBeUndefined();
    expect(floors.get('a')).toBe(20_000n);
    expect(floors.get('c')).toBe(10_000n);
  });

  it('runs one decision per vehicle at a time, in arrival order, whatever the outcome of the one before', async () => {
    const floors = createBidFloors();
    const log: string[] = [];
    const step = (name: string, fail = false) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
    const a = floors.inTurn('v', step('a', true));
    const b = floors.inTurn('v', step('b'));
    const other = floors.inTurn('w', step('w'));
    await expect(a).rejects.toThrow('a');
    expect(await b).toBe('b');
    expect(await other).toBe('w');
    expect(log.filter((l) => !l.endsWith('w'))).toEqual(['start a', 'end a', 'start b', 'end b']);
    // The other vehicle did not wait for this one.
    expect(log.indexOf('start w')).toBeLessThan(log.indexOf('end a'));
  });
});
