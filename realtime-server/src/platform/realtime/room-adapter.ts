import { type RedisAdapterOptions, createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';

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

/**
 * `createAdapter` of `@socket.io/redis-adapter`, with the single-room walk on each namespace's
 * adapter. `onUnexpectedShape` hears when an adapter could not take it.
 */
export function createRoomAdapter(
  pub: Redis,
  sub: Redis,
  opts: Partial<RedisAdapterOptions>,
  onUnexpectedShape: () => void,
) {
  const createRedisAdapter = createAdapter(pub, sub, opts);
  // Socket.IO calls this with `new`, so not an arrow function; the adapter it returns is the instance.
  return function createNamespaceAdapter(nsp: unknown) {
    const adapter = createRedisAdapter(nsp);
    if (!installSingleRoomWalk(adapter)) onUnexpectedShape();
    return adapter;
  };
}
