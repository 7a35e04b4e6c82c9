import { type RedisConnection, isClusterConnection } from '@autolicit/messaging';

/**
 * Redis delivers a published message to the subscriptions in place at that moment, and keeps
 * nothing for a subscriber that is not there. The adapter's subscriber is away, or subscribed on the
 * wrong server, for a while whenever the shard that holds a room's channel changes: a reconnect, a
 * failover to the replica, a slot moved to another primary. A fact published in that while (another
 * node's bid, the workers' close) reaches the other nodes and not this one, so this node's watchers
 * of the room would miss it and stay behind until the next one.
 *
 * The client tells when it has subscribed again: a cluster's sharded subscribers after following a
 * topology change (`subscribersReady`, after each change it noticed and once at the start), a single
 * server's connection after each (re)connect (`ready`). Each time, `catchUp` runs (again once more
 * if more news came in while it ran): the caller brings its rooms' members up to date from the
 * database. A failure is handed to `onError`; the next re-subscription tries again.
 */
export function watchRoomResubscriptions(
  sub: RedisConnection,
  catchUp: () => Promise<void>,
  onError: (error: unknown) => void,
): { stop(): void } {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await catchUp().catch(onError);
      } while (again);
    } finally {
      running = false;
    }
  };
  const onResubscribed = () => {
    if (running) again = true;
    else void run();
  };
  const event = isClusterConnection(sub) ? 'subscribersReady' : 'ready';
  sub.on(event, onResubscribed);
  return {
    stop() {
      sub.off(event, onResubscribed);
    },
  };
}
