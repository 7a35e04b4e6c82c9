import type { UserBidDto } from '@autolicit/shared';
import { useLiveVehicle } from '../../../hooks/use-live-vehicle';
import { bidStanding, isBidAuctionClosed, type BidStanding } from '../lib/bid-standing';

export interface LiveBidStanding {
  standing: BidStanding;
  closed: boolean;
  /** The vehicle's high bid now: live when its room is watched, else as the list was read. */
  currentBid: string;
}

/**
 * Where one of the user's bids stands, kept live: while `watch` is on (the row is on screen) and the
 * auction runs, the vehicle's room is joined, and a higher bid from the room turns "highest" into
 * "outbid" without a reload. Whatever else on the page watches the vehicle feeds the same store.
 */
export function useBidStanding(
  bid: UserBidDto,
  ownBids: readonly UserBidDto[],
  { watch }: { watch: boolean },
): LiveBidStanding {
  const closedWhenRead = isBidAuctionClosed(bid, undefined);
  const live = useLiveVehicle(bid.vehicleId, undefined, { enabled: watch && !closedWhenRead });
  return {
    standing: bidStanding(bid, ownBids, live),
    closed: isBidAuctionClosed(bid, live),
    currentBid: live?.currentBid ?? bid.vehicle.currentBid,
  };
}
