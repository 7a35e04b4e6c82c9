import { describe, expect, it } from 'vitest';
import { ROOM_JOINS_PER_SOCKET, countJoin } from './vehicle.socket';

describe('countJoin', () => {
  const windowMs = ROOM_JOINS_PER_SOCKET.durationSeconds * 1000;

  it(`allows ${ROOM_JOINS_PER_SOCKET.points} joins in a window from the first, then says how long to wait`, () => {
    const socket = { joinWindowStartedAt: 0, joinsInWindow: 0 };
    const t0 = 1_000_000;
    for (let i = 0; i < ROOM_JOINS_PER_SOCKET.points; i += 1) expect(countJoin(socket, t0 + i)).toBe(0);
    expect(countJoin(socket, t0 + 20_000)).toBe(windowMs - 20_000);
    expect(countJoin(socket, t0 + windowMs - 1)).toBe(1);
    // A new window starts with the first join after the old one ended.
    expect(countJoin(socket, t0 + windowMs)).toBe(0);
    expect(socket).toEqual({ joinWindowStartedAt: t0 + windowMs, joinsInWindow: 1 });
  });
});
