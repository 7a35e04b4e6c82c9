import type { Database } from '@autolicit/db';
import type { RedisTarget } from '@autolicit/shared/env';
import type { AuctionEventPublisher, AuctionQueues, OutboxDelivery } from '@autolicit/messaging';
import type { Logger } from './lib/logger';
import type { OutageGate } from './outages/outage-monitor.service';

export interface Clock {
  now(): Date;
}

/**
 * What the workers need from their host: the server passes its own in embedded (PGlite) mode,
 * `main.ts` builds them for a separate worker process.
 */
export interface WorkerDeps {
  db: Database;
  redis: RedisTarget;
  redisPrefix: string;
  logger: Logger;
  clock: Clock;
  /** Socket.IO facts; the Redis emitter in a worker process, the Socket.IO server in-process. */
  events: AuctionEventPublisher;
  /** Delivers committed facts (outbox messages); the host also runs the relay for what fails. */
  outbox: OutboxDelivery;
  /** Producers; owned (and closed) by the host. */
  queues: AuctionQueues;
  /**
   * A connection of its own for the outage monitor's PostgreSQL probe, so that a pool busy with
   * closes is not taken for an outage; without it the probe uses `db`.
   */
  probeDb?: Database;
}

/** The part of the deps the auction services use (no Redis connection of their own). */
export type AuctionServiceDeps = Pick<WorkerDeps, 'db' | 'logger' | 'clock' | 'events' | 'queues' | 'outbox'> & {
  /** This process's outage monitor: closes wait while it holds (absent: never holds). */
  outageGate?: OutageGate;
};
