import type { Database } from '@autolicit/db';
import { PUSH_QUEUE, createRedisConnection, getBullPrefix } from '@autolicit/messaging';
import type { PushConfig, RedisTarget } from '@autolicit/shared/env';
import { Worker } from 'bullmq';
import type { Logger } from '../lib/logger';
import type { Clock } from '../worker-deps';
import { PUSH_CONCURRENCY, createPushProcessor } from './send-push.processor';
import { type PushSender, createWebPushSender } from './web-push.sender';

export interface PushWorkerDeps {
  db: Database;
  redis: RedisTarget;
  redisPrefix: string;
  logger: Logger;
  clock: Clock;
  /** Null when push is off: jobs still queued (before it was turned off) are consumed and dropped. */
  push: PushConfig | null;
  /** The push services are outside the system: tests may give their own sender. */
  sender?: PushSender;
}

export interface RunningPushWorker {
  worker: Worker;
  close(): Promise<void>;
}

/** Starts the worker that sends Web Push notifications (the `push` queue). */
export async function startPushWorker(deps: PushWorkerDeps): Promise<RunningPushWorker> {
  const sender = deps.sender ?? (deps.push ? createWebPushSender(deps.push) : null);
  const connection = createRedisConnection(deps.redis, { maxRetriesPerRequest: null });
  connection.on('error', (error) => deps.logger.warn({ err: error }, 'push worker Redis error'));
  const worker = new Worker(
    PUSH_QUEUE,
    createPushProcessor({ db: deps.db, sender, logger: deps.logger, clock: deps.clock }),
    { connection, prefix: getBullPrefix(deps.redisPrefix), concurrency: PUSH_CONCURRENCY },
  );
  worker.on('failed', (job, error) => {
    deps.logger.warn({ err: error, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade }, 'push job failed');
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'push worker error'));
  const close = async () => {
    await worker.close();
    sender?.close();
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
