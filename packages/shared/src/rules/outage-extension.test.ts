import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANTI_SNIPING_WINDOW_MS } from '../constants';
import { type OutageAuctionState, type OutageWindow, decideOutageExtension } from './outage-extension';

const T0 = Date.parse('2026-11-27T12:00:00.000Z');
const SEC = 1000;
const MIN = 60 * SEC;
const at = (ms: number) => new Date(T0 + ms);

/** An outage of up to an hour, and auctions ending from an hour before it to an hour after. */
const windowArb = fc
  .tuple(fc.integer({ min: 0, max: 60 * MIN }), fc.integer({ min: 0, max: 60 * MIN }))
  .map(([startMs, lengthMs]): OutageWindow => ({ start: at(startMs), restored: at(startMs + lengthMs) }));
const auctionArb = fc
  .record({
    status: fc.constantFrom<OutageAuctionState['status']>('running', 'closed', 'sold', 'cancelled'),
    endMs: fc.integer({ min: -60 * MIN, max: 180 * MIN }),
    closedOffsetMs: fc.integer({ min: 0, max: 10 * MIN }),
  })
  .map(
    ({ status, endMs, closedOffsetMs }): OutageAuctionState => ({
      status,
      endTime: at(endMs),
      closedAt: status === 'running' ? null : at(endMs + closedOffsetMs),
    }),
  );

function endAfter(auction: OutageAuctionState, window: OutageWindow): Date {
  const decision = decideOutageExtension(auction, window);
  return decision.kind === 'extend' ? decision.newEnd : auction.endTime;
}

describe('outage extension (properties)', () => {
  it('never moves an end earlier', () => {
    fc.assert(
      fc.property(auctionArb, windowArb, (auction, window) => {
        expect(endAfter(auction, window).getTime()).toBeGreaterThanOrEqual(auction.endTime.getTime());
      }),
    );
  });

  it('never extends a closed, sold or cancelled auction', () => {
    fc.assert(
      fc.property(
        auctionArb.filter((a) => a.status !== 'running'),
        windowArb,
        (auction, window) => {
          expect(decideOutageExtension(auction, window)).toEqual({ kind: 'unchanged' });
        },
      ),
    );
  });

  it('leaves an auction closed before the outage began closed', () => {
    fc.assert(
      fc.property(
        auctionArb.filter((a) => a.status !== 'running'),
        windowArb,
        (auction, window) => {
          fc.pre(auction.closedAt!.getTime() < window.start.getTime());
          expect(decideOutageExtension(auction, window).kind).toBe('unchanged');
        },
      ),
    );
  });

  it('is idempotent for the same window', () => {
    fc.assert(
      fc.property(auctionArb, windowArb, (auction, window) => {
        const once = { ...auction, endTime: endAfter(auction, window) };
        expect(decideOutageExtension(once, window)).toEqual({ kind: 'unchanged' });
      }),
    );
  });

  it('gives every affected auction at least restored + the anti-sniping window', () => {
    fc.assert(
      fc.property(
        auctionArb.filter((a) => a.status === 'running'),
        windowArb,
        (auction, window) => {
          fc.pre(auction.endTime.getTime() >= window.start.getTime());
          expect(endAfter(auction, window).getTime()).toBeGreaterThanOrEqual(
            window.restored.getTime() + ANTI_SNIPING_WINDOW_MS,
          );
        },
      ),
    );
  });

  it('leaves auctions ending after restored + the anti-sniping window untouched', () => {
    fc.assert(
      fc.property(auctionArb, windowArb, (auction, window) => {
        fc.pre(auction.endTime.getTime() > window.restored.getTime() + ANTI_SNIPING_WINDOW_MS);
        expect(decideOutageExtension(auction, window)).toEqual({ kind: 'unchanged' });
      }),
    );
  });

  it('leaves auctions that ended before the outage began untouched', () => {
    fc.assert(
      fc.property(auctionArb, windowArb, (auction, window) => {
        fc.pre(auction.endTime.getTime() < window.start.getTime());
        expect(decideOutageExtension(auction, window)).toEqual({ kind: 'unchanged' });
      }),
    );
  });
});

describe('outage extension (edges)', () => {
  // An outage from 12:00:00 to 12:00:20: the new end is 12:02:20.
  const window: OutageWindow = { start: at(0), restored: at(20 * SEC) };
  const running = (endMs: number): OutageAuctionState => ({ status: 'running', endTime: at(endMs), closedAt: null });
  const newEnd = at(20 * SEC + 2 * MIN);

  it.each([
    ['1 ms before the outage began', running(-1), null],
    ['exactly when the outage began', running(0), newEnd],
    ['inside the outage', running(10 * SEC), newEnd],
    ['exactly when the service came back', running(20 * SEC), newEnd],
    ['1 minute after the service came back', running(20 * SEC + MIN), newEnd],
    ['1 ms before restored + 2 minutes', running(20 * SEC + 2 * MIN - 1), newEnd],
    ['exactly at restored + 2 minutes', running(20 * SEC + 2 * MIN), null],
    ['5 minutes after the outage', running(20 * SEC + 5 * MIN), null],
    ['sold before the outage', { status: 'sold', endTime: at(-MIN), closedAt: at(-MIN) }, null],
    ['sold inside the window (a buy-now)', { status: 'sold', endTime: at(10 * SEC), closedAt: at(5 * SEC) }, null],
    [
      'closed without a sale inside the window',
      { status: 'closed', endTime: at(10 * SEC), closedAt: at(10 * SEC) },
      null,
    ],
    ['cancelled inside the window', { status: 'cancelled', endTime: at(10 * SEC), closedAt: at(5 * SEC) }, null],
  ] as const)('an auction ending %s', (_, auction, expected) => {
    expect(decideOutageExtension(auction, window)).toEqual(
      expected ? { kind: 'extend', newEnd: expected } : { kind: 'unchanged' },
    );
  });

  it('extends for a zero-length window too (start = restored)', () => {
    expect(decideOutageExtension(running(0), { start: at(0), restored: at(0) })).toEqual({
      kind: 'extend',
      newEnd: at(2 * MIN),
    });
  });
});
