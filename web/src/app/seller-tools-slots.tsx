import { preloadable } from '../lib/preloadable';
import { loadTexts } from '../lib/i18n';

/*
 * The seller's tools on their own vehicle's page (cancelling a running auction without bids) are a
 * chunk of their own with their texts: every other reader of the page, most of them, does without
 * ~1.3 KiB gzip before the first paint. A page rendered for its seller loads them with the page
 * (SSR_EXTRA_CHUNKS: the server hints and renders them, the browser loads them before hydrating).
 */
const cancelAuction = preloadable(() =>
  Promise.all([import('./seller-tools-chunk'), loadTexts(['sellerTools'])]).then(
    ([module]) => module.CancelAuctionButton,
  ),
);

export const CancelAuctionSlot = cancelAuction.Component;

export const preloadSellerTools = cancelAuction.preload;
