import { ANTI_SNIPING_WINDOW_MS } from '../constants';

/** What the rule needs to know about an auction: its state, nothing else. */
export interface OutageAuctionState {
  status: 'running' | 'closed' | 'sold' | 'cancelled';
  endTime: Date;
  closedAt: Date | null;
}

/** When the marketplace could not take bids: from the outage's start to the service's return. */
export interface OutageWindow {
  start: Date;
  restored: Date;
}

export type OutageExtension = { kind: 'extend'; newEnd: Date } | { kind: 'unchanged' };

/** The earliest end an auction hit by the outage may keep: restored + the anti-sniping window. */
export function getOutageExtendedEnd(window: OutageWindow): Date {
  return new Date(window.restored.getTime() + ANTI_SNIPING_WINDOW_MS);
}

/**
 * Nobody loses an auction to our outage: a running auction whose end fell inside the window, or
 * within the anti-sniping window after the service came back, ends at restored + 2 minutes, so
 * its bidders get at least the anti-sniping window of working service. Closed, sold and cancelled
 * auctions, and auctions that ended before the outage began, are left as they are; an end is never
 * moved earlier, and applying the rule to its own result changes nothing.
 */
export function decideOutageExtension(auction: OutageAuctionState, window: OutageWindow): OutageExtension {
  if (auction.status !== 'running') return { kind: 'unchanged' };
  const end = auction.endTime.getTime();
  const newEnd = getOutageExtendedEnd(window);
  if (end < window.start.getTime() || end >= newEnd.getTime()) return { kind: 'unchanged' };
  return { kind: 'extend', newEnd };
}
