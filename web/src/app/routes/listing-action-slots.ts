import type { ListingActionSlots } from '../../features/dashboard/components/listing-action-slots';
import { AcceptHighestBidButton } from '../../features/seller-tools/components/accept-highest-bid-button';
import { CancelAuctionButton } from '../../features/seller-tools/components/cancel-auction-button';
import { RelistAuctionButton } from '../../features/seller-tools/components/relist-auction-button';

/** The seller tools on the dashboard's listing cards; provided by the dashboard route (its own chunk). */
export const listingActionSlots: ListingActionSlots = {
  CancelAuction: CancelAuctionButton,
  AcceptHighestBid: AcceptHighestBidButton,
  RelistAuction: RelistAuctionButton,
};
