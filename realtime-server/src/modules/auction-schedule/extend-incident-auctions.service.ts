import { listRunningAuctionsEndingBetween } from '@autolicit/db';
import { INCIDENT_GRACE_MS, type IncidentExtensionInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { recordAuditEvent } from '../audit/record-audit-event';
import { moveRunningAuctionEnd } from './move-auction-end.service';

const MINUTE_MS = 60_000;
const MAX_ATTEMPTS = 3;

export interface IncidentExtensionResult {
  extended: { vehicleId: string; previousEndTime: string; auctionEndTime: string }[];
}

/**
 * After an outage: every running auction whose end falls in the window (or up to 30 minutes after
 * it) gets `minutes` more — from its end, or from now if that has passed, so nobody gets less than
 * `minutes` of live bidding. Each move is its own write with its own announcements (see
 * `moveRunningAuctionEnd`); an auction a bid moved meanwhile is read again. One audit entry.
 */
export async function extendIncidentAuctions(
  ctx: AppContext,
  input: IncidentExtensionInput & { actorId: string; ip: string | null },
): Promise<IncidentExtensionResult> {
  const extended: IncidentExtensionResult['extended'] = [];
  let pending = await listRunningAuctionsEndingBetween(
    ctx.db,
    input.from,
    new Date(input.to.getTime() + INCIDENT_GRACE_MS),
  );
  const done = new Set<string>();
  for (let attempt = 0; attempt < MAX_ATTEMPTS && pending.length > 0; attempt += 1) {
    const retry: string[] = [];
    for (const auction of pending) {
      const base = Math.max(auction.auctionEndTime.getTime(), ctx.clock.now().getTime());
      const newEnd = new Date(base + input.minutes * MINUTE_MS);
      if (await moveRunningAuctionEnd(ctx, auction, newEnd)) {
        done.add(auction.id);
        extended.push({
          vehicleId: auction.id,
          previousEndTime: auction.auctionEndTime.toISOString(),
          auctionEndTime: newEnd.toISOString(),
        });
      } else retry.push(auction.id);
    }
    if (retry.length === 0) break;
    // Read those again (a bid may have moved the end); ones now outside the window stay as they are.
    pending = (
      await listRunningAuctionsEndingBetween(ctx.db, input.from, new Date(input.to.getTime() + INCIDENT_GRACE_MS))
    ).filter((auction) => retry.includes(auction.id) && !done.has(auction.id));
  }
  await recordAuditEvent(ctx, {
    event: 'admin.auctions-extended',
    outcome: 'success',
    actorId: input.actorId,
    ip: input.ip,
    details: {
      from: input.from.toISOString(),
      to: input.to.toISOString(),
      minutes: input.minutes,
      extended: extended.length,
    },
  });
  return { extended };
}
