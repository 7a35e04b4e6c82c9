/** The browse feature's public API: what other features may import (lint-enforced). */
export * from './api/vehicle-search-api';
export * from './components/vehicle-grid';
export * from './lib/makes';
export * from './lib/option-data';
export * from './lib/popular-searches';
export * from './lib/search-filters';
