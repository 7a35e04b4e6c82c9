import type { Database } from '@autolicit/db';
import { NOTIFICATIONS_QUEUE, type OutboxDelivery, createRedisConnection, getBullPrefix } from '@autolicit/messaging';
import type { RedisTarget } from '@autolicit/shared/env';
import { Worker } from 'bullmq';
import type { Logger } from '../lib/logger';
import type { Mailer } from './create-mailer';
import { NOTIFICATIONS_CONCURRENCY, createNotificationProcessor } from './send-notification.processor';

export interface NotificationWorkerDeps {
  db: Database;
  redis: RedisTarget;
  redisPrefix: string;
  logger: Logger;
  mailer: Mailer;
  appOrigin: string;
  /** Delivers the outbox messages the end's notices write (the host's relay sends what it cannot). */
  outbox: Pick<OutboxDelivery, 'deliver'>;
}

export interface RunningNotificationWorker {
  worker: Worker;
  close(): Promise<void>;
}

/**
 * Starts the worker that sends notification emails (and turns an auction's end into its notices). A failed send is retried by BullMQ with
 * backoff (the queue's defaults); it never touches bids or closes, which queued it and moved on.
 */
export async function startNotificationWorker(deps: NotificationWorkerDeps): Promise<RunningNotificationWorker> {
  const connection = createRedisConnection(deps.redis, { maxRetriesPerRequest: null });
  connection.on('error', (error) => deps.logger.warn({ err: error }, 'notification worker Redis error'));
  const worker = new Worker(
    NOTIFICATIONS_QUEUE,
    createNotificationProcessor({
      db: deps.db,
      mailer: deps.mailer,
      appOrigin: deps.appOrigin,
      logger: deps.logger,
      outbox: deps.outbox,
    }),
    { connection, prefix: getBullPrefix(deps.redisPrefix), concurrency: NOTIFICATIONS_CONCURRENCY },
  );
  worker.on('failed', (job, error) => {
    deps.logger.warn(
      { err: error, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade },
      'notification job failed',
    );
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'notification worker error'));
  const close = async () => {
    await worker.close();
    await connection.quit().catch(() => connection.disconnect());
  };
  try {
    await worker.waitUntilReady();
  } catch (error) {
    await close();
    throw error;
  }
  return { worker, close };
}
