import { describe, expect, it } from 'vitest';
import { coalesceReads } from './coalesce-reads';

/** A read whose result is the number of the read, resolved by hand. */
function manualReads() {
  const pending: { key: string; resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let count = 0;
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => {
      count += 1;
      const n = count;
      pending.push({ key, resolve: () => resolve(n), reject });
    });
  return { read, pending, reads: () => count };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceReads', () => {
  it('never gives a caller a read that started before it asked; later callers share the next read', async () => {
    const { read, pending, reads } = manualReads();
    const get = coalesceReads(read);
    const first = get('v1');
    expect(reads()).toBe(1);
    // Three callers arrive while read 1 runs: they wait for read 2, started only after read 1 ends.
    const late = [get('v1'), get('v1'), get('v1')];
    expect(reads()).toBe(1);
    pending[0]!.resolve(0);
    expect(await first).toBe(1);
    await tick();
    expect(reads()).toBe(2);
    pending[1]!.resolve(0);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
    // Nothing in flight: the next caller starts a read of its own at once.
    await tick();
    const fresh = get('v1');
    expect(reads()).toBe(3);
    pending[2]!.resolve(0);
    expect(await fresh).toBe(3);
  });

  it('keeps keys apart', async () => {
    const { read, pending, reads } = manualReads();
    const get = coalesceReads(read);
    const a = get('a');
    const b = get('b');
    expect(reads()).toBe(2);
    expect(pending.map((p) => p.key)).toEqual(['a', 'b']);
    pending.forEach((p) => p.resolve(0));
    expect([await a, await b]).toEqual([1, 2]);
  });

  it('a failed read fails its callers only; those waiting behind it get a read of their own', async () => {
    const { read, pending, reads } = manualReads();
    const get = coalesceReads(read);
    const first = get('v1');
    const second = get('v1');
    pending[0]!.reject(new Error('database away'));
    await expect(first).rejects.toThrow('database away');
    await tick();
    expect(reads()).toBe(2);
    pending[1]!.resolve(0);
    expect(await second).toBe(2);
    await tick();
    get('v1');
    expect(reads()).toBe(3);
  });
});
