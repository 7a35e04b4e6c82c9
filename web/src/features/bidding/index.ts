/** The bidding feature's public API: what other features may import (lint-enforced). */
export * from './components/bid-confirm-modal';
export * from './components/bid-panel';
export * from './components/buy-now-confirm-modal';
export * from './components/card-quick-bid';
export * from './components/ended-panel';
export * from './components/live-announcer';
export * from './components/seller-notice';
export * from './components/sticky-bid-bar';
export * from './hooks/use-bid-flow';
export * from './lib/bidder-status';
export { isWinToldByOwnPurchase } from './lib/own-purchases';
export { suggestMaximum } from './lib/bid-math';
