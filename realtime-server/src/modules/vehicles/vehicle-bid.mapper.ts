import type { VehicleBidRow } from '@autolicit/db';
import { type BidDto, toBidderAlias } from '@autolicit/shared';

/** Other bidders are shown by their per-auction number only ("Bidder 3"); the caller's own bids are marked. */
export function toBidDto(bid: VehicleBidRow, viewerId: string | undefined): BidDto {
  return {
    id: bid.id,
    vehicleId: bid.vehicleId,
    amount: bid.amount,
    bidSeq: bid.bidSeq,
    bidderAlias: toBidderAlias(bid.bidderNumber),
    isMine: viewerId !== undefined && bid.bidderId === viewerId,
    isAutomatic: bid.isAutomatic,
    createdAt: new Date(bid.createdAt).toISOString(),
  };
}
