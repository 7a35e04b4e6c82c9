import type { BidDto } from '@autolicit/shared';

export interface BidHistoryEntry extends BidDto {
  /** The first (newest) entry is the high bid, labelled "Highest". */
  isHighest: boolean;
  /** The number of the "Bidder N" alias, null when the alias has another shape. */
  bidderNumber: number | null;
}

/**
 * The bid history of the page: the REST list merged with the live room's bids (snapshot and
 * `bid:placed`), each bid once (the REST copy knows `isMine`, a broadcast does not), newest first.
 */
export function mergeBidHistory(
  restBids: readonly BidDto[] | undefined,
  liveBids: readonly BidDto[] | undefined,
): BidHistoryEntry[] {
  const byId = new Map<string, BidDto>();
  for (const bid of [...(liveBids ?? []), ...(restBids ?? [])]) {
    const existing = byId.get(bid.id);
    byId.set(bid.id, existing ? { ...existing, isMine: existing.isMine || bid.isMine } : bid);
  }
  return [...byId.values()]
    .sort((a, b) => b.bidSeq - a.bidSeq || Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((bid, index) => ({ ...bid, isHighest: index === 0, bidderNumber: bidderNumber(bid.bidderAlias) }));
}

/** "Bidder 3" → 3, so the alias can be written in the chosen language. */
export function bidderNumber(alias: string): number | null {
  const match = /(\d+)\s*$/.exec(alias);
  return match ? Number(match[1]) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Vehicle ids are UUIDs; anything else is "Vehicle not found" without asking the server. */
export function isVehicleId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
