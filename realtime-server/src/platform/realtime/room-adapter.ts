import { createShardedAdapter } from '@socket.io/redis-adapter';
import type { RedisConnection } from '@autolicit/messaging';

/** The parts of socket.io-adapter's in-memory adapter that the single-room walk reads. */
interface ApplyOptions {
  rooms: Set<string>;
  except?: Set<string>;
}
interface WalkableAdapter {
  rooms: Map<string, Set<string>>;
  nsp: { sockets: Map<string, unknown> };
  apply(opts: ApplyOptions, callback: (socket: unknown) => void): void;
}

function isWalkable(adapter: unknown): adapter is WalkableAdapter {
  const candidate = adapter as Partial<WalkableAdapter> | null;
  return (
    typeof candidate?.apply === 'function' && candidate.rooms instanceof Map && candidate.nsp?.sockets instanceof Map
  );
}

/**
 * socket.io-adapter's `apply` collects the ids it has visited into a new Set (so that a socket in
 * two of the target rooms is reached once) and copies every excepted room's members into another,
 * for each broadcast. Every live fact here goes to exactly one room: a vehicle's compact frame to
 * its compact room, the whole fact to the vehicle room except that compact room — so at 5,000
 * watchers a bid cost 15,000 Set insertions before the first write (4–6 % of the broadcast window's
 * CPU, docs/benchmarks-history.md). With one target room no socket can be met twice, and the
 * excepted rooms' own member Sets answer membership, so this walk allocates nothing. Several target
 * rooms, or none (the whole namespace), keep the adapter's own walk.
 *
 * Returns false, leaving the adapter untouched, when it does not have the expected shape (another
 * socket.io-adapter version): its own walk is then used for everything.
 */
export function installSingleRoomWalk(adapter: unknown): boolean {
  if (!isWalkable(adapter)) return false;
  const walkAll = adapter.apply;
  adapter.apply = function apply(this: WalkableAdapter, opts, callback) {
    if (opts.rooms.size !== 1) return walkAll.call(this, opts, callback);
    for (const room of opts.rooms) walkRoom(this, room, opts.except, callback);
  };
  return true;
}

function walkRoom(
  adapter: WalkableAdapter,
  room: string,
  except: Set<string> | undefined,
  callback: (socket: unknown) => void,
): void {
  const members = adapter.rooms.get(room);
  if (members === undefined) return;
  const excepted = listExceptedMembers(adapter.rooms, except);
  for (const id of members) {
    if (excepted !== undefined && isExcepted(excepted, id)) continue;
    const socket = adapter.nsp.sockets.get(id);
    if (socket !== undefined) callback(socket);
  }
}

function listExceptedMembers(
  rooms: Map<string, Set<string>>,
  except: Set<string> | undefined,
): Set<string>[] | undefined {
  if (except === undefined || except.size === 0) return undefined;
  const sets: Set<string>[] = [];
  for (const room of except) {
    const members = rooms.get(room);
    if (members !== undefined && members.size > 0) sets.push(members);
  }
  return sets.length === 0 ? undefined : sets;
}

function isExcepted(excepted: Set<string>[], id: string): boolean {
  for (const members of excepted) if (members.has(id)) return true;
  return false;
}

/** The parts of socket.io-adapter's `ClusterAdapter` that the local-first broadcast uses. */
interface PublishingAdapter {
  broadcast(packet: unknown, opts: BroadcastOptions): unknown;
  publishAndReturnOffset(message: { type: number; data: unknown }): Promise<unknown>;
}
interface BroadcastOptions {
  rooms: Set<string>;
  except?: Set<string>;
  flags?: { local?: boolean };
}

/** socket.io-adapter's `MessageType.BROADCAST`. */
const BROADCAST = 3;

function isPublishing(adapter: unknown): adapter is PublishingAdapter {
  const candidate = adapter as Partial<PublishingAdapter> | null;
  return typeof candidate?.broadcast === 'function' && typeof candidate.publishAndReturnOffset === 'function';
}

/**
 * socket.io-adapter's `ClusterAdapter.broadcast` waits for Redis to accept the publish before it
 * delivers to this node's own sockets: a round trip on every bid, and seconds while a cluster
 * elects a new primary — during which the node's own watchers would wait too. This starts the
 * publish (serialised at once, so the local delivery cannot change what the other nodes get) and
 * delivers locally without waiting. What the offset would be for is connection-state recovery,
 * which this server does not use. Returns false, leaving the adapter untouched, on another shape.
 */
export function installLocalFirstBroadcast(
  adapter: unknown,
  deliverLocally: (packet: unknown, opts: BroadcastOptions) => void,
): boolean {
  if (!isPublishing(adapter)) return false;
  adapter.broadcast = function broadcast(this: PublishingAdapter, packet, opts) {
    if (opts.flags?.local !== true) {
      const message = { type: BROADCAST, data: { packet, opts: encodeOptions(opts) } };
      // A failed publish is reported by the publish tracker; the outbox relay sends the fact again.
      this.publishAndReturnOffset(message).catch(() => undefined);
    }
    deliverLocally.call(this, packet, opts);
  };
  return true;
}

