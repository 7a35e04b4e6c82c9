import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getMinimumNextBid } from '../rules/minimum-bid';
import {
  parseBidderNumber,
  compactFramesAuth,
  readBidPlaced,
  readsCompactFrames,
  toBidPlacedFrame,
  toBidderAlias,
} from './live-frames';
import { bidPlacedFrameSchema } from './live-frames.schema';
import type { BidPlacedEvent } from './realtime-events';

const vehicleId = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0001';

/** A fact as `buildBidOutboxMessage` stores it. */
function fact(overrides: Partial<BidPlacedEvent> = {}): BidPlacedEvent {
  const amount = overrides.amount ?? '15700.00';
  const bidSeq = overrides.bidSeq ?? 57;
  return {
    vehicleId,
    bidId: '6f1c3e2a-9b1d-4c55-8e0f-2a7b9c1d0e57',
    bidSeq,
    bidderAlias: 'Bidder 2',
    amount,
    createdAt: '2026-11-21T10:00:00.000Z',
    currentBid: amount,
    bidCount: bidSeq,
    minimumNextBid: getMinimumNextBid({ currentBid: amount, startingBid: '10000.00' }),
    isReserveMet: false,
    auctionEndTime: '2026-11-21T12:00:00.000Z',
    isPurchase: false,
    isAutomatic: false,
    hasReserve: true,
    serverTime: '2026-11-21T10:00:00.012Z',
    ...overrides,
  };
}

/** Bytes on the wire as Socket.IO sends an event (`42` + JSON of [name, payload]). */
const wireBytes = (payload: unknown) => new TextEncoder().encode(`42${JSON.stringify(['bid:placed', payload])}`).length;

describe('compact bid:placed frames', () => {
  it('keep only what a watcher cannot derive, and nothing else', () => {
    const frame = toBidPlacedFrame(fact(), false);
    expect(bidPlacedFrameSchema.parse(frame)).toEqual({
      vehicleId,
      bidId: '6f1c3e2a-9b1d-4c55-8e0f-2a7b9c1d0e57',
      bidSeq: 57,
      bidder: 2,
      amount: '15700.00',
      createdAt: '2026-11-21T10:00:00.000Z',
      serverTime: '2026-11-21T10:00:00.012Z',
    });
    expect(JSON.stringify(frame)).not.toContain('null');
  });

  it('are over 40 % smaller than the whole fact on the wire (238 bytes against 422)', () => {
    const whole = wireBytes(fact({ hasReserve: undefined }));
    const compact = wireBytes(toBidPlacedFrame(fact(), false));
    expect(whole).toBe(422);
    expect(compact).toBeLessThanOrEqual(0.6 * whole);
    // The largest one, a sniping automatic bid that met the reserve, replaces the whole fact and an auction:extended.
    expect(wireBytes(toBidPlacedFrame(fact({ isReserveMet: true, isAutomatic: true }), true))).toBeLessThanOrEqual(330);
  });

  it('name the end only when the bid moved it, and the reserve only when a vehicle that has one is met', () => {
    expect(toBidPlacedFrame(fact(), true)).toMatchObject({ auctionEndTime: '2026-11-21T12:00:00.000Z' });
    expect(toBidPlacedFrame(fact({ isReserveMet: true }), false)).toMatchObject({ isReserveMet: true });
    expect(toBidPlacedFrame(fact({ isReserveMet: true, hasReserve: false }), false)).not.toHaveProperty('isReserveMet');
    // Stored before hasReserve existed: met is said, not met is left out (a vehicle without a reserve is met by any bid).
    expect(toBidPlacedFrame(fact({ isReserveMet: true, hasReserve: undefined }), false)).toMatchObject({
      isReserveMet: true,
    });
    expect(toBidPlacedFrame(fact({ isPurchase: true, isAutomatic: true }), false)).toMatchObject({
      isPurchase: true,
      isAutomatic: true,
    });
  });

  it('cannot say an alias of another shape: the fact then goes out whole', () => {
    expect(toBidPlacedFrame(fact({ bidderAlias: 'Licitator 2' }), false)).toBeNull();
  });

  it('read back exactly as the whole fact reads, for any bid', () => {
    const facts = fc.record({
      amount: fc.integer({ min: 101, max: 9_999_999 }).map((euros) => `${euros}.00`),
      bidSeq: fc.integer({ min: 1, max: 10_000 }),
      bidder: fc.integer({ min: 1, max: 500 }),
      hasReserve: fc.boolean(),
      met: fc.boolean(),
      endMoved: fc.boolean(),
      isAutomatic: fc.boolean(),
      isPurchase: fc.boolean(),
      storedBeforeHasReserve: fc.boolean(),
    });
    fc.assert(
      fc.property(facts, (f) => {
        // Without a reserve, any bid meets it.
        const isReserveMet = f.hasReserve ? f.met : true;
        const whole = fact({
          amount: f.amount,
          bidSeq: f.bidSeq,
          bidderAlias: toBidderAlias(f.bidder),
          isReserveMet,
          isAutomatic: f.isAutomatic,
          isPurchase: f.isPurchase,
          hasReserve: f.storedBeforeHasReserve ? undefined : f.hasReserve,
        });
        const frame = toBidPlacedFrame(whole, f.endMoved)!;
        const fromWhole = readBidPlaced(whole, f.hasReserve);
        const fromFrame = readBidPlaced(frame, f.hasReserve);
        expect(fromFrame).toEqual({ ...fromWhole, auctionEndTime: f.endMoved ? whole.auctionEndTime : undefined });
      }),
    );
  });
});

describe('the handshake', () => {
  it('announces compact frames with the current version only', () => {
    expect(readsCompactFrames(compactFramesAuth)).toBe(true);
    for (const auth of [undefined, null, {}, { frames: 1 }, { frames: '2' }, 'frames'])
      expect(readsCompactFrames(auth)).toBe(false);
  });
});

describe('bidder aliases', () => {
  it('turn into their public number and back', () => {
    expect(parseBidderNumber(toBidderAlias(17))).toBe(17);
    expect(parseBidderNumber('Bidder x')).toBeNull();
    expect(parseBidderNumber('Bidder 3 ')).toBeNull();
  });
});
