import {
  type ClaimedOutboxMessage,
  type Database,
  type OutboxJob,
  type OutboxMessage,
  claimOutboxMessages,
  deleteOutboxMessage,
  releaseOutboxMessage,
} from '@autolicit/db';
import type { Queue } from 'bullmq';
import type { RoomEmitter } from '../auction-events';
import { toLiveEmissions } from './live-emissions';
import type { AuctionQueues } from '../queues';
import type { PublishTracker } from './tracked-publishes';

/** How long the writer of a message has to deliver it before any relay may take it over. */
export const OUTBOX_WRITER_LEASE_MS = 3_000;
/** How long a relay holds a message it took; a relay that died lets it go after this. */
export const OUTBOX_RELAY_LEASE_MS = 10_000;

/** A message that could not be delivered is offered again after this. */
export const OUTBOX_RETRY_AFTER_MS = 500;

export interface OutboxLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxDeliveryDeps {
  db: Database;
  /** Where emissions go: this node's Socket.IO server, or the workers' Redis emitter. */
  emitter: RoomEmitter;
  /** The Redis connection that carries the emits to the other nodes. */
  publishes: PublishTracker;
  queues: Pick<AuctionQueues, 'auctionClose' | 'notifications' | 'push'>;
  logger: OutboxLogger;
  now(): Date;
  /** Called once per message delivered (by its writer or late, by a relay), for metrics. */
  onDelivered?(message: OutboxMessage, info: { relayed: boolean }): void;
  onFailed?(message: OutboxMessage, error: unknown): void;
}

export interface OutboxDelivery {
  /** Emits, queues the jobs, then deletes the row. False when anything failed: the row stays for a relay. */
  deliver(message: OutboxMessage, info?: { relayed: boolean }): Promise<boolean>;
  /** Takes over what is owed (lease run out) once: how many messages it took and how many went out. */
  relayOnce(limit?: number): Promise<{ claimed: number; delivered: number }>;
}

function queueFor(deps: OutboxDeliveryDeps, name: OutboxJob['queue']): Queue {
  if (name === 'push') return deps.queues.push;
  return name === 'notifications' ? deps.queues.notifications : deps.queues.auctionClose;
}

export function createOutboxDelivery(deps: OutboxDeliveryDeps): OutboxDelivery {
  const deliver: OutboxDelivery['deliver'] = async (message, info = { relayed: false }) => {
    try {
      // A late delivery carries the time it is sent: clients use serverTime to correct their clocks.
      const serverTime = deps.now().toISOString();
      const stamped = message.emissions.map((emission) =>
        'serverTime' in emission.payload ? { ...emission, payload: { ...emission.payload, serverTime } } : emission,
      );
      await deps.publishes.collect(() => {
        for (const { room, except, event, payload } of toLiveEmissions(stamped)) {
          const target = deps.emitter.to(room);
          (except === undefined ? target : target.except(except)).emit(event, payload);
        }
      });
      await Promise.all(
        message.jobs.map((job) => queueFor(deps, job.queue).add(job.name, job.data, { jobId: job.jobId })),
      );
      await deleteOutboxMessage(deps.db, message.id);
    } catch (error) {
      deps.logger.warn(
        { err: error, outboxMessageId: message.id },
        'outbox message not delivered yet; a relay will retry it',
      );
      deps.onFailed?.(message, error);
      // Try again soon rather than when the lease runs out (Redis may be back in a second).
      await releaseOutboxMessage(deps.db, message.id, new Date(deps.now().getTime() + OUTBOX_RETRY_AFTER_MS)).catch(
        () => undefined,
      );
      return false;
    }
    deps.onDelivered?.(message, info);
    return true;
  };

  return {
    deliver,
    async relayOnce(limit = 100) {
      const now = deps.now();
      const claimed: ClaimedOutboxMessage[] = await claimOutboxMessages(
        deps.db,
        now,
        new Date(now.getTime() + OUTBOX_RELAY_LEASE_MS),
        limit,
      );
      let delivered = 0;
      // In commit order: a watcher sees bid 7 before bid 8 (and dedupes a repeat by bid_seq).
      for (const message of claimed) {
        if (await deliver(message, { relayed: true })) delivered += 1;
      }
      return { claimed: claimed.length, delivered };
    },
  };
}

const RELAY_BATCH = 100;

export interface RunningOutboxRelay {
  stop(): Promise<void>;
}

/**
 * Relays what writers could not deliver (they died after the commit, Redis was down) every
 * `intervalMs`. Every process that writes facts runs one; they share the backlog safely. A failed
 * pass (database or Redis down) is logged and tried again at the next tick, never thrown.
 */
export function startOutboxRelay(
  delivery: OutboxDelivery,
  logger: OutboxLogger,
  intervalMs = 1_000,
): RunningOutboxRelay {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    running = (async () => {
      try {
        // A full batch means more is owed: keep going rather than wait for the next tick.
        for (;;) {
          if (stopped) break;
          const { claimed, delivered } = await delivery.relayOnce(RELAY_BATCH);
          if (claimed < RELAY_BATCH || delivered < claimed) break;
        }
      } catch (error) {
        logger.warn({ err: error }, 'outbox relay pass failed; retrying');
      }
      if (!stopped) timer = setTimeout(tick, intervalMs);
    })();
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
