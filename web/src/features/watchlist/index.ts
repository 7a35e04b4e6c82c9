/** The watchlist feature's public API: what other features may import (lint-enforced). */
export * from './api/watchlist-api';
export * from './components/watchlist-toggle';
