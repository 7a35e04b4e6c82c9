import { describe, expect, it } from 'vitest';
import { getAuctionClock } from './auction-clock';

const end = Date.parse('2026-11-24T12:00:00.000Z');
const endTime = new Date(end).toISOString();

describe('getAuctionClock', () => {
  it('counts down on the server clock while connected', () => {
    expect(
      getAuctionClock({ endTime, status: 'active', now: end - 65_000, frozenAt: null, connected: true }),
    ).toMatchObject({
      phase: 'critical',
      frozen: false,
      timeLeft: { minutes: 1, seconds: 5 },
    });
  });

  it('says "closing", never "ended", when only the local clock passed the end', () => {
    expect(
      getAuctionClock({ endTime, status: 'active', now: end + 5_000, frozenAt: null, connected: true }).phase,
    ).toBe('closing');
  });

  it('shows ended once the server closed the auction, even before its end time (buy now)', () => {
    expect(
      getAuctionClock({ endTime, status: 'sold', now: end - 60 * 60_000, frozenAt: null, connected: true }).phase,
    ).toBe('ended');
  });

  it('freezes at the last moment the server was heard while disconnected, so it cannot reach the end', () => {
    const clock = getAuctionClock({
      endTime,
      status: 'active',
      now: end + 30_000,
      frozenAt: end - 8_000,
      connected: false,
    });
    expect(clock).toMatchObject({ phase: 'critical', frozen: true, timeLeft: { minutes: 0, seconds: 8 } });
  });

  it('runs on when it never heard the server, but still only to "closing"', () => {
    expect(
      getAuctionClock({ endTime, status: 'active', now: end + 1_000, frozenAt: null, connected: false }),
    ).toMatchObject({
      phase: 'closing',
      frozen: true,
    });
  });
});
