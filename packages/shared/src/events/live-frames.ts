import type { BidDto } from '../api.types';
import { getMinimumNextBid } from '../rules/minimum-bid';
import type { BidPlacedFrame } from './live-frames.schema';
import type { BidPlacedEvent } from './realtime-events';

/**
 * Compact live frames. A vehicle's room hears a `bid:placed` for every bid, times every
 * watcher: the frame carries only what a watcher cannot work out itself. The outbox still stores
 * the whole fact (`BidPlacedEvent`), and clients that do not announce compact frames in their
 * handshake — tabs opened before the deploy that brought them — still get it whole.
 */

/** The frames a client reads, announced in the Socket.IO handshake's `auth` (`{ frames: 2 }`). */
export const LIVE_FRAMES_VERSION = 2;

export interface LiveHandshakeAuth {
  frames: number;
}

/** The handshake `auth` of a client that reads compact frames. */
export const compactFramesAuth: LiveHandshakeAuth = { frames: LIVE_FRAMES_VERSION };

/** Whether a handshake's `auth` announces compact frames (anything else gets whole facts). */
export function readsCompactFrames(auth: unknown): boolean {
  return (
    typeof auth === 'object' && auth !== null && (auth as Partial<LiveHandshakeAuth>).frames === LIVE_FRAMES_VERSION
  );
}

/**
 * A vehicle's room for clients that read compact frames, joined beside `vehicle:{id}`: the compact
 * `bid:placed` goes here, the whole fact to the rest of `vehicle:{id}`. Put the other way round (old
 * clients in a room of their own), an old tab still connected to a node of the previous version
 * during a rolling deploy would be sent compact frames by the new nodes.
 */
export const compactVehicleRoom = (vehicleId: string) => `vehicle-compact:${vehicleId}`;

/** Other bidders are shown by their per-auction number only ("Bidder 3"). */
export function toBidderAlias(bidderNumber: number): string {
  return `Bidder ${bidderNumber}`;
}

/** "Bidder 3" → 3; null for anything not made by `toBidderAlias`. */
export function parseBidderNumber(alias: string): number | null {
  const match = /^Bidder (\d+)$/.exec(alias);
  return match ? Number(match[1]) : null;
}

/**
 * The compact frame of a stored fact; `endMoved` when the same commit moved the auction's end.
 * Null when the fact cannot be said compactly (an alias of another shape): it then goes out whole
 * to everyone, which every client reads.
 */
export function toBidPlacedFrame(fact: BidPlacedEvent, endMoved: boolean): BidPlacedFrame | null {
  const bidder = typeof fact.bidderAlias === 'string' ? parseBidderNumber(fact.bidderAlias) : null;
  if (bidder === null) return null;
  const frame: BidPlacedFrame = {
    vehicleId: fact.vehicleId,
    bidId: fact.bidId,
    bidSeq: fact.bidSeq,
    bidder,
    amount: fact.amount,
    createdAt: fact.createdAt,
    serverTime: fact.serverTime,
  };
  if (endMoved) frame.auctionEndTime = fact.auctionEndTime;
  // Facts stored before `hasReserve` existed say nothing of it: the reserve's state is then sent when met.
  if (fact.isReserveMet && fact.hasReserve !== false) frame.isReserveMet = true;
  if (fact.isAutomatic) frame.isAutomatic = true;
  if (fact.isPurchase) frame.isPurchase = true;
  return frame;
}

/** What a watcher learns from a `bid:placed`, whichever shape it came in. */
export interface PlacedBid {
  vehicleId: string;
  /** The bid for the history (a broadcast never knows whether it is the viewer's). */
  bid: BidDto;
  currentBid: string;
  bidCount: number;
  minimumNextBid: string;
  isReserveMet: boolean;
  /** The auction's end after this bid; undefined when a compact frame says it did not move. */
  auctionEndTime: string | undefined;
  isPurchase: boolean;
  serverTime: string;
}

/**
 * Reads a `bid:placed`: a compact frame, or a whole fact (from a node of the previous version
 * during a deploy, or one the compact form could not say). `hasReserve` is what the client knows
 * of the vehicle (its snapshot): without a reserve, any bid meets it.
 */
export function readBidPlaced(event: BidPlacedFrame | BidPlacedEvent, hasReserve: boolean): PlacedBid {
  const compact = 'bidder' in event;
  const bidderAlias = compact ? toBidderAlias(event.bidder) : event.bidderAlias;
  return {
    vehicleId: event.vehicleId,
    bid: {
      id: event.bidId,
      vehicleId: event.vehicleId,
      amount: event.amount,
      bidSeq: event.bidSeq,
      bidderAlias,
      isMine: false,
      isAutomatic: event.isAutomatic === true,
      createdAt: event.createdAt,
    },
    currentBid: compact ? event.amount : event.currentBid,
    bidCount: compact ? event.bidSeq : event.bidCount,
    // A bid exists, so the starting bid plays no part in the minimum.
    minimumNextBid: compact
      ? getMinimumNextBid({ currentBid: event.amount, startingBid: event.amount })
      : event.minimumNextBid,
    isReserveMet: compact ? (event.isReserveMet ?? !hasReserve) : event.isReserveMet,
    auctionEndTime: event.auctionEndTime,
    isPurchase: event.isPurchase === true,
    serverTime: event.serverTime,
  };
}
