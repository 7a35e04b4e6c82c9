import type { ProxyAuctionState } from './proxy-bidding';

/** The clock the rule tests start from, and a time that far after it. */
export const T0 = new Date('2026-06-01T12:00:00Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);
export const MIN = 60_000;

/** A running auction without bids, starting at 10.000 €, ending an hour after T0 (test factory). */
export function buildBiddable(overrides: Partial<ProxyAuctionState['vehicle']> = {}): ProxyAuctionState['vehicle'] {
  return {
    status: 'active',
    sellerId: 'seller',
    startingBid: '10000.00',
    currentBid: '10000.00',
    bidCount: 0,
    buyNowPrice: null,
    reservePrice: null,
    auctionEndTime: at(60 * MIN),
    highBidderId: null,
    ...overrides,
  };
}
