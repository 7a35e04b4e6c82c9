/** The live feature's public API: what other features may import (lint-enforced). */
export * from './api/socket';
export * from './components/countdown-badge';
export * from './components/countdown-text';
export * from './components/vehicle-card';
export * from './hooks/use-auction-clock';
export * from './hooks/use-close-confirmation';
export * from './hooks/use-live-vehicle';
export * from './lib/auction-clock';
export * from './stores/connection-store';
export * from './stores/live-vehicles-store';
export * from './stores/server-clock-store';
