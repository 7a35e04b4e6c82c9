import type { Database } from '@autolicit/db';
import { PUSH_JOB_DEFAULTS, PUSH_QUEUE, createRedisConnection, getBullPrefix } from '@autolicit/messaging';
import type { PushConfig, RedisTarget } from '@autolicit/shared/env';
import { Queue, Worker } from 'bullmq';
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
  const prefix = getBullPrefix(deps.redisPrefix);
  // The reminders' fan-out adds jobs to this same queue; the queue's defaults (retries) come with it.
  const queue = new Queue(PUSH_QUEUE, { connection, prefix, defaultJobOptions: PUSH_JOB_DEFAULTS });
  queue.on('error', (error) => deps.logger.warn({ err: error }, 'push queue Redis error'));
  const worker = new Worker(
    PUSH_QUEUE,
    createPushProcessor({ db: deps.db, queue, sender, logger: deps.logger, clock: deps.clock }),
    { connection, prefix, concurrency: PUSH_CONCURRENCY },
  );
  worker.on('failed', (job, error) => {
    deps.logger.warn({ err: error, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade }, 'push job failed');
  });
  worker.on('error', (error) => deps.logger.error({ err: error }, 'push worker error'));
  const close = async () => {
    await worker.close();
    await queue.close();
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
