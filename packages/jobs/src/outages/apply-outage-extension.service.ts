import {
  type ServiceOutageRow,
  findServiceOutage,
  listRunningAuctionsEndingBetween,
  markServiceOutageApplied,
} from '@autolicit/db';
import { moveRunningAuctionEnd } from '@autolicit/messaging';
import { type OutageWindow, decideOutageExtension, getOutageExtendedEnd } from '@autolicit/shared';
import type { AuctionServiceDeps } from '../worker-deps';

/** The audit entry of each automatic extension: a system action, no actor. */
export const OUTAGE_EXTENSION_AUDIT_EVENT = 'system.auction-extended-after-outage';

/** Reads of the affected auctions before giving up for this pass (a bid kept moving one of them). */
const MAX_PASSES = 3;

export type ApplyOutageResult =
  | { outcome: 'applied'; extended: { vehicleId: string; previousEndTime: Date; auctionEndTime: Date }[] }
  /** Applied by another worker process already, or not restored yet: nothing to do. */
  | { outcome: 'already-applied' | 'not-restored' | 'missing' }
  /** An auction changed under every pass: the outage stays unapplied (its closes held) for the next try. */
  | { outcome: 'incomplete'; extended: number };

/**
 * Extends every running auction a restored outage hit (`decideOutageExtension`), one transaction
 * per auction with its announcements and its audit entry (`moveRunningAuctionEnd`), then marks the
 * outage applied, which releases the close guard. Safe to run from several processes at once and
 * again after a crash: the rule is idempotent for the window (an extended end is outside its
 * reach), and each move is a compare-and-set on the end it read.
 */
export async function applyOutageExtension(deps: AuctionServiceDeps, outageId: string): Promise<ApplyOutageResult> {
  const outage = await findServiceOutage(deps.db, outageId);
  if (!outage) return { outcome: 'missing' };
  if (outage.appliedAt) return { outcome: 'already-applied' };
  if (!outage.restoredAt) return { outcome: 'not-restored' };
  const window: OutageWindow = { start: outage.startedAt, restored: outage.restoredAt };
  const extended: { vehicleId: string; previousEndTime: Date; auctionEndTime: Date }[] = [];
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const candidates = await listRunningAuctionsEndingBetween(deps.db, window.start, getOutageExtendedEnd(window));
    let changedMeanwhile = false;
    for (const auction of candidates) {
      const decision = decideOutageExtension(
        { status: 'running', endTime: auction.auctionEndTime, closedAt: null },
        window,
      );
      if (decision.kind === 'unchanged') continue;
      const now = deps.clock.now();
      const moved = await moveRunningAuctionEnd(deps, auction, decision.newEnd, now, {
        audit: buildAuditEvent(outage, auction.id, auction.auctionEndTime, decision.newEnd),
      });
      if (moved)
        extended.push({
          vehicleId: auction.id,
          previousEndTime: auction.auctionEndTime,
          auctionEndTime: decision.newEnd,
        });
      else changedMeanwhile = true;
    }
    if (!changedMeanwhile) {
      await markServiceOutageApplied(deps.db, outage.id, deps.clock.now());
      return { outcome: 'applied', extended };
    }
  }
  return { outcome: 'incomplete', extended: extended.length };
}

function buildAuditEvent(outage: ServiceOutageRow, vehicleId: string, previousEndTime: Date, auctionEndTime: Date) {
  return {
    event: OUTAGE_EXTENSION_AUDIT_EVENT,
    outcome: 'success' as const,
    actorId: null,
    details: {
      vehicleId,
      outageId: outage.id,
      dependency: outage.dependency,
      outageStartedAt: outage.startedAt.toISOString(),
      restoredAt: outage.restoredAt!.toISOString(),
      previousEndTime: previousEndTime.toISOString(),
      auctionEndTime: auctionEndTime.toISOString(),
    },
  };
}
