import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN, T0, at, buildBiddable } from './biddable.fixture';
import { calculateAuctionFeeCents, calculateFeeSummary } from './auction-fee';
import { getExtendedEndTime } from './anti-sniping';
import { getCountdownPhase } from './countdown';
import { evaluateBid } from './evaluate-bid';
import { getMinimumNextBid } from './minimum-bid';
import { getNextBidOffer, getQuickBidIncrements, getQuickBids } from './quick-bids';
import { getAcceptUnderReserveDeadline, isReserveMet } from './reserve';
import { toCents } from '../money';

describe('auction fee', () => {
  it.each([
    ['0.00', '200.00'],
    ['999.00', '200.00'],
    ['1000.00', '210.00'],
    ['15300.00', '350.00'],
    ['15999.99', '350.00'],
    ['1000000.00', '10200.00'],
  ])('fee for %s is %s', (bid, fee) => {
    expect(calculateFeeSummary(bid).fee).toBe(fee);
  });

  it('adds the fee to the total', () => {
    expect(calculateFeeSummary('15300')).toEqual({ bid: '15300.00', fee: '350.00', total: '15650.00' });
  });

  it('is exact for amounts where floating point would drift', () => {
    expect(calculateAuctionFeeCents(999_999_999_999n)).toBe(20_000n + 9_999_999n * 1000n);
  });
});

describe('minimum next bid and quick bids', () => {
  it('is the starting bid + 100 before any bid', () => {
    expect(getMinimumNextBid({ currentBid: null, startingBid: '5000.00' })).toBe('5100.00');
  });
  it('is the current bid + 100 after a bid', () => {
    expect(getMinimumNextBid({ currentBid: '15300.00', startingBid: '5000.00' })).toBe('15400.00');
  });
});

describe('quick bids scale with the price', () => {
  it.each([
    [0, [100, 200, 500, 1000]],
    [9_999, [100, 200, 500, 1000]],
    [10_000, [200, 500, 1000, 2500]],
    [49_999, [200, 500, 1000, 2500]],
    [50_000, [500, 1000, 2500, 5000]],
    [150_000, [1000, 2500, 5000, 10_000]],
  ] as const)('at %d € the steps are %j', (price, steps) => {
    expect(getQuickBidIncrements(price)).toEqual(steps);
  });
  it('adds the tier steps to the current bid', () => {
    expect(getQuickBids({ currentBid: '15300.00', startingBid: '5000.00' }).map((q) => q.amount)).toEqual([
      '15500.00',
      '15800.00',
      '16300.00',
      '17800.00',
    ]);
  });
  it('starts from the starting bid before the first bid, and the smallest step is the real 100 € step', () => {
    expect(getQuickBids({ currentBid: null, startingBid: '3000.00' })).toEqual([
      { incrementEur: 100, amount: '3100.00', isBuyNow: false },
      { incrementEur: 200, amount: '3200.00', isBuyNow: false },
      { incrementEur: 500, amount: '3500.00', isBuyNow: false },
      { incrementEur: 1000, amount: '4000.00', isBuyNow: false },
    ]);
  });
  it('never offers less than the minimum next bid', () => {
    expect(getQuickBids({ currentBid: '9999.50', startingBid: '100.00' })[0]).toEqual({
      incrementEur: 100,
      amount: '10099.50',
      isBuyNow: false,
    });
  });
});

