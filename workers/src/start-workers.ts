import { AUCTION_CLOSE_QUEUE, AUCTION_JOB_NAMES, getBullPrefix } from '@autolicit/messaging';
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { createAuctionCloseProcessor } from './auctions/close-auction.processor';
import type { SweepOptions } from './auctions/sweep-auctions.service';
import type { WorkerDeps } from './worker-deps';

export const AUCTION_SWEEPER_ID = 'auction-sweeper';
export const DEFAULT_SWEEP_EVERY_MS = 30_000;

export interface AuctionWorkerOptions {
  /** Jobs processed at once by this process (default 8). */
  concurrency?: number;
  /** The sweeper's period (default 30 s); shorter in tests. */
  sweepEveryMs?: number;
  sweep?: SweepOptions;
}

export interface RunningAuctionWorkers {
  worker: Worker;
  /** Stops taking jobs, waits for the running ones, then closes its Redis connection. */
  close(): Promise<void>;
}

/**
 * Starts the auction-close worker (closes, reminders, sweeps) and registers the repeatable sweeper.
 * Resolves once the worker is connected. Several processes may run it at once: every job is safe
 * to run twice and the sweeper is one scheduler per deployment (upserted under a fixed id).
 */
export async function startAuctionWorkers(deps: WorkerDeps, options: AuctionWorkerOptions = {}): Promise<RunningAuctionWorkers> {
  // Workers block on Redis: BullMQ needs commands that wait for a reconnect rather than fail.
  const connection = new Redis(deps.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => deps.logger.warn({ err: error }, 'auction worker Redis error'));
  const logger = deps.logger;
  const worker = new Worker(AUCTION_CLOSE_QUEUE, createAuctionCloseProcessor(deps, options.sweep), {
    connection,
    prefix: getBullPrefix(deps.redisPrefix),
    concurrency: options.concurrency ?? 8,
  });
  worker.on('failed', (job, error) => {
    logger.error({ err: error, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade }, 'auction job failed');
  });
  // Without a listener an 'error' (e.g. Redis gone) would be thrown; BullMQ reconnects by itself.
  worker.on('error', (error) => logger.error({ err: error }, 'auction worker error'));

  const sweepEveryMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  const sweepOpts = { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };
  const registerSweeper = () =>
    deps.queues.auctionClose.upsertJobScheduler(AUCTION_SWEEPER_ID, { every: sweepEveryMs }, { name: AUCTION_JOB_NAMES.sweep, opts: sweepOpts });
  // A Redis that restarted empty (FLUSHALL, no persistence) forgets the repeatable sweeper too;
  // re-registering it now and then (an idempotent upsert) brings the safety net back by itself.
  const keepSweeper = setInterval(() => {
    registerSweeper().catch((error: unknown) => logger.warn({ err: error }, 'could not re-register the sweeper'));
  }, sweepEveryMs);
  keepSweeper.unref();

  const close = async () => {
    clearInterval(keepSweeper);
    await worker.close();
    await connection.quit().catch(() => connection.disconnect());
  };
  try {
    await worker.waitUntilReady();
    await registerSweeper();
    // An existing scheduler keeps its next slot, so a (re)start sweeps once at once: whatever
    // fell due while no worker ran closes now, not up to 30 s later.
    await deps.queues.auctionClose.add(AUCTION_JOB_NAMES.sweep, {}, sweepOpts);
  } catch (error) {
    await close();
    throw error;
  }
  logger.info({ queue: AUCTION_CLOSE_QUEUE, concurrency: worker.opts.concurrency }, 'auction workers started');
  return { worker, close };
}
