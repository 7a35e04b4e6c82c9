import { QUICK_BID_TIERS } from '../constants';
import { type Cents, centsToMoney, toCents } from '../money';
import { type BidLevel, getMinimumNextBidCents } from './minimum-bid';

/** The quick-bid steps (whole euros) for a price: the tier of the current (or starting) bid. */
export function getQuickBidIncrements(priceEur: number): readonly number[] {
  let increments: readonly number[] = QUICK_BID_TIERS[0].incrementsEur;
  for (const tier of QUICK_BID_TIERS) if (priceEur >= tier.fromEur) increments = tier.incrementsEur;
  return increments;
}

/** A bid level and the buy-now price, if the listing has one. */
export interface QuickBidLevel extends BidLevel {
  buyNowPrice?: string | null;
}

export interface QuickBidOption {
  incrementEur: number;
  /** Decimal money string, never below the minimum next bid and never above the buy-now price. */
  amount: string;
  /**
   * The offer reaches the buy-now price: the server takes it as a purchase at that price
   * (`evaluateBid`), so it is offered as "buy now", with `amount` the buy-now price.
   */
  isBuyNow: boolean;
}

/**
 * The buy-now price while buying is still possible — the high bid (or the starting bid) below it,
 * the same condition as `evaluateBid`'s purchase — otherwise null.
 */
export function getOpenBuyNowCents(level: QuickBidLevel): Cents | null {
  if (!level.buyNowPrice) return null;
  const buyNow = toCents(level.buyNowPrice);
  return toCents(level.currentBid ?? level.startingBid) < buyNow ? buyNow : null;
}

/**
 * Quick bids: the current bid (or the starting bid before the first bid) plus each step of its
 * price tier, each raised to the minimum next bid when the step alone would fall short of it.
 * None passes the buy-now price: the first that would reach it becomes "buy now" at that price
 * (what the server would do with it anyway) and the steps above it are dropped.
 */
export function getQuickBids(level: QuickBidLevel): QuickBidOption[] {
  const base: Cents = toCents(level.currentBid ?? level.startingBid);
  const minimum = getMinimumNextBidCents(level);
  const buyNow = getOpenBuyNowCents(level);
  const options: QuickBidOption[] = [];
  for (const incrementEur of getQuickBidIncrements(Number(base / 100n))) {
    const stepped = base + BigInt(incrementEur) * 100n;
    const amount = stepped > minimum ? stepped : minimum;
    if (buyNow !== null && amount >= buyNow) {
      options.push({ incrementEur, amount: centsToMoney(buyNow), isBuyNow: true });
      break;
    }
    options.push({ incrementEur, amount: centsToMoney(amount), isBuyNow: false });
  }
  return options;
}

/**
 * The one-tap offer of the phone bar and the browse cards: the minimum next bid, or "buy now" at
 * the buy-now price once the minimum reaches it (the server would buy at that price).
 */
export function getNextBidOffer(level: QuickBidLevel): { amount: string; isBuyNow: boolean } {
  const minimum = getMinimumNextBidCents(level);
  const buyNow = getOpenBuyNowCents(level);
  return buyNow !== null && minimum >= buyNow
    ? { amount: centsToMoney(buyNow), isBuyNow: true }
    : { amount: centsToMoney(minimum), isBuyNow: false };
}
