import { describe, expect, it } from 'vitest';
import { type BatchQueue, createBatchQueue } from './bid-batch.queue';

/** As placeBid uses the queue: enqueue, and the leader takes batches until none is left. */
function inBatch(
  queue: BatchQueue<string, string>,
  key: string,
  request: string,
  decideAll: (requests: string[]) => Promise<PromiseSettledResult<string>[]>,
) {
  const queued = queue.enqueue(key, request);
  if (queued.leads) {
    void (async () => {
      for (let batch = queue.takeBatch(key); batch; batch = queue.takeBatch(key)) {
        let results: PromiseSettledResult<string>[];
        try {
          results = await decideAll(batch.requests);
        } catch (reason) {
          results = batch.requests.map(() => ({ status: 'rejected', reason }));
        }
        batch.settle(results);
      }
    })();
  }
  return queued.outcome;
}

describe('createBatchQueue', () => {
  it('decides one batch per vehicle at a time: the first request alone, those queued meanwhile together, in arrival order', async () => {
    const queue = createBatchQueue<string, string>(64);
    const log: string[] = [];
    const decideAll = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      log.push(`start ${names.join('+')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${names.join('+')}`);
      return names.map((name) =>
        name.startsWith('bad')
          ? { status: 'rejected', reason: new Error(name) }
          : { status: 'fulfilled', value: name.toUpperCase() },
      );
    };
    const a = inBatch(queue, 'v', 'a', decideAll);
    const b = inBatch(queue, 'v', 'b', decideAll);
    const bad = inBatch(queue, 'v', 'bad-c', decideAll);
    const other = inBatch(queue, 'w', 'w', decideAll);
    expect(await a).toBe('A');
    expect(await b).toBe('B');
    await expect(bad).rejects.toThrow('bad-c');
    expect(await other).toBe('W');
    expect(log.filter((l) => !l.endsWith(' w'))).toEqual(['start a', 'end a', 'start b+bad-c', 'end b+bad-c']);
    // The other vehicle did not wait for this one.
    expect(log.indexOf('start w')).toBeLessThan(log.indexOf('end a'));
    // A later request on an idle vehicle is decided at once, alone.
    expect(await inBatch(queue, 'v', 'd', decideAll)).toBe('D');
    expect(log.at(-1)).toBe('end d');
  });

  it('a batch that throws rejects each of its requests, and the next batch still runs', async () => {
    const queue = createBatchQueue<string, string>(2);
    let calls = 0;
    const decideAll = async (names: string[]): Promise<PromiseSettledResult<string>[]> => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (calls === 2) throw new Error('database gone');
      return names.map((value) => ({ status: 'fulfilled', value }));
    };
    const results = await Promise.allSettled(['a', 'b', 'c', 'd'].map((name) => inBatch(queue, 'v', name, decideAll)));
    // a alone; b and c (at most 2 per batch) fail together; d after them.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(calls).toBe(3);
  });
});
