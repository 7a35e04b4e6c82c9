/** A request's place in its vehicle's queue. */
export interface QueuedRequest<R> {
  /** Settles once the batch holding the request is decided. */
  outcome: Promise<R>;
  /** True for the request that found the vehicle idle: its caller takes the batches until none is left. */
  leads: boolean;
}

/** The requests queued on one vehicle, in arrival order, and how to hand back their results. */
export interface QueuedBatch<T, R> {
  requests: T[];
  /** One result per request, in the same order; a missing one rejects its request. */
  settle(results: PromiseSettledResult<R>[]): void;
}

/**
 * Per-key queues: a node decides one batch per vehicle at a time. A request arriving while nothing
 * is being decided leads: its caller takes batches (`takeBatch`, at most `maxBatch` each, the first
 * one holding just the leader) until the queue is empty. Requests that queue meanwhile are decided
 * together in the next batch. On a hot car a node's bids are then decided in turn and in bursts on
 * one read, instead of all reading the same state and colliding in PostgreSQL's compare-and-set,
 * where all but one lose and read again. Other nodes still race through the compare-and-set,
 * which alone keeps decisions correct.
 */
export interface BatchQueue<T, R> {
  enqueue(key: string, request: T): QueuedRequest<R>;
  /** The next batch of `key`, or null when its queue is empty (the key is then idle again). */
  takeBatch(key: string): QueuedBatch<T, R> | null;
}

interface Entry<T, R> {
  request: T;
  resolve: (value: R) => void;
  reject: (reason: unknown) => void;
}

export function createBatchQueue<T, R>(maxBatch: number): BatchQueue<T, R> {
  /** Requests waiting per key while a batch of it is decided; gone once nothing is left. */
  const queues = new Map<string, Entry<T, R>[]>();
  return {
    enqueue(key, request) {
      let entry!: Entry<T, R>;
      const outcome = new Promise<R>((resolve, reject) => (entry = { request, resolve, reject }));
      const queue = queues.get(key);
      if (queue) queue.push(entry);
      else queues.set(key, [entry]);
      return { outcome, leads: queue === undefined };
    },
    takeBatch(key) {
      const queue = queues.get(key);
      if (!queue || queue.length === 0) {
        queues.delete(key);
        return null;
      }
      const batch = queue.splice(0, maxBatch);
      return {
        requests: batch.map((entry) => entry.request),
        settle(results) {
          batch.forEach((entry, index) => {
            const result = results[index] ?? {
              status: 'rejected',
              reason: new Error('a batched decision returned no result'),
            };
            if (result.status === 'fulfilled') entry.resolve(result.value);
            else entry.reject(result.reason);
          });
        },
      };
    },
  };
}