function encodeOptions(opts: BroadcastOptions) {
  return { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
}

/** What a namespace's adapter offers beyond Socket.IO's: waiting until this node hears its rooms. */
interface SubscribingAdapter {
  waitForSubscriptions(rooms: readonly string[]): Promise<void>;
  confirmSubscriptions(rooms: readonly string[]): Promise<string[]>;
}

/**
 * The sharded adapter subscribes to a room's channel when the room's first member on this node
 * joins, without waiting for Redis' reply (and without handling a failed one: an unhandled
 * rejection). This keeps every pending subscription by channel so that a join can wait for it,
 * and reports a failure instead of leaving it unhandled.
 */
function trackSubscriptions(sub: RedisConnection, onError: (error: unknown) => void): Map<string, Promise<boolean>> {
  const pending = new Map<string, Promise<boolean>>();
  const client = sub as unknown as { ssubscribe: (...channels: unknown[]) => Promise<unknown> };
  const ssubscribe = client.ssubscribe.bind(sub);
  // Settles true once Redis confirmed, false (reported) when it refused or the connection failed.
  client.ssubscribe = (...channels) => {
    const settled = ssubscribe(...channels).then(
      () => true,
      (error: unknown) => {
        onError(error);
        return false;
      },
    );
    const names = channels.filter((channel): channel is string => typeof channel === 'string');
    for (const name of names) pending.set(name, settled);
    void settled.then(() => {
      for (const name of names) if (pending.get(name) === settled) pending.delete(name);
    });
    return settled;
  };
  return pending;
}

/**
 * Resolves once this node is subscribed to the channels of `rooms` (at once for rooms it already
 * heard). A watcher joins, waits for this, then reads the snapshot: a bid another node publishes
 * after that read reaches this node, so it is in the snapshot or an event, never neither.
 */
export async function waitForRoomSubscriptions(socket: { nsp: { adapter: unknown } }, rooms: readonly string[]) {
  const adapter = socket.nsp.adapter as Partial<SubscribingAdapter>;
  await adapter.waitForSubscriptions?.(rooms);
}

/**
 * Subscribes once more to the channels of `rooms` (rooms this node has members in, read in the
 * same tick) and resolves with those Redis confirmed. Sent on the subscriber connection after the
 * ones the client re-sent by itself, so their confirmations have come too: the node hears these
 * rooms from then on. (Subscribing to a channel twice changes nothing in Redis.)
 */
export async function confirmRoomSubscriptions(
  io: { of(name: string): { adapter: unknown } },
  rooms: readonly string[],
): Promise<string[]> {
  const adapter = io.of('/').adapter as Partial<SubscribingAdapter>;
  return (await adapter.confirmSubscriptions?.(rooms)) ?? [];
}

/**
 * `createShardedAdapter` of `@socket.io/redis-adapter` (sharded pub/sub: a node hears only the
 * rooms it has members in), with the local-first broadcast, the single-room walk and the
 * subscription wait on each namespace's adapter. `onUnexpectedShape` hears when an adapter could
 * not take them; `onSubscribeError` a subscription Redis refused.
 */
export function createRoomAdapter(
  pub: RedisConnection,
  sub: RedisConnection,
  opts: NonNullable<Parameters<typeof createShardedAdapter>[2]> & { channelPrefix: string },
  hooks: { onUnexpectedShape: () => void; onSubscribeError: (error: unknown) => void },
) {
  const pending = trackSubscriptions(sub, hooks.onSubscribeError);
  const createRedisAdapter = createShardedAdapter(pub, sub, opts);
  // Socket.IO calls this with `new`, so not an arrow function; the adapter it returns is the instance.
  return function createNamespaceAdapter(nsp: { name: string }) {
    const adapter = createRedisAdapter(nsp);
    const local = inMemoryBroadcast(adapter);
    const shaped = local !== undefined && installLocalFirstBroadcast(adapter, local) && installSingleRoomWalk(adapter);
    if (!shaped) hooks.onUnexpectedShape();
    // The adapter's dynamic channel of a room (`dynamicChannel` in the sharded adapter).
    const channelOf = (room: string) => `${opts.channelPrefix}#${nsp.name}#${room}#`;
    (adapter as unknown as SubscribingAdapter).waitForSubscriptions = async (rooms) => {
      await Promise.all(rooms.map((room) => pending.get(channelOf(room))));
    };
    const client = sub as unknown as { ssubscribe: (channel: string) => Promise<boolean> };
    (adapter as unknown as SubscribingAdapter).confirmSubscriptions = async (rooms) => {
      const confirmed = await Promise.all(rooms.map((room) => client.ssubscribe(channelOf(room))));
      return rooms.filter((_, i) => confirmed[i]);
    };
    return adapter;
  };
}

/** The in-memory `Adapter.broadcast` beneath the cluster adapter's: delivery to this node's sockets. */
function inMemoryBroadcast(adapter: unknown): ((packet: unknown, opts: BroadcastOptions) => void) | undefined {
  // The prototype that defines publishAndReturnOffset is ClusterAdapter's; its parent is Adapter.
  let proto =
    adapter === null || typeof adapter !== 'object' ? null : (Object.getPrototypeOf(adapter) as object | null);
  while (proto !== null && !Object.hasOwn(proto, 'publishAndReturnOffset'))
    proto = Object.getPrototypeOf(proto) as object | null;
  const base = proto === null ? null : (Object.getPrototypeOf(proto) as { broadcast?: unknown } | null);
  const broadcast = base?.broadcast;
  return typeof broadcast === 'function' ? (broadcast as (packet: unknown, opts: BroadcastOptions) => void) : undefined;
}
