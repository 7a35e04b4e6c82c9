import { z } from 'zod';
import type { BidDto, PlaceBidResultDto } from '../api.types';
import type { VehicleStatus } from '../options';
import { bidOfferShape, hasOffer } from '../schemas/bid.schema';
import { msg } from '../schemas/common.schema';
import type { QuestionDto } from '../schemas/question.schema';
import type { BidPlacedFrame } from './live-frames.schema';

/**
 * Socket.IO contract, typed once for the server, the workers' emitter and the web app.
 * Client commands are `domain:verb`; server facts are in the past tense. Every fact carries
 * `serverTime` (ISO) so clients count down on the server's clock.
 */

export const vehicleRoom = (vehicleId: string) => `vehicle:${vehicleId}`;
export const userRoom = (userId: string) => `user:${userId}`;

export interface ServerTimed {
  serverTime: string;
}

/** A vehicle's live state, sent as the ack of `vehicle:join` (and again after every reconnect). */
export interface VehicleSnapshot extends ServerTimed {
  vehicleId: string;
  status: VehicleStatus;
  currentBid: string;
  bidCount: number;
  minimumNextBid: string;
  buyNowPrice: string | null;
  hasReserve: boolean;
  isReserveMet: boolean;
  auctionEndTime: string;
  /** The newest bids, newest first. */
  lastBids: BidDto[];
  /** The joining user's own standing, only when they have bid on this vehicle; never anyone else's. */
  viewer: ViewerStanding | null;
}

export interface ViewerStanding {
  /**
   * The viewer's public alias in this auction ("Bidder 3"): their bids in `bid:placed` carry it.
   * Null while they hold only a maximum that was beaten before it made a bid of theirs.
   */
  bidderAlias: string | null;
  highestBid: string | null;
  isLeading: boolean;
  /** The viewer's own standing maximum: sent to them alone. */
  maximum: string | null;
}

/**
 * A bidder's standing on one vehicle right after a decision, for their own sockets alone (every
 * device of theirs, through `user:{id}`). `highestBid` is the highest bid of theirs the decision
 * knows: null when it recorded none of theirs and they do not lead (a maximum beaten at once, a
 * maximum withdrawn); bids only rise, so a client keeps the higher of what it knew and this.
 */
export interface OwnStanding extends ViewerStanding {
  /** The vehicle's bid count this standing reflects: a client never lets it replace a newer one. */
  bidSeq: number;
}

/**
 * To one user: their standing on a vehicle changed (their bid or maximum accepted from any device,
 * a bid their maximum placed for them, their maximum withdrawn). Being outbid comes as `bid:outbid`
 * and a buy-now as `auction:won`, each carrying the same `standing`: one fact per user per decision.
 */
export interface StandingChangedEvent extends ServerTimed {
  vehicleId: string;
  standing: OwnStanding;
}

/**
 * A bid, whole: what a committed bid's outbox message stores, and the `bid:placed` of clients that
 * do not read compact frames (see live-frames.ts; clients that do get a `BidPlacedFrame`).
 */
export interface BidPlacedEvent extends ServerTimed {
  vehicleId: string;
  bidId: string;
  bidSeq: number;
  bidderAlias: string;
  amount: string;
  createdAt: string;
  currentBid: string;
  bidCount: number;
  minimumNextBid: string;
  isReserveMet: boolean;
  auctionEndTime: string;
  isPurchase: boolean;
  /** Placed by the platform for a maximum's holder; the maximum itself is never sent. */
  isAutomatic: boolean;
  /**
   * Whether the vehicle has a reserve (public, as on its page), so a compact frame can leave out
   * `isReserveMet` where any bid meets it. Absent in facts stored before it existed.
   */
  hasReserve?: boolean;
}

/**
 * The end moved later (anti-sniping). Sent to clients that do not read compact frames; the others
 * find the new end in the `bid:placed` of the bid that moved it.
 */
export interface AuctionExtendedEvent extends ServerTimed {
  vehicleId: string;
  previousEndTime: string;
  auctionEndTime: string;
}

