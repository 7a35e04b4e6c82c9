/**
 * The server's public entry for the other workspaces (harnesses, benchmarks): start it whole or its
 * HTTP app on a context of one's own, its configuration, the embedded workers, and the bid service
 * the benchmarks drive directly. Nothing else of `src/` is reachable from outside.
 */
export type { AppContext } from './app-context';
export { type Config, loadConfig } from './config/env';
export { type AppOptions, createHttpApp } from './http-app';
export { startInProcessWorkers } from './in-process-workers';
export { systemClock } from './platform/clock';
export { BidTooLowError, MaximumTooLowError } from './platform/errors';
export { createLogger } from './platform/logger';
export { createBidFloors } from './modules/bids/bid-floors';
export { type PlaceBidCommand, type PlaceBidOutcome, placeBid } from './modules/bids/place-bid.service';
export { createMetrics } from './platform/observability/metrics';
export { createServerOutboxDelivery } from './platform/realtime/create-outbox-delivery';
export { type RunningServer, buildServer } from './server';
