import { AUCTION_FEE_BASE_EUR, AUCTION_FEE_PER_THOUSAND_EUR } from '../constants';
import { type Cents, centsToMoney, toCents } from '../money';

/** Fee = 200 € + 10 € per full 1,000 € of the bid (spec §9). */
export function calculateAuctionFeeCents(bid: Cents): Cents {
  const fullThousands = bid / 100_000n;
  return BigInt(AUCTION_FEE_BASE_EUR) * 100n + fullThousands * BigInt(AUCTION_FEE_PER_THOUSAND_EUR) * 100n;
}

export interface FeeSummary {
  bid: string;
  fee: string;
  total: string;
}

/** The bid, its fee and the total the bidder pays if they win, as decimal strings. */
export function calculateFeeSummary(bid: string): FeeSummary {
  const bidCents = toCents(bid);
  const feeCents = calculateAuctionFeeCents(bidCents);
  return { bid: centsToMoney(bidCents), fee: centsToMoney(feeCents), total: centsToMoney(bidCents + feeCents) };
}
