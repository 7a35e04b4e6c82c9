import type { Redis } from 'ioredis';

/**
 * Socket.IO's Redis adapter and emitter call `publish` and drop the promise: a publish that fails
 * (Redis down) becomes an unhandled rejection, and nobody learns the fact did not reach the other
 * nodes. This wraps the client's `publish` once so that every failure is reported instead, and so
 * that a caller can wait for the publishes its emits started and know whether they went out.
 */
export interface PublishTracker {
  /**
   * Runs `emit` (synchronous emits) and resolves once every publish it started was accepted by
   * Redis; rejects when one failed or the connection was not up (the local sockets got it anyway).
   */
  collect(emit: () => void): Promise<void>;
}

export function trackRedisPublishes(client: Redis, onError: (error: unknown) => void): PublishTracker {
  let collecting: Promise<unknown>[] | null = null;
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  const patched = (...args: unknown[]): Promise<number> => {
    let sent: Promise<number>;
    try {
      sent = publish(...args);
    } catch (error) {
      sent = Promise.reject(error);
    }
    collecting?.push(sent);
    return sent.catch((error: unknown) => {
      onError(error);
      return 0;
    });
  };
  (client as unknown as { publish: typeof patched }).publish = patched;
  return {
    async collect(emit) {
      const started: Promise<unknown>[] = [];
      collecting = started;
      // Emit even without a connection: this node's own sockets are served locally all the same.
      const status = client.status;
      try {
        emit();
      } finally {
        collecting = null;
      }
      await Promise.all(started);
      // Without a connection the publish was only queued or refused: the other nodes did not get it.
      if (status !== 'ready') throw new Error(`Redis publish connection is ${status}`);
    },
  };
}

/** For a Socket.IO server without other nodes (and tests): emits are delivered when made. */
export const localPublishes: PublishTracker = {
  async collect(emit) {
    emit();
  },
};
