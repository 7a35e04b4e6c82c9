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

  it('decides one batch per vehicle at a time: the first request alone, those queued meanwhile together, in arrival order', async () => {
    const floors = createBidFloors();
    const log: string[] = [];
    const decideAll = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      log.push(`start ${names.join('+')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${names.join('+')}`);
      return names.map((name) => (name.startsWith('bad') ? { status: 'rejected', reason: new Error(name) } : { status: 'fulfilled', value: name.toUpperCase() }));
    };
    const a = floors.inBatch('v', 'a', decideAll);
    const b = floors.inBatch('v', 'b', decideAll);
    const bad = floors.inBatch('v', 'bad-c', decideAll);
    const other = floors.inBatch('w', 'w', decideAll);
    expect(await a).toBe('A');
    expect(await b).toBe('B');
    await expect(bad).rejects.toThrow('bad-c');
    expect(await other).toBe('W');
    expect(log.filter((l) => !l.endsWith(' w'))).toEqual(['start a', 'end a', 'start b+bad-c', 'end b+bad-c']);
    // The other vehicle did not wait for this one.
    expect(log.indexOf('start w')).toBeLessThan(log.indexOf('end a'));
    // A later request on an idle vehicle is decided at once, alone.
    expect(await floors.inBatch('v', 'd', decideAll)).toBe('D');
    expect(log.at(-1)).toBe('end d');
  });

  it('a batch that throws rejects each of its requests, and the next batch still runs', async () => {
    const floors = createBidFloors(10, 2);
    let calls = 0;
    const decideAll = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (calls === 2) throw new Error('database gone');
      return names.map((value) => ({ status: 'fulfilled', value }));
    };
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((name) => floors.inBatch('v', name, decideAll)));
    // a alone; b and c (at most 2 per batch) fail together; d after them.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(calls).toBe(3);
  });
});
