import type { Database } from '@autolicit/db';
import type { AuctionEventPublisher, AuctionQueues, OutboxDelivery } from '@autolicit/messaging';
import type { Redis } from 'ioredis';
import type { Config } from './config/env';
import type { BidFloors } from './modules/bids/bid-floors';
import type { Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import type { AppMetrics } from './observability/metrics';

/** What services need from the outside world; built once at start-up and passed down. */
export interface AppContext {
  config: Config;
  db: Database;
  redis: Redis;
  logger: Logger;
  clock: Clock;
  /** Socket.IO facts to rooms; published only after the write they describe has committed. */
  events: AuctionEventPublisher;
  /** Delivers outbox messages (committed facts) to Socket.IO and the queues; a relay retries what fails. */
  outbox: OutboxDelivery;
  /** BullMQ producers: auction closes, reminders, notification emails. */
  queues: AuctionQueues;
  metrics: AppMetrics;
  /** This node's per-vehicle bid memory: floors of the minimum next bid, the request queues, the last written state. */
  bidFloors: BidFloors;
}
