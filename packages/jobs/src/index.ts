export * from './start-workers';
export type { Clock, WorkerDeps } from './worker-deps';
export { closeAuctionIfDue, type CloseAuctionResult } from './auctions/close-auction.service';
export { sweepAuctions, type SweepOptions, type SweepResult } from './auctions/sweep-auctions.service';
export type { AuctionJobResult } from './auctions/close-auction.processor';
export { createLogger, type Logger } from './lib/logger';
export * from './notifications/index';
export * from './push/index';
