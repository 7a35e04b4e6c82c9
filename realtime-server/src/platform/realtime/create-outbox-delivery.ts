import type { Database } from '@autolicit/db';
import {
  type AuctionQueues,
  type OutboxDelivery,
  type PublishTracker,
  type RoomEmitter,
  createOutboxDelivery,
} from '@autolicit/messaging';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { AppMetrics } from '../observability/metrics';

/** The server's outbox delivery: emits through `emitter`, counts what went out and what failed. */
export function createServerOutboxDelivery(deps: {
  db: Database;
  emitter: RoomEmitter;
  publishes: PublishTracker;
  queues: AuctionQueues;
  logger: Logger;
  clock: Clock;
  metrics: AppMetrics;
}): OutboxDelivery {
  return createOutboxDelivery({
    db: deps.db,
    emitter: deps.emitter,
    publishes: deps.publishes,
    queues: deps.queues,
    logger: deps.logger,
    now: () => deps.clock.now(),
    onDelivered: (_message, { relayed }) => deps.metrics.outboxDelivered.inc({ path: relayed ? 'relay' : 'writer' }),
    onFailed: () => deps.metrics.outboxFailures.inc(),
  });
}
