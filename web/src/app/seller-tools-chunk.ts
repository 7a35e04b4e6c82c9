// The seller's tools of the vehicle page as one name in the build manifest (SSR_EXTRA_CHUNKS): the
// button's module shares a chunk with the dashboard, which shows it too.
export { CancelAuctionButton } from '../features/seller-tools/components/cancel-auction-button';
