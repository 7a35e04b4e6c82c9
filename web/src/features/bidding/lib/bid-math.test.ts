import { describe, expect, it } from 'vitest';
import {
  amountAfterMinimumChange,
  canBuyNow,
  feeSummaryDisplay,
  isAboveCeiling,
  isBelowMinimum,
  moneyToWholeEuros,
  newIdempotencyKey,
  nextBidOffer,
  quickBids,
  suggestMaximum,
  wholeEurosToAmount,
} from './bid-math';

describe('feeSummaryDisplay', () => {
  it('writes the amounts in the interface language', () => {
    expect(feeSummaryDisplay(15_300, 'en')).toEqual({ bid: '€15,300', fee: '€350', total: '€15,650' });
  });

  it('charges 200 € plus 10 € per full 1,000 € and adds it to the bid', () => {
    expect(feeSummaryDisplay(15_300)).toEqual({ bid: '15.300 €', fee: '350 €', total: '15.650 €' });
    expect(feeSummaryDisplay(999)).toEqual({ bid: '999 €', fee: '200 €', total: '1.199 €' });
    expect(feeSummaryDisplay(1_000)).toEqual({ bid: '1.000 €', fee: '210 €', total: '1.210 €' });
    expect(feeSummaryDisplay(125_999)).toEqual({ bid: '125.999 €', fee: '1.450 €', total: '127.449 €' });
  });
});

describe('quickBids', () => {
  it('adds the price tier steps to the current bid and shows the total if you win', () => {
    expect(quickBids({ currentBid: '15000.00', bidCount: 3, minimumNextBid: '15100.00', buyNowPrice: null })).toEqual([
      { increment: 200, amount: 15_200, totalIfWin: '15.550 €', isBuyNow: false },
      { increment: 500, amount: 15_500, totalIfWin: '15.850 €', isBuyNow: false },
      { increment: 1000, amount: 16_000, totalIfWin: '16.360 €', isBuyNow: false },
      { increment: 2500, amount: 17_500, totalIfWin: '17.870 €', isBuyNow: false },
    ]);
  });

  it('starts at the real 100 € step on a cheap car, from the starting bid before any bid', () => {
    expect(
      quickBids({ currentBid: '3000.00', bidCount: 0, minimumNextBid: '3100.00', buyNowPrice: null }).map(
        (q) => q.amount,
      ),
    ).toEqual([3100, 3200, 3500, 4000]);
  });

  it('stops at the buy-now price: the step reaching it is buy now at that price, the ones above are dropped', () => {
    // The tester's car: buy-now 13.500 €, current 11.500 € — "+2.500 €" used to offer 14.000 €.
    expect(
      quickBids({ currentBid: '11500.00', bidCount: 2, minimumNextBid: '11600.00', buyNowPrice: '13500.00' }),
    ).toEqual([
      { increment: 200, amount: 11_700, totalIfWin: '12.010 €', isBuyNow: false },
      { increment: 500, amount: 12_000, totalIfWin: '12.320 €', isBuyNow: false },
      { increment: 1000, amount: 12_500, totalIfWin: '12.820 €', isBuyNow: false },
      { increment: 2500, amount: 13_500, totalIfWin: '13.830 €', isBuyNow: true },
    ]);
    expect(
      quickBids({ currentBid: '13400.00', bidCount: 9, minimumNextBid: '13500.00', buyNowPrice: '13500.00' }),
    ).toEqual([{ increment: 200, amount: 13_500, totalIfWin: '13.830 €', isBuyNow: true }]);
  });

  it('offers one tap at the minimum next bid, or buy now once the minimum reaches the buy-now price', () => {
    expect(
      nextBidOffer({ currentBid: '13300.00', bidCount: 4, minimumNextBid: '13400.00', buyNowPrice: '13500.00' }),
    ).toEqual({ amount: 13_400, isBuyNow: false });
    expect(
      nextBidOffer({ currentBid: '13400.00', bidCount: 5, minimumNextBid: '13500.00', buyNowPrice: '13500.00' }),
    ).toEqual({ amount: 13_500, isBuyNow: true });
    expect(
      nextBidOffer({ currentBid: '13450.00', bidCount: 5, minimumNextBid: '13550.00', buyNowPrice: '13500.00' }),
    ).toEqual({ amount: 13_500, isBuyNow: true });
  });

  it('never goes below the minimum next bid', () => {
    expect(
      quickBids({ currentBid: '100.00', bidCount: 1, minimumNextBid: '1000.00', buyNowPrice: null })[0],
    ).toMatchObject({ amount: 1000 });
  });
});

describe('minimum and amounts', () => {
  it('converts money strings to whole euros and back', () => {
    expect(moneyToWholeEuros('15100.00')).toBe(15_100);
    expect(moneyToWholeEuros('15100.50')).toBe(15_101);
    expect(wholeEurosToAmount(15_300)).toBe('15300');
  });

  it('flags amounts below the minimum, empty or fractional', () => {
    expect(isBelowMinimum(15_099, '15100.00')).toBe(true);
    expect(isBelowMinimum(15_100, '15100.00')).toBe(false);
    expect(isBelowMinimum('', '15100.00')).toBe(true);
    expect(isBelowMinimum(15_100.5, '100.00')).toBe(true);
  });

  it('follows a rising minimum unless a higher amount was typed', () => {
    expect(amountAfterMinimumChange(15_100, 15_600)).toBe(15_600);
    expect(amountAfterMinimumChange('', 15_600)).toBe(15_600);
    expect(amountAfterMinimumChange(20_000, 15_600)).toBe(20_000);
  });

  it('offers buy-now only below the buy-now price', () => {
    expect(canBuyNow('30000.00', '15000.00')).toBe(true);
    expect(canBuyNow('30000.00', '30000.00')).toBe(false);
    expect(canBuyNow(null, '15000.00')).toBe(false);
  });
});

describe('newIdempotencyKey', () => {
  it('is unique and accepted by the server pattern, with or without randomUUID', () => {
    const a = newIdempotencyKey();
    expect(a).not.toBe(newIdempotencyKey());
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    const fallback = newIdempotencyKey({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) });
    expect(fallback).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('isAboveCeiling', () => {
  it('flags only whole amounts above 10,000,000 €', () => {
    expect([10_000_000, 10_000_001, 9_999_999_999, '' as const, 500].map(isAboveCeiling)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('suggestMaximum', () => {
  it('offers a middle quick step above the current bid, never below the minimum next bid', () => {
    expect(suggestMaximum({ currentBid: '8000.00', bidCount: 3, minimumNextBid: '8100.00', buyNowPrice: null })).toBe(
      8500,
    );
    expect(suggestMaximum({ currentBid: '8000.00', bidCount: 3, minimumNextBid: '9900.00', buyNowPrice: null })).toBe(
      9900,
    );
  });
});