export interface AuctionClosedEvent extends ServerTimed {
  vehicleId: string;
  /** `cancelled`: withdrawn by its seller (no bids) or an admin; nobody wins. */
  status: 'sold' | 'ended' | 'cancelled';
  /** The winning bid for a sale; the last bid (or null) when the reserve was not met. */
  finalPrice: string | null;
  isReserveMet: boolean;
  bidCount: number;
}

export interface VehicleHeadline {
  vehicleId: string;
  year: number;
  make: string;
  model: string;
}

export interface OutbidEvent extends ServerTimed, VehicleHeadline {
  yourBid: string;
  /** Your maximum was beaten: the platform can no longer bid for you (raise it to lead again). */
  maximumExceeded: boolean;
  currentBid: string;
  minimumNextBid: string;
  auctionEndTime: string;
  /** Their standing after the bid that displaced them. Absent in facts stored before it existed. */
  standing?: OwnStanding;
}

export interface AuctionWonEvent extends ServerTimed, VehicleHeadline {
  transactionId: string;
  finalPrice: string;
  fee: string;
  total: string;
  /** For a buy-now, the buyer's standing after it; absent for a win at the close (nothing changed then). */
  standing?: OwnStanding;
}

export interface AuctionSoldEvent extends ServerTimed, VehicleHeadline {
  transactionId: string;
  finalPrice: string;
}

/**
 * An operator moved an auction's end (an incident extension or a correction): to its room, and to
 * each bidder and watcher. Unlike anti-sniping it may move the end earlier; it is the new truth.
 */
export interface AuctionRescheduledEvent extends ServerTimed, VehicleHeadline {
  previousEndTime: string;
  auctionEndTime: string;
}

/** To the buyer and the seller: the seller (or an admin) recorded the payment, or a non-payment. */
export interface TransactionSettledEvent extends ServerTimed, VehicleHeadline {
  transactionId: string;
  paymentStatus: 'completed' | 'failed';
}

/** To a trader: an admin verified their professional account, or rejected it (with the reason). */
export interface TraderReviewedEvent extends ServerTimed {
  verificationStatus: 'verified' | 'rejected';
  reason: string | null;
}

/** To each bidder and watcher of an auction that was cancelled, with the reason given. */
export interface AuctionCancelledEvent extends ServerTimed, VehicleHeadline {
  reason: string;
}

/** To the seller: a bid arrived on one of their listings (they need not be watching it). */
export interface ListingBidReceivedEvent extends ServerTimed, VehicleHeadline {
  bidId: string;
  amount: string;
  currentBid: string;
  bidCount: number;
  isReserveMet: boolean;
  auctionEndTime: string;
}

/**
 * To a bidder of an ended auction who did not buy it: sold to another (`sold`, `price` the final
 * price) or ended under the reserve (`ended`, `price` the highest bid, public on the page). Never
 * the reserve, nor anyone's maximum.
 */
export interface AuctionLostEvent extends ServerTimed, VehicleHeadline {
  outcome: 'sold' | 'ended';
  price: string;
  /** Ended under the reserve with this bidder highest: until when the seller may still accept their bid; else null. */
  acceptUntil: string | null;
}

/**
 * To the seller: their auction ended without a sale, without bids or under the reserve (the highest
 * bid may then be accepted until `acceptUntil`); either way it can be relisted.
 */
export interface ListingUnsoldEvent extends ServerTimed, VehicleHeadline {
  bidCount: number;
  /** The highest bid; null without bids. */
  highestBid: string | null;
  /** Until when the seller may accept the highest bid; null without bids. */
  acceptUntil: string | null;
}

/** To the seller: a bid reached their reserve price (once per auction). */
export interface ListingReserveMetEvent extends ServerTimed, VehicleHeadline {
  currentBid: string;
  bidCount: number;
  auctionEndTime: string;
}

/**
 * To a vehicle's room: a question was asked, answered (or its answer edited), or restored by a
 * moderator. The question as everyone sees it (no user id, name or e-mail; see QuestionDto).
 */
