import type { RunningAuctionEnd } from '@autolicit/db';
import { moveRunningAuctionEnd as moveAndAnnounce } from '@autolicit/messaging';
import type { AppContext } from '../../app-context';

/**
 * Moves one running auction's end for an operator and tells everyone concerned (the room, each
 * bidder, watcher and the seller, an email to bidders and watchers; written with the move), then
 * schedules the close job and the reminder again. The move and its announcements are shared with
 * the workers' automatic outage extension (`@autolicit/messaging`). Returns false when the auction
 * changed meanwhile (a bid moved its end, it closed): the caller decides again on a fresh read.
 */
export function moveRunningAuctionEnd(ctx: AppContext, auction: RunningAuctionEnd, newEndTime: Date): Promise<boolean> {
  return moveAndAnnounce(ctx, auction, newEndTime, ctx.clock.now());
}
