import { describe, expect, it } from 'vitest';
import { listingOutcome, soldPrice } from './listing-outcome';

describe('listingOutcome', () => {
  it('is live while an active auction has time left, closing once its end passed', () => {
    expect(listingOutcome({ status: 'active', bidCount: 3 }, false)).toBe('live');
    expect(listingOutcome({ status: 'active', bidCount: 3 }, true)).toBe('closing');
  });

  it('tells how a closed auction ended', () => {
    expect(listingOutcome({ status: 'sold', bidCount: 3 }, true)).toBe('sold');
    expect(listingOutcome({ status: 'ended', bidCount: 0 }, true)).toBe('noBids');
    expect(listingOutcome({ status: 'ended', bidCount: 2 }, true)).toBe('reserveNotMet');
    expect(listingOutcome({ status: 'cancelled', bidCount: 0 }, false)).toBe('cancelled');
  });
});

describe('soldPrice', () => {
  it("uses the close's final price, else the last high bid", () => {
    expect(soldPrice({ finalPrice: '9000.00', currentBid: '8900.00' })).toBe('9000.00');
    expect(soldPrice({ finalPrice: null, currentBid: '8900.00' })).toBe('8900.00');
  });
});
