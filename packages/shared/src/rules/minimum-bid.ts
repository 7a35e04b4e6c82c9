import { MIN_BID_INCREMENT_EUR } from '../constants';
import { type Cents, centsToMoney, toCents } from '../money';

export interface BidLevel {
  /** The current high bid, or null when no bid was placed yet. */
  currentBid: string | null;
  startingBid: string;
}

/** A vehicle's bid level: its current bid counts only once a bid was placed (before, it equals the starting bid). */
export function toBidLevel(vehicle: { bidCount: number; currentBid: string; startingBid: string }): BidLevel {
  return { currentBid: vehicle.bidCount > 0 ? vehicle.currentBid : null, startingBid: vehicle.startingBid };
}

/** Minimum next bid = (current bid, or starting bid) + 100 € (spec §9). */
export function getMinimumNextBidCents(level: BidLevel): Cents {
  const base = level.currentBid === null ? toCents(level.startingBid) : toCents(level.currentBid);
  return base + BigInt(MIN_BID_INCREMENT_EUR) * 100n;
}

export function getMinimumNextBid(level: BidLevel): string {
  return centsToMoney(getMinimumNextBidCents(level));
}
