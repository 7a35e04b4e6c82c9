import { Adapter } from 'socket.io-adapter';
import { describe, expect, it } from 'vitest';
import { installSingleRoomWalk } from './room-adapter';

/** socket.io-adapter's own in-memory adapter over a namespace of `ids` (each socket is its id). */
function buildAdapter(ids: readonly string[]): Adapter {
  const sockets = new Map(ids.map((id) => [id, id]));
  return new Adapter({ sockets, server: { encoder: {} } } as never);
}

function visit(adapter: Adapter, rooms: string[], except: string[] = []): string[] {
  const visited: string[] = [];
  (adapter as unknown as { apply(opts: object, callback: (socket: string) => void): void }).apply(
    { rooms: new Set(rooms), except: new Set(except) },
    (socket) => visited.push(socket),
  );
  return visited;
}

/** A deterministic pseudo-random sequence, so that a failing case can be run again. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('installSingleRoomWalk', () => {
  it("reaches the members of one room, leaving out the excepted rooms' members", () => {
    const adapter = buildAdapter(['a', 'b', 'c', 'd']);
    expect(installSingleRoomWalk(adapter)).toBe(true);
    adapter.addAll('a', new Set(['vehicle:1', 'vehicle:1:compact']));
    adapter.addAll('b', new Set(['vehicle:1']));
    adapter.addAll('c', new Set(['vehicle:1', 'vehicle:1:compact', 'user:9']));
    adapter.addAll('d', new Set(['vehicle:2']));

    expect(visit(adapter, ['vehicle:1:compact'])).toEqual(['a', 'c']);
    expect(visit(adapter, ['vehicle:1'], ['vehicle:1:compact'])).toEqual(['b']);
    expect(visit(adapter, ['vehicle:1'], ['vehicle:1:compact', 'user:9', 'nobody'])).toEqual(['b']);
    expect(visit(adapter, ['vehicle:1'], ['nobody'])).toEqual(['a', 'b', 'c']);
    expect(visit(adapter, ['nobody'])).toEqual([]);
  });

  it('skips a member the namespace no longer holds, as the adapter does', () => {
    const adapter = buildAdapter(['a']);
    installSingleRoomWalk(adapter);
    adapter.addAll('a', new Set(['vehicle:1']));
    adapter.addAll('gone', new Set(['vehicle:1']));
    expect(visit(adapter, ['vehicle:1'])).toEqual(['a']);
  });

  it("reaches exactly whom the adapter's own walk reaches, for one room, several, or the whole namespace", () => {
    const ids = Array.from({ length: 60 }, (_, i) => `s${i}`);
    const rooms = ['r0', 'r1', 'r2', 'r3', 'r4'];
    const random = createRandom(14);
    for (let round = 0; round < 200; round += 1) {
      const own = buildAdapter(ids);
      const walked = buildAdapter(ids);
      installSingleRoomWalk(walked);
      for (const id of ids) {
        const joined = new Set(rooms.filter(() => random() < 0.4));
        own.addAll(id, joined);
        walked.addAll(id, joined);
      }
      const targets = rooms.filter(() => random() < 0.3);
      const except = rooms.filter((room) => !targets.includes(room) && random() < 0.4);
      expect(new Set(visit(walked, targets, except))).toEqual(new Set(visit(own, targets, except)));
      expect(visit(walked, targets, except)).toHaveLength(visit(own, targets, except).length);
    }
  });

  it('leaves an adapter of an unexpected shape untouched', () => {
    const stranger = { rooms: {}, apply: () => undefined };
    const apply = stranger.apply;
    expect(installSingleRoomWalk(stranger)).toBe(false);
    expect(stranger.apply).toBe(apply);
    expect(installSingleRoomWalk(null)).toBe(false);
  });
});
