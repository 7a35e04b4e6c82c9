import { calculateFeeSummary, compareCents, toCents } from '@autolicit/shared';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';

/**
 * Where the viewer stands, derived only from server-confirmed state (the live store's status and
 * the viewer's own standing from snapshots and events):
 * - a bidder: leading / outbid while it runs, won / lost once the server closed it;
 * - the seller: sold / unsold once closed;
 * - nothing for visitors, people who never bid, and while the viewer's standing is unknown.
 */
export type BidderStatus =
  | { kind: 'none' }
  | { kind: 'leading'; highestBid: string; maximum: string | null }
  /** `maximum` set: the viewer's maximum was exceeded — the platform can no longer bid for them. */
  | { kind: 'outbid'; highestBid: string | null; minimumNextBid: string; maximum: string | null }
  | { kind: 'won'; finalPrice: string; fee: string; total: string }
  | { kind: 'lost'; highestBid: string; reserveNotMet: boolean }
  | { kind: 'sellerSold'; finalPrice: string }
  | { kind: 'sellerUnsold'; highestBid: string | null };

export type ViewerRole = 'visitor' | 'bidder' | 'seller';

type StatusInput = Pick<
  LiveVehicleState,
  'status' | 'viewer' | 'currentBid' | 'finalPrice' | 'bidCount' | 'minimumNextBid'
>;

export function deriveBidderStatus(live: StatusInput, role: ViewerRole): BidderStatus {
  // A cancelled auction has no winner, no loser and no sale: nothing to say beyond the panel's notice.
  if (live.status === 'cancelled') return { kind: 'none' };
  const closed = live.status === 'sold' || live.status === 'ended';
  const finalPrice = live.finalPrice ?? live.currentBid;
  if (role === 'seller') {
    if (live.status === 'sold') return { kind: 'sellerSold', finalPrice };
    if (live.status === 'ended') return { kind: 'sellerUnsold', highestBid: live.bidCount > 0 ? finalPrice : null };
    return { kind: 'none' };
  }
  const viewer = live.viewer;
  if (role !== 'bidder' || !viewer) return { kind: 'none' };
  if (!closed) {
    return viewer.isLeading
      ? { kind: 'leading', highestBid: live.currentBid, maximum: viewer.maximum }
      : { kind: 'outbid', highestBid: viewer.highestBid, minimumNextBid: live.minimumNextBid, maximum: viewer.maximum };
  }
  if (live.status === 'sold' && viewer.isLeading) {
    const summary = calculateFeeSummary(finalPrice);
    return { kind: 'won', finalPrice, fee: summary.fee, total: summary.total };
  }
  // "Your highest offer": the maximum when it was above every bid it made.
  return {
    kind: 'lost',
    highestBid: highestOffer(viewer.highestBid, viewer.maximum) ?? finalPrice,
    reserveNotMet: live.status === 'ended' && viewer.isLeading,
  };
}

function highestOffer(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return compareCents(toCents(a), toCents(b)) >= 0 ? a : b;
}
