import type { BidDto } from '../api.types';
import { getMinimumNextBid } from '../rules/minimum-bid';
import type { BidPlacedEvent } from './realtime-events';

export interface BidPlacedEventInput {
  vehicleId: string;
  bid: Pick<BidDto, 'id' | 'bidSeq' | 'bidderAlias' | 'amount' | 'createdAt' | 'isAutomatic'>;
  /** Whether the reserve was met once this bid stood (the caller knows the reserve; the fact never carries it). */
  isReserveMet: boolean;
  hasReserve: boolean;
  auctionEndTime: string;
  isPurchase: boolean;
  serverTime: string;
}

/**
 * A recorded bid as its `bid:placed` fact: the auction as it stood right after it, the bid being the
 * current bid and its sequence number the bid count. The outbox message of a committed bid and the
 * catch-up after a Redis re-subscription build it here, so both send the same fact.
 */
export function toBidPlacedEvent(input: BidPlacedEventInput): BidPlacedEvent {
  const { bid } = input;
  return {
    vehicleId: input.vehicleId,
    bidId: bid.id,
    bidSeq: bid.bidSeq,
    bidderAlias: bid.bidderAlias,
    amount: bid.amount,
    createdAt: bid.createdAt,
    currentBid: bid.amount,
    bidCount: bid.bidSeq,
    // With a bid placed, the starting bid no longer counts towards the minimum.
    minimumNextBid: getMinimumNextBid({ currentBid: bid.amount, startingBid: bid.amount }),
    isReserveMet: input.isReserveMet,
    auctionEndTime: input.auctionEndTime,
    isPurchase: input.isPurchase,
    isAutomatic: bid.isAutomatic,
    hasReserve: input.hasReserve,
    serverTime: input.serverTime,
  };
}
