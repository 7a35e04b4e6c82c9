import { listActiveAuctionEnds } from '@autolicit/db';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import { ErrorCode, type Queue } from 'bullmq';
import type { AuctionServiceDeps } from '../worker-deps';
import { type UpcomingClose, computeWakeDelay, createCloseWakePlan } from './close-wake-plan';

export interface CloseWakeOptions {
  /** How far ahead the ends are read (default 60 s). */
  horizonMs?: number;
  /** How often they are read again (default 1 s): a new or moved end is known within that. */
  refreshEveryMs?: number;
  /** Ends read at most per read, earliest first (default 200); more are read once those are due. */
  readLimit?: number;
  /** Close jobs woken at most when several auctions fall due at once (default 8). */
  wakeAtOnce?: number;
}

export interface CloseWake {
  /** Reads the upcoming ends now (the periodic read does the same); never rejects. */
  refresh(): Promise<void>;
  /** Clears the timers and waits for a read or a wake-up in flight. */
  stop(): Promise<void>;
}

const DEFAULTS = {
  horizonMs: 60_000,
  refreshEveryMs: 1_000,
  readLimit: 200,
  wakeAtOnce: 8,
} satisfies Required<CloseWakeOptions>;

type WakeOutcome = 'promoted' | 'not-delayed' | 'recreated';

/**
 * Promotes the delayed close job of one auction: 'not-delayed' when it is already waiting,
 * running or done (BullMQ's worker got to it first, or another worker process woke it). When Redis
 * has no such job — lost with a Redis Cluster primary before its replica had it, flushed — it is
 * added again, due now ('recreated'), rather than left to the sweeper's next round: the one close
 * path then runs, and finds the auction closed if it already was.
 */
async function promoteCloseJob(queue: Queue, vehicleId: string, now: Date): Promise<WakeOutcome> {
  const job = await queue.getJob(closeAuctionJobId(vehicleId));
  if (!job) {
    await scheduleAuctionClose(queue, vehicleId, now, now);
    return 'recreated';
  }
  try {
    await job.promote();
    return 'promoted';
  } catch (error) {
    if ((error as { code?: unknown }).code === ErrorCode.JobNotInState) return 'not-delayed';
    throw error;
  }
}

/**
 * Wakes the close jobs of the auctions falling due now, `limit` of them: one is enough to release
 * the worker, and each woken job also closes the other due auctions in batches
 * (`closeOthersDue`); when a job finishes, the worker's next fetch promotes whatever else BullMQ
 * holds as due. So the rest are not touched (a thousand promotions at the moment of the close
 * would only compete with it).
 */
async function wakeDueCloses(
  deps: AuctionServiceDeps,
  due: UpcomingClose[],
  limit: number,
  lateMs: number,
): Promise<void> {
  const counts: Record<WakeOutcome, number> = { promoted: 0, 'not-delayed': 0, recreated: 0 };
  let firstError: unknown;
  const results = await Promise.allSettled(
    due.slice(0, limit).map(({ vehicleId }) => promoteCloseJob(deps.queues.auctionClose, vehicleId, deps.clock.now())),
  );
  for (const result of results) {
    if (result.status === 'fulfilled') counts[result.value] += 1;
    else firstError ??= result.reason;
  }
  // Only an accelerator: the jobs still fire on Redis' own timer, and the sweeper is behind them.
  if (firstError !== undefined)
    deps.logger.warn({ err: firstError, due: due.length, lateMs, ...counts }, 'could not wake the due close jobs');
  else if (counts.recreated > 0)
    deps.logger.warn({ due: due.length, lateMs, ...counts }, 'due close jobs were missing from Redis: added again');
  else deps.logger.debug({ due: due.length, lateMs, ...counts }, 'due close jobs woken');
}

/**
 * Wakes each auction's close job at its end, from a timer of this process, instead of waiting for
 * Redis: BullMQ's delayed job fires when the worker's blocking wait times out, and Redis checks
 * those timeouts only at its `hz` (every 100 ms at the default 10, every 10 ms at 100), so a close
 * would start that much late. Promoting the job pushes BullMQ's marker, which releases the worker
 * at once. At the end, not a few ms before: a job run early finds its auction not due and goes
 * back to delayed, i.e. back to Redis' timer.
 *
 * The ends come from PostgreSQL (active auctions ending within the horizon), read again every
 * `refreshEveryMs`, so a new listing, a late bid's extension or an operator's move is known
 * within that. Guarantees: it never closes anything itself — a woken job runs the one close path,
 * which re-reads the end in PostgreSQL and waits again if it moved, so waking at an end that moved
 * (or twice, or from several processes) is harmless; and an end it does not know (set less than
 * `refreshEveryMs` ahead, or PostgreSQL unreachable) still closes on Redis' timer as before.
 */
export function startCloseWake(deps: AuctionServiceDeps, options: CloseWakeOptions = {}): CloseWake {
  const { horizonMs, refreshEveryMs, readLimit, wakeAtOnce } = { ...DEFAULTS, ...options };
  const plan = createCloseWakePlan();
  const wakes = new Set<Promise<void>>();
  let wakeTimer: NodeJS.Timeout | undefined;
  let refreshTimer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  /** The last read hit its limit: more ends are waiting beyond the ones known. */
  let truncated = false;
  let readFailing = false;
  let stopped = false;
  const nowMs = () => deps.clock.now().getTime();

  const arm = () => {
    clearTimeout(wakeTimer);
    const dueAt = plan.nextDueAt();
    if (stopped || dueAt === undefined) return;
    wakeTimer = setTimeout(fire, computeWakeDelay(dueAt, nowMs()));
    // The process lives for its connections, not for this timer.
    wakeTimer.unref();
  };

  function fire() {
    const now = nowMs();
    const due = plan.takeDue(now);
    if (due.length > 0) {
      const wake = wakeDueCloses(deps, due, wakeAtOnce, now - due[0]!.endsAtMs).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'close wake-up failed'),
      );
      wakes.add(wake);
      void wake.finally(() => wakes.delete(wake));
    }
    // Fired a little early by the wall clock: `arm` sets the timer again for the remainder.
    if (plan.nextDueAt() === undefined && truncated) void refresh();
    else arm();
  }

  async function readUpcoming() {
    const now = nowMs();
    try {
      const rows = await listActiveAuctionEnds(deps.db, {
        endingAfter: new Date(now),
        until: new Date(now + horizonMs),
        limit: readLimit,
      });
      if (readFailing) deps.logger.info('close wake-up reads the auction ends again');
      readFailing = false;
      if (stopped) return;
      plan.replace(
        rows.map((row) => ({ vehicleId: row.id, endsAtMs: row.auctionEndTime.getTime() })),
        now,
      );
      truncated = rows.length === readLimit;
      arm();
    } catch (error) {
      // Keeps what it knew; the close jobs fire on Redis' timer meanwhile. Said once per outage.
      if (!readFailing) deps.logger.warn({ err: error }, 'close wake-up could not read the auction ends');
      readFailing = true;
    }
  }

  function refresh(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (!reading) {
      clearTimeout(refreshTimer);
      reading = readUpcoming().finally(() => {
        reading = undefined;
        if (stopped) return;
        refreshTimer = setTimeout(() => void refresh(), refreshEveryMs);
        refreshTimer.unref();
      });
    }
    return reading;
  }

  void refresh();
  return {
    refresh,
    async stop() {
      stopped = true;
      clearTimeout(wakeTimer);
      clearTimeout(refreshTimer);
      await Promise.all([reading, ...wakes]);
    },
  };
}
