import { AUCTION_CLOSE_QUEUE, AUCTION_JOB_NAMES, createRedisConnection, getBullPrefix } from '@autolicit/messaging';
import { SAVED_SEARCH_DIGEST_HOUR, SAVED_SEARCH_DIGEST_TIME_ZONE } from '@autolicit/shared';
import { Worker } from 'bullmq';
import { createAuctionCloseProcessor } from './auctions/close-auction.processor';
import { type CloseWake, type CloseWakeOptions, startCloseWake } from './auctions/close-wake.service';
import type { SweepOptions } from './auctions/sweep-auctions.service';
import { type OutageMonitor, type OutageMonitorOptions, startOutageMonitor } from './outages/outage-monitor.service';
import type { WorkerDeps } from './worker-deps';

export const AUCTION_SWEEPER_ID = 'auction-sweeper';
/** The daily saved-search digest round, one scheduler per deployment. */
export const SAVED_SEARCH_DIGEST_SCHEDULER_ID = 'saved-search-digests';
export const DEFAULT_SWEEP_EVERY_MS = 30_000;
/** How often the workers check that Redis still has the sweeper (it loses it on FLUSHALL or an empty restart). */
export const SWEEPER_PROBE_EVERY_MS = 2_000;

export interface AuctionWorkerOptions {
  /** Jobs processed at once by this process (default 8). */
  concurrency?: number;
  /** The sweeper's period (default 30 s); shorter in tests. */
  sweepEveryMs?: number;
  sweep?: SweepOptions;
  /** How often to check the sweeper still exists (default 2 s). */
  sweeperProbeEveryMs?: number;
  /**
   * Wakes each close job at its auction's end from this process rather than at Redis' next `hz`
   * tick (see `startCloseWake`); false leaves the close jobs to Redis' timer alone (for
   * measuring the difference).
   */
  closeWake?: CloseWakeOptions | false;
  /**
   * Watches Redis and PostgreSQL and extends the auctions an outage hit (see `startOutageMonitor`);
   * false turns it off (tests that stop Redis on purpose and measure something else).
   */
  outageMonitor?: OutageMonitorOptions | false;
}

export interface RunningAuctionWorkers {
  worker: Worker;
  /** The close wake-up (undefined when turned off): `refresh()` reads the upcoming ends at once. */
  closeWake: CloseWake | undefined;
  /** The outage monitor (undefined when turned off). */
  outageMonitor: OutageMonitor | undefined;
  /** Stops waking close jobs and taking jobs, waits for the running ones, then closes its Redis connection. */
  close(): Promise<void>;
}

/**
 * Starts the auction-close worker (closes, reminders, sweeps), registers the repeatable sweeper and
 * starts waking close jobs at their auctions' ends. Resolves once the worker is connected.
 * Several processes may run it at once: every job is safe to run twice, the sweeper is one
 * scheduler per deployment (upserted under a fixed id), and a job woken by two processes runs once.
 */
export async function startAuctionWorkers(
  deps: WorkerDeps,
  options: AuctionWorkerOptions = {},
): Promise<RunningAuctionWorkers> {
  // Workers block on Redis: BullMQ needs commands that wait for a reconnect rather than fail.
  const connection = createRedisConnection(deps.redis, { maxRetriesPerRequest: null });
  connection.on('error', (error) => deps.logger.warn({ err: error }, 'auction worker Redis error'));
  const logger = deps.logger;
  // Started first: the processor asks it before every close. Once an outage is applied, a sweep
  // closes whatever was held and is still due.
  const monitor =
    options.outageMonitor === false
      ? undefined
      : startOutageMonitor(deps, { ...options.outageMonitor, onApplied: () => tryRestore('outage applied') });
  const worker = new Worker(
    AUCTION_CLOSE_QUEUE,
    createAuctionCloseProcessor({ ...deps, outageGate: monitor }, options.sweep),
    {
      connection,
      prefix: getBullPrefix(deps.redisPrefix),
      concurrency: options.concurrency ?? 8,
    },
  );
  worker.on('failed', (job, error) => {
    logger.error({ err: error, jobId: job?.id, name: job?.name, attempt: job?.attemptsMade }, 'auction job failed');
  });
  // Without a listener an 'error' (e.g. Redis gone) would be thrown; BullMQ reconnects by itself.
  worker.on('error', (error) => logger.error({ err: error }, 'auction worker error'));

  const sweepEveryMs = options.sweepEveryMs ?? DEFAULT_SWEEP_EVERY_MS;
  const sweepOpts = { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } };
  const queue = deps.queues.auctionClose;
  // An existing scheduler keeps its next slot, so registering also sweeps once at once: whatever
  // fell due while no worker ran (or while Redis was away) closes now, not up to 30 s later, and
  // the sweep puts back the close jobs of auctions ending soon.
  const restoreSweeper = async (why: string) => {
    await queue.upsertJobScheduler(
      AUCTION_SWEEPER_ID,
      { every: sweepEveryMs },
      { name: AUCTION_JOB_NAMES.sweep, opts: sweepOpts },
    );
    await queue.add(AUCTION_JOB_NAMES.sweep, {}, sweepOpts);
    // Every day at the digest hour, Romanian time (BullMQ's cron follows the zone's summer time).
    await queue.upsertJobScheduler(
      SAVED_SEARCH_DIGEST_SCHEDULER_ID,
      { pattern: `0 ${SAVED_SEARCH_DIGEST_HOUR} * * *`, tz: SAVED_SEARCH_DIGEST_TIME_ZONE },
      { name: AUCTION_JOB_NAMES.savedSearchDigests, opts: sweepOpts },
    );
    logger.debug({ why }, 'sweeper registered and a sweep queued');
  };
  const tryRestore = (why: string) => {
    restoreSweeper(why).catch((error: unknown) =>
      logger.warn({ err: error, why }, 'could not restore the sweeper; retrying'),
    );
  };
  // Redis came back (restart, failover): it may have come back empty.
  let connectedOnce = false;
  connection.on('ready', () => {
    if (connectedOnce) tryRestore('redis reconnected');
    connectedOnce = true;
  });
  // A FLUSHALL (or an operator's mistake) drops the scheduler without any reconnect: look for it
  // every few seconds, a single cheap read, and put it back the moment it is gone.
  const probe = setInterval(() => {
    if (connection.status !== 'ready') return;
    queue.getJobScheduler(AUCTION_SWEEPER_ID).then(
      (scheduler) => scheduler === undefined && tryRestore('sweeper missing'),
      () => undefined, // Redis away: the 'ready' handler restores it when it is back
    );
  }, options.sweeperProbeEveryMs ?? SWEEPER_PROBE_EVERY_MS);
  probe.unref();

  let wake: CloseWake | undefined;
  const close = async () => {
    clearInterval(probe);
    // First: it wakes jobs through the host's queue, which the host closes after this resolves.
    await wake?.stop();
    await monitor?.stop();
    await worker.close();
    await connection.quit().catch(() => connection.disconnect());
  };
  try {
    await worker.waitUntilReady();
    await restoreSweeper('start');
    if (options.closeWake !== false) wake = startCloseWake(deps, options.closeWake);
  } catch (error) {
    await close();
    throw error;
  }
  logger.info({ queue: AUCTION_CLOSE_QUEUE, concurrency: worker.opts.concurrency }, 'auction workers started');
  return { worker, closeWake: wake, outageMonitor: monitor, close };
}
