import { WATCHLIST_ENDING_SOON_MS } from '@autolicit/shared';

/**
 * Slack for the reminder: a job that fires a little late, or an auction extended by a few
 * seconds, still gets its "ending in 10 minutes" message.
 */
export const ENDING_SOON_TOLERANCE_MS = 60 * 1000;

export type EndingSoonDecision =
  | { action: 'remind' }
  /** Extended since the reminder was scheduled: wait until 10 minutes before the new end. */
  | { action: 'wait'; until: Date }
  /** Over (or within a moment of its close): a reminder would arrive after the fact. */
  | { action: 'skip' };

/** What the reminder job should do for an active auction ending at `endTime`. */
export function decideEndingSoon(now: Date, endTime: Date): EndingSoonDecision {
  const remaining = endTime.getTime() - now.getTime();
  if (remaining <= 0) return { action: 'skip' };
  if (remaining <= WATCHLIST_ENDING_SOON_MS + ENDING_SOON_TOLERANCE_MS) return { action: 'remind' };
  return { action: 'wait', until: new Date(endTime.getTime() - WATCHLIST_ENDING_SOON_MS) };
}
