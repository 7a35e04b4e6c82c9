/** The seller-tools feature's public API: what other features may import (lint-enforced). */
export * from './components/cancel-auction-button';
export * from './components/relist-auction-button';
export * from './components/accept-highest-bid-button';