describe('quick bids stop at the buy-now price', () => {
  const offers = (currentBid: string | null, buyNowPrice: string | null, startingBid = '10000.00') =>
    getQuickBids({ currentBid, startingBid, buyNowPrice }).map((q) =>
      q.isBuyNow ? `buy ${q.amount}` : `+${q.incrementEur} ${q.amount}`,
    );
  it.each([
    // current bid, buy-now price, the offers
    ['11500.00', '13500.00', ['+200 11700.00', '+500 12000.00', '+1000 12500.00', 'buy 13500.00']],
    ['11000.00', '13500.00', ['+200 11200.00', '+500 11500.00', '+1000 12000.00', 'buy 13500.00']],
    ['12500.00', '13500.00', ['+200 12700.00', '+500 13000.00', 'buy 13500.00']],
    // a step landing exactly on the buy-now price is already the purchase
    ['13000.00', '13500.00', ['+200 13200.00', 'buy 13500.00']],
    // the minimum next bid itself reaches it: only buy now is left
    ['13400.00', '13500.00', ['buy 13500.00']],
    ['13450.00', '13500.00', ['buy 13500.00']],
    // far below the buy-now price, or none: the tier's steps unchanged
    ['11500.00', '20000.00', ['+200 11700.00', '+500 12000.00', '+1000 12500.00', '+2500 14000.00']],
    ['11500.00', null, ['+200 11700.00', '+500 12000.00', '+1000 12500.00', '+2500 14000.00']],
    // before the first bid the steps start from the starting bid
    [null, '10500.00', ['+200 10200.00', 'buy 10500.00']],
  ] as const)('at %s with buy-now %s: %j', (current, buyNow, expected) => {
    expect(offers(current, buyNow)).toEqual(expected);
  });

  it('never offers more than the buy-now price, and every buy-now offer is one the server takes as a purchase at that price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.boolean(),
        (current, gap, hasBids) => {
          const startingBid = `${hasBids ? Math.max(1, current - 500) : current}.00`;
          const currentBid = `${current}.00`;
          const buyNowPrice = `${current + 1 + gap}.00`;
          const vehicle = buildBiddable({ startingBid, currentBid, bidCount: hasBids ? 3 : 0, buyNowPrice });
          for (const option of getQuickBids({ currentBid: hasBids ? currentBid : null, startingBid, buyNowPrice })) {
            expect(toCents(option.amount)).toBeLessThanOrEqual(toCents(buyNowPrice));
            const verdict = evaluateBid(vehicle, 'bidder', option.amount, T0);
            expect(verdict.ok && verdict.isPurchase).toBe(option.isBuyNow);
            expect(verdict.ok && verdict.amount).toBe(option.amount);
          }
          const next = getNextBidOffer({ currentBid: hasBids ? currentBid : null, startingBid, buyNowPrice });
          const verdict = evaluateBid(vehicle, 'bidder', next.amount, T0);
          expect(verdict.ok && verdict.isPurchase).toBe(next.isBuyNow);
        },
      ),
    );
  });

  it.each([
    ['13300.00', '13500.00', { amount: '13400.00', isBuyNow: false }],
    ['13400.00', '13500.00', { amount: '13500.00', isBuyNow: true }],
    ['13450.00', '13500.00', { amount: '13500.00', isBuyNow: true }],
    ['13400.00', null, { amount: '13500.00', isBuyNow: false }],
  ] as const)('the one-tap offer at %s with buy-now %s is %j', (currentBid, buyNowPrice, expected) => {
    expect(getNextBidOffer({ currentBid, startingBid: '10000.00', buyNowPrice })).toEqual(expected);
  });
});

describe('countdown phase', () => {
  const end = at(0);
  it.each([
    [-1, 'ended'],
    [0, 'ended'],
    [1, 'critical'],
    [2 * MIN, 'critical'],
    [2 * MIN + 1, 'warning'],
    [120 * MIN, 'warning'],
    [120 * MIN + 1, 'normal'],
    [3 * 24 * 60 * MIN, 'normal'],
  ] as const)('%d ms before the end is %s', (remaining, phase) => {
    expect(getCountdownPhase(end, at(-remaining))).toBe(phase);
  });
});

describe('anti-sniping', () => {
  const end = at(10 * MIN);
  it('extends to bid time + 2 min for a bid at T-90 s', () => {
    const bidTime = at(10 * MIN - 90_000);
    expect(getExtendedEndTime(end, bidTime)).toEqual(new Date(bidTime.getTime() + 2 * MIN));
  });
  it('extends a bid exactly at T-2 min by nothing (the end is already bid time + 2 min)', () => {
    expect(getExtendedEndTime(end, at(8 * MIN))).toEqual(end);
  });
  it('leaves a bid at T-3 min alone', () => {
    expect(getExtendedEndTime(end, at(7 * MIN))).toBe(end);
  });
  it('never moves the end earlier', () => {
    const far = at(10 * MIN);
    expect(getExtendedEndTime(far, at(9 * MIN)).getTime()).toBeGreaterThanOrEqual(far.getTime());
  });
});

