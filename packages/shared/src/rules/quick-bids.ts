import { QUICK_BID_TIERS } from '../constants';
import { type Cents, centsToMoney, toCents } from '../money';
import { type BidLevel, getMinimumNextBidCents } from './minimum-bid';

/** The quick-bid steps (whole euros) for a price: the tier of the current (or starting) bid. */
export function getQuickBidIncrements(priceEur: number): readonly number[] {
  let increments: readonly number[] = QUICK_BID_TIERS[0].incrementsEur;
  for (const tier of QUICK_BID_TIERS) if (priceEur >= tier.fromEur) increments = tier.incrementsEur;
  return increments;
}

export interface QuickBidOption {
  incrementEur: number;
  /** Decimal money string, never below the minimum next bid. */
  amount: string;
}

/**
 * Quick bids: the current bid (or the starting bid before the first bid) plus each step of its
 * price tier, each raised to the minimum next bid when the step alone would fall short of it.
 */
export function getQuickBids(level: BidLevel): QuickBidOption[] {
  const base: Cents = toCents(level.currentBid ?? level.startingBid);
  const minimum = getMinimumNextBidCents(level);
  return getQuickBidIncrements(Number(base / 100n)).map((incrementEur) => {
    const amount = base + BigInt(incrementEur) * 100n;
    return { incrementEur, amount: centsToMoney(amount > minimum ? amount : minimum) };
  });
}
