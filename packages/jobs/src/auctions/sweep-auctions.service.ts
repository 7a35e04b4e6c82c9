import { type AuctionEnd, listActiveAuctionEnds, listOverdueActiveVehicleIds } from '@autolicit/db';
import { scheduleAuctionClose, scheduleEndingSoonReminder } from '@autolicit/messaging';
import { WATCHLIST_ENDING_SOON_MS } from '@autolicit/shared';
import { mapWithConcurrency } from '../lib/map-with-concurrency';
import type { AuctionServiceDeps } from '../worker-deps';
import { purgeExpiredFootprints } from '../maintenance/purge-footprints.service';
import { closeAuctionIfDue } from './close-auction.service';

export interface SweepOptions {
  batchSize?: number;
  /** Closes run this many at a time (each is one short transaction). */
  concurrency?: number;
  /** Auctions ending this soon get their close job and reminder re-added if Redis lost them. */
  lookAheadMs?: number;
}

export interface SweepResult {
  /** Auctions this sweep closed (others may have been closed by their job meanwhile). */
  closed: number;
  failed: number;
  /** Active auctions ending within the look-ahead whose jobs were (re-)added; existing ids are left as they are. */
  ensured: number;
  /** Footprints past their retention limit deleted by this sweep. */
  footprintsPurged: number;
}

const DEFAULTS = {
  batchSize: 200,
  concurrency: 8,
  lookAheadMs: WATCHLIST_ENDING_SOON_MS + 5 * 60 * 1000,
} satisfies Required<SweepOptions>;

/** Closes every active auction whose end has passed, batch by batch, through the one close service. */
async function closeOverdueAuctions(deps: AuctionServiceDeps, options: Required<SweepOptions>) {
  const now = deps.clock.now();
  const attempted = new Set<string>();
  let closed = 0;
  let failed = 0;
  for (;;) {
    const overdue = await listOverdueActiveVehicleIds(deps.db, now, options.batchSize);
    const ids = overdue.filter((id) => !attempted.has(id));
    // Only auctions that failed to close are left (they come back first): stop, the next sweep retries.
    if (ids.length === 0) break;
    ids.forEach((id) => attempted.add(id));
    const results = await mapWithConcurrency(ids, options.concurrency, (id) => closeAuctionIfDue(deps, id));
    results.forEach((result, i) => {
      if (result.status === 'rejected') {
        failed += 1;
        deps.logger.error({ err: result.reason, vehicleId: ids[i] }, 'sweeper could not close an overdue auction');
      } else if (result.value.outcome === 'closed-sold' || result.value.outcome === 'closed-ended') {
        closed += 1;
      }
    });
    if (overdue.length < options.batchSize) break;
  }
  return { closed, failed };
}

/**
 * Re-adds the close job and the watchers' reminder of auctions ending soon. Stable job ids make
 * this a no-op when they exist; after Redis lost its data it puts them back, so those auctions
 * close on time rather than at the next sweep.
 */
async function ensureAuctionJobs(deps: AuctionServiceDeps, options: Required<SweepOptions>): Promise<number> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + options.lookAheadMs);
  const queue = deps.queues.auctionClose;
  let ensured = 0;
  let after: AuctionEnd | undefined;
  for (;;) {
    const page = await listActiveAuctionEnds(deps.db, { until, limit: options.batchSize, after });
    if (page.length === 0) break;
    await mapWithConcurrency(page, options.concurrency * 2, async ({ id, auctionEndTime }) => {
      await scheduleAuctionClose(queue, id, auctionEndTime, now);
      await scheduleEndingSoonReminder(queue, id, new Date(auctionEndTime.getTime() - WATCHLIST_ENDING_SOON_MS), now);
    }).then((results) => {
      const failures = results.filter((r) => r.status === 'rejected');
      ensured += page.length - failures.length;
      if (failures[0])
        deps.logger.error(
          { err: failures[0].reason, failures: failures.length },
          'sweeper could not re-add auction jobs',
        );
    });
    after = page.at(-1);
    if (page.length < options.batchSize) break;
  }
  return ensured;
}

/**
 * The safety net behind the per-auction close jobs: closes every overdue active auction (so one
 * closes even when its job was lost) and restores the jobs of auctions ending soon. Safe to run
 * while jobs close the same auctions: each auction is closed once (see `closeAuctionIfDue`). It
 * also deletes the client footprints past their retention limit (FOOTPRINT_RETENTION_DAYS).
 */
export async function sweepAuctions(deps: AuctionServiceDeps, options: SweepOptions = {}): Promise<SweepResult> {
  const resolved = { ...DEFAULTS, ...options };
  const { closed, failed } = await closeOverdueAuctions(deps, resolved);
  const ensured = await ensureAuctionJobs(deps, resolved);
  const footprintsPurged = await purgeExpiredFootprints(deps);
  const log = { closed, failed, ensured, footprintsPurged };
  if (closed > 0 || failed > 0) deps.logger.info(log, 'sweeper closed overdue auctions');
  else deps.logger.debug(log, 'sweep done');
  return log;
}