describe('reserve', () => {
  it('is not met without bids, even with no reserve', () => {
    expect(isReserveMet({ currentBid: '100.00', bidCount: 0, reservePrice: null })).toBe(false);
  });
  it('is met by a bid reaching it', () => {
    expect(isReserveMet({ currentBid: '20000.00', bidCount: 3, reservePrice: '20000.00' })).toBe(true);
    expect(isReserveMet({ currentBid: '19999.99', bidCount: 3, reservePrice: '20000.00' })).toBe(false);
  });
  it('leaves the seller 48 hours from the close to accept a bid under it', () => {
    expect(getAcceptUnderReserveDeadline(new Date('2026-11-27T21:30:00Z')).toISOString()).toBe(
      '2026-11-29T21:30:00.000Z',
    );
  });
});

describe('evaluateBid', () => {
  it('refuses the seller', () => {
    expect(evaluateBid(buildBiddable(), 'seller', '20000.00', T0)).toEqual({ ok: false, reason: 'own-auction' });
  });
  it('refuses a bid on an auction that is not active', () => {
    expect(evaluateBid(buildBiddable({ status: 'sold' }), 'b', '20000.00', T0)).toEqual({
      ok: false,
      reason: 'not-active',
    });
  });
  it('refuses a bid at or past the end time', () => {
    expect(evaluateBid(buildBiddable({ auctionEndTime: T0 }), 'b', '20000.00', T0)).toEqual({
      ok: false,
      reason: 'ended',
    });
  });
  it('refuses a bid below the minimum with the minimum', () => {
    expect(evaluateBid(buildBiddable(), 'b', '10099.00', T0)).toEqual({
      ok: false,
      reason: 'too-low',
      minimumBid: '10100.00',
    });
  });
  it('refuses a bid equal to the current high bid (a lost race)', () => {
    const vehicle = buildBiddable({ currentBid: '12000.00', bidCount: 2 });
    expect(evaluateBid(vehicle, 'b', '12000.00', T0)).toMatchObject({ ok: false, minimumBid: '12100.00' });
  });
  it('accepts the minimum and returns the new state with fee', () => {
    const result = evaluateBid(buildBiddable({ reservePrice: '10100.00' }), 'b', '10100.00', T0);
    expect(result).toMatchObject({
      ok: true,
      amount: '10100.00',
      isPurchase: false,
      newBidCount: 1,
      isReserveMet: true,
      fee: '300.00',
      total: '10400.00',
      minimumNextBid: '10200.00',
    });
  });
  it('extends the end for a bid in the last two minutes', () => {
    const result = evaluateBid(buildBiddable({ auctionEndTime: at(90_000) }), 'b', '10100.00', T0);
    expect(result.ok && result.newEndTime).toEqual(at(2 * MIN));
  });
  it('treats the buy-now price as a purchase that ends the auction now', () => {
    const result = evaluateBid(buildBiddable({ buyNowPrice: '30000.00' }), 'b', '30000.00', T0);
    expect(result).toMatchObject({ ok: true, isPurchase: true, amount: '30000.00', newEndTime: T0 });
  });
  it('caps an offer above the buy-now price at the buy-now price', () => {
    const result = evaluateBid(buildBiddable({ buyNowPrice: '30000.00' }), 'b', '45000.00', T0);
    expect(result).toMatchObject({ ok: true, isPurchase: true, amount: '30000.00' });
  });
  it('allows buy-now even when it is under the minimum increment above the high bid', () => {
    const vehicle = buildBiddable({ buyNowPrice: '30000.00', currentBid: '29950.00', bidCount: 4 });
    expect(evaluateBid(vehicle, 'b', '30000.00', T0)).toMatchObject({ ok: true, isPurchase: true });
  });
  it('no longer offers buy-now once bidding reached it', () => {
    const vehicle = buildBiddable({ buyNowPrice: '30000.00', currentBid: '30000.00', bidCount: 4 });
    expect(evaluateBid(vehicle, 'b', '30000.00', T0)).toMatchObject({ ok: false, reason: 'too-low' });
    expect(evaluateBid(vehicle, 'b', '30100.00', T0)).toMatchObject({ ok: true, isPurchase: false });
  });
});
