import { findAuctionState } from '@autolicit/db';
import {
  AUCTION_JOB_NAMES,
  closeAuctionJobSchema,
  endingSoonJobSchema,
  listingPublishedJobSchema,
} from '@autolicit/messaging';
import { matchSavedSearches } from '../saved-searches/match-saved-searches.service';
import { sendSavedSearchDigests } from '../saved-searches/send-saved-search-digests.service';
import { type Job, UnrecoverableError } from 'bullmq';
import type { z } from 'zod';
import { delayJobUntil } from '../lib/delay-job';
import type { AuctionServiceDeps } from '../worker-deps';
import { closeAuctionIfDue, closeDueAuctionBatch } from './close-auction.service';
import { remindWatchersIfEndingSoon } from './ending-soon.service';
import { type SweepOptions, sweepAuctions } from './sweep-auctions.service';

/** What a job returns: visible in Bull Board and to QueueEvents listeners (e.g. a close-lag metric). */
export type AuctionJobResult =
  | { outcome: string; vehicleId: string; lagMs?: number; alsoClosed?: { vehicleId: string; lagMs: number }[] }
  | { outcome: 'swept'; closed: number; failed: number; ensured: number }
  /** Skipped while this process's outage monitor holds the closes; it queues a sweep once they are applied. */
  | { outcome: 'sweep-held' }
  | { outcome: 'matched'; vehicleId: string; matched: number; instant: number }
  | { outcome: 'digests-queued'; users: number; digests: number };

/** A close held by an outage (this process's monitor, or the close guard) is tried again this much later. */
export const OUTAGE_HOLD_RETRY_MS = 1_000;

function parseJobData<S extends z.ZodType>(schema: S, job: Job): z.output<S> {
  const parsed = schema.safeParse(job.data);
  // Retrying cannot fix a malformed job.
  if (!parsed.success) throw new UnrecoverableError(`invalid ${job.name} job data: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Auctions that ended with this one are closed with it, in one commit, rather than one commit
 * per job: their own jobs then find them closed. Keeps the close lag low when many end together.
 */
const CLOSE_BATCH_SIZE = 250;

async function closeOthersDue(
  deps: AuctionServiceDeps,
  vehicleId: string,
): Promise<{ vehicleId: string; lagMs: number }[]> {
  try {
    const batch = await closeDueAuctionBatch(deps, CLOSE_BATCH_SIZE, { exceptVehicleId: vehicleId });
    if (batch.closed.length > 0) deps.logger.info({ closed: batch.closed }, 'auctions closed together');
    return batch.closed.map(({ vehicleId, lagMs }) => ({ vehicleId, lagMs }));
  } catch (error) {
    // Only an accelerator: each of those auctions still has its own job and the sweeper.
    deps.logger.error({ err: error }, 'could not close due auctions together');
    return [];
  }
}

async function processClose(deps: AuctionServiceDeps, job: Job, token: string | undefined): Promise<AuctionJobResult> {
  const { vehicleId } = parseJobData(closeAuctionJobSchema, job);
  // A dependency is failing, or an outage this process saw is not applied yet: the auction may be
  // one to extend, and no close may come before its extension.
  if (deps.outageGate?.isHolding())
    return delayJobUntil(job, token, new Date(deps.clock.now().getTime() + OUTAGE_HOLD_RETRY_MS));
  deps.logger.debug({ vehicleId, jobId: job.id }, 'closing auction');
  // Due now: the others due are closed beside this close, not after it and its announcements
  // (tens of ms on a busy machine, which every batched auction's lag would carry). Decided on a
  // read first so that a job finding its auction extended closes nothing else: its completion,
  // which reports the lags, would not come.
  const state = await findAuctionState(deps.db, vehicleId);
  const dueNow = state?.status === 'active' && state.auctionEndTime.getTime() <= deps.clock.now().getTime();
  const besideClose = dueNow ? closeOthersDue(deps, vehicleId) : undefined;
  const result = await closeAuctionIfDue(deps, vehicleId);
  // Extended by a late bid since the job was scheduled (or since that read): PostgreSQL's end time wins.
  if (result.outcome === 'not-due') {
    await besideClose;
    return delayJobUntil(job, token, result.auctionEndTime);
  }
  if (result.outcome === 'held-by-outage') {
    await besideClose;
    return delayJobUntil(job, token, new Date(deps.clock.now().getTime() + OUTAGE_HOLD_RETRY_MS));
  }
  if (result.outcome === 'closed-sold' || result.outcome === 'closed-ended') {
    deps.logger.info({ vehicleId, status: result.vehicle.status, lagMs: result.lagMs }, 'auction closed');
  }
  const alsoClosed = (await besideClose) ?? (result.outcome === 'missing' ? [] : await closeOthersDue(deps, vehicleId));
  // The close is committed; a retry finds it closed and queues the emails again (stable ids).
  if ('notificationsQueued' in result && !result.notificationsQueued)
    throw new Error('auction emails not queued; retrying');
  return {
    outcome: result.outcome,
    vehicleId,
    ...('lagMs' in result ? { lagMs: result.lagMs } : {}),
    ...(alsoClosed.length > 0 ? { alsoClosed } : {}),
  };
}

async function processEndingSoon(
  deps: AuctionServiceDeps,
  job: Job,
  token: string | undefined,
): Promise<AuctionJobResult> {
  const { vehicleId } = parseJobData(endingSoonJobSchema, job);
  const result = await remindWatchersIfEndingSoon(deps, vehicleId);
  if (result.outcome === 'wait') return delayJobUntil(job, token, result.until);
  return { outcome: result.outcome, vehicleId };
}

/**
 * The processor of the `auction-close` queue: closes (`close`), reminders (`ending-soon`), the sweeper
 * (`sweep`), a new listing's saved-search matching (`listing-published`) and the daily digests
 * (`saved-search-digests`).
 */
export function createAuctionCloseProcessor(deps: AuctionServiceDeps, sweepOptions: SweepOptions = {}) {
  return async (job: Job, token?: string): Promise<AuctionJobResult> => {
    switch (job.name) {
      case AUCTION_JOB_NAMES.close:
        return processClose(deps, job, token);
      case AUCTION_JOB_NAMES.endingSoon:
        return processEndingSoon(deps, job, token);
      case AUCTION_JOB_NAMES.listingPublished: {
        const { vehicleId } = parseJobData(listingPublishedJobSchema, job);
        return { outcome: 'matched', vehicleId, ...(await matchSavedSearches(deps, vehicleId)) };
      }
      case AUCTION_JOB_NAMES.savedSearchDigests:
        return { outcome: 'digests-queued', ...(await sendSavedSearchDigests(deps)) };
      case AUCTION_JOB_NAMES.sweep:
        if (deps.outageGate?.isHolding()) return { outcome: 'sweep-held' };
        return { outcome: 'swept', ...(await sweepAuctions(deps, sweepOptions)) };
      default:
        throw new UnrecoverableError(`unknown auction job "${job.name}"`);
    }
  };
}