export interface QuestionEvent extends ServerTimed {
  vehicleId: string;
  question: QuestionDto;
}

/** To a vehicle's room: a moderator removed a question; clients show it as removed. */
export interface QuestionHiddenEvent extends ServerTimed {
  vehicleId: string;
  questionId: string;
}

/** To the seller: a question was asked on one of their listings. */
export interface ListingQuestionReceivedEvent extends ServerTimed, VehicleHeadline {
  questionId: string;
}

/** To the asker: the seller answered their question (the first answer, not a correction). */
export interface QuestionAnswerReceivedEvent extends ServerTimed, VehicleHeadline {
  questionId: string;
}

export interface WatchlistEndingSoonEvent extends ServerTimed, VehicleHeadline {
  auctionEndTime: string;
}

export interface SocketError {
  code: string;
  message: string;
  messageKey?: string;
  field?: string;
}

export type AckResponse<T> = { data: T } | { error: SocketError };
export type Ack<T> = (response: AckResponse<T>) => void;

export interface ClientToServerEvents {
  'vehicle:join': (payload: VehicleRoomInput, ack: Ack<VehicleSnapshot>) => void;
  'vehicle:leave': (payload: VehicleRoomInput, ack?: Ack<{ vehicleId: string }>) => void;
  'bid:place': (payload: SocketPlaceBidInput, ack: Ack<PlaceBidResultDto>) => void;
}

export interface ServerToClientEvents {
  /** A compact frame for clients that announced it in their handshake, else the whole fact. */
  'bid:placed': (event: BidPlacedFrame | BidPlacedEvent) => void;
  'auction:extended': (event: AuctionExtendedEvent) => void;
  'auction:closed': (event: AuctionClosedEvent) => void;
  'bid:outbid': (event: OutbidEvent) => void;
  'bid:standing-changed': (event: StandingChangedEvent) => void;
  'auction:won': (event: AuctionWonEvent) => void;
  'auction:sold': (event: AuctionSoldEvent) => void;
  'auction:cancelled': (event: AuctionCancelledEvent) => void;
  'auction:rescheduled': (event: AuctionRescheduledEvent) => void;
  'transaction:settled': (event: TransactionSettledEvent) => void;
  'trader:reviewed': (event: TraderReviewedEvent) => void;
  'watchlist:ending-soon': (event: WatchlistEndingSoonEvent) => void;
  'listing:bid-received': (event: ListingBidReceivedEvent) => void;
  'listing:reserve-met': (event: ListingReserveMetEvent) => void;
  'auction:lost': (event: AuctionLostEvent) => void;
  'listing:unsold': (event: ListingUnsoldEvent) => void;
  'listing:question-received': (event: ListingQuestionReceivedEvent) => void;
  'question:answer-received': (event: QuestionAnswerReceivedEvent) => void;
  'question:asked': (event: QuestionEvent) => void;
  'question:answered': (event: QuestionEvent) => void;
  'question:hidden': (event: QuestionHiddenEvent) => void;
  'question:restored': (event: QuestionEvent) => void;
}

/**
 * Rooms are named by the canonical (lower-case) id only: one vehicle is one room, and a client
 * cannot make extra rooms out of the same id in other letter cases.
 */
export const vehicleRoomInputSchema = z.object({
  vehicleId: z
    .string(msg('vehicle.notFound'))
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, msg('vehicle.notFound')),
});
export type VehicleRoomInput = z.input<typeof vehicleRoomInputSchema>;

export const socketPlaceBidInputSchema = z
  .object({
    vehicleId: z.uuid(msg('vehicle.notFound')),
    ...bidOfferShape,
    /** Idempotency key made by the client, so a resent command after a reconnect bids once. */
    clientBidId: z
      .string(msg('bid.idempotencyInvalid'))
      .regex(/^[A-Za-z0-9_-]{8,100}$/, msg('bid.idempotencyInvalid'))
      .optional(),
  })
  .refine(hasOffer, msg('bid.nothingOffered'));
export type SocketPlaceBidInput = z.input<typeof socketPlaceBidInputSchema>;
