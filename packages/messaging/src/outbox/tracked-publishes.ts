import type { RedisConnection } from '../redis/redis-connection';

/**
 * Socket.IO's Redis adapter and emitter call `publish` (`spublish` when sharded) and drop the promise: a publish that fails
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

export function trackRedisPublishes(client: RedisConnection, onError: (error: unknown) => void): PublishTracker {
  let collecting: Promise<unknown>[] | null = null;
  const wrap = (original: (...args: unknown[]) => Promise<number>) => {
    return (...args: unknown[]): Promise<number> => {
      let sent: Promise<number>;
      try {
        sent = original(...args);
      } catch (error) {
        sent = Promise.reject(error);
      }
      collecting?.push(sent);
      return sent.catch((error: unknown) => {
        onError(error);
        return 0;
      });
    };
  };
  const patchable = client as unknown as Record<'publish' | 'spublish', (...args: unknown[]) => Promise<number>>;
  for (const command of ['publish', 'spublish'] as const) patchable[command] = wrap(patchable[command].bind(client));
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
