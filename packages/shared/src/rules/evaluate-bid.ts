import { type Cents, centsToMoney, toCents } from '../money';
import type { VehicleStatus } from '../options';
import { calculateAuctionFeeCents } from './auction-fee';
import { getExtendedEndTime } from './anti-sniping';
import { getMinimumNextBidCents, toBidLevel } from './minimum-bid';
import { isReserveMet } from './reserve';

export interface BiddableVehicle {
  status: VehicleStatus;
  sellerId: string;
  startingBid: string;
  currentBid: string;
  bidCount: number;
  buyNowPrice: string | null;
  reservePrice: string | null;
  auctionEndTime: Date;
}

export type BidRejection =
  | { ok: false; reason: 'own-auction' }
  | { ok: false; reason: 'not-active' }
  | { ok: false; reason: 'ended' }
  | { ok: false; reason: 'too-low'; minimumBid: string };

export interface BidAcceptance {
  ok: true;
  /** What is recorded as the bid: the buy-now price for a purchase, otherwise the amount offered. */
  amount: string;
  isPurchase: boolean;
  newCurrentBid: string;
  newBidCount: number;
  newEndTime: Date;
  isReserveMet: boolean;
  fee: string;
  total: string;
  minimumNextBid: string;
}

export type BidEvaluation = BidAcceptance | BidRejection;

/**
 * The whole bidding rule for one offer, given the vehicle as it is inside the bid transaction.
 * An offer at or above the buy-now price while the high bid is still below it buys the vehicle
 * at the buy-now price; otherwise it must reach the minimum next bid. Anti-sniping applies to
 * every accepted bid, whatever the client asked.
 */
export function evaluateBid(vehicle: BiddableVehicle, bidderId: string, amount: string, now: Date): BidEvaluation {
  if (vehicle.sellerId === bidderId) return { ok: false, reason: 'own-auction' };
  if (vehicle.status !== 'active') return { ok: false, reason: 'not-active' };
  if (vehicle.auctionEndTime.getTime() <= now.getTime()) return { ok: false, reason: 'ended' };

  const offered = toCents(amount);
  const current = toCents(vehicle.currentBid);
  const buyNow = vehicle.buyNowPrice === null ? null : toCents(vehicle.buyNowPrice);
  const level = toBidLevel(vehicle);

  const isPurchase = buyNow !== null && current < buyNow && offered >= buyNow;
  if (!isPurchase) {
    const minimum = getMinimumNextBidCents(level);
    if (offered < minimum) return { ok: false, reason: 'too-low', minimumBid: centsToMoney(minimum) };
  }

  const accepted: Cents = isPurchase ? buyNow! : offered;
  const acceptedMoney = centsToMoney(accepted);
  const fee = calculateAuctionFeeCents(accepted);
  const newBidCount = vehicle.bidCount + 1;
  return {
    ok: true,
    amount: acceptedMoney,
    isPurchase,
    newCurrentBid: acceptedMoney,
    newBidCount,
    newEndTime: isPurchase ? now : getExtendedEndTime(vehicle.auctionEndTime, now),
    isReserveMet: isReserveMet({
      currentBid: acceptedMoney,
      bidCount: newBidCount,
      reservePrice: vehicle.reservePrice,
    }),
    fee: centsToMoney(fee),
    total: centsToMoney(accepted + fee),
    minimumNextBid: centsToMoney(
      getMinimumNextBidCents({ currentBid: acceptedMoney, startingBid: vehicle.startingBid }),
    ),
  };
}
