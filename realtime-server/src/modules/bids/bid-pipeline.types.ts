import type { BidBatchContext, BidBatchWrite, OutboxMessage, UserWithProfile } from '@autolicit/db';
import type { OwnStanding, PlaceBidResultDto } from '@autolicit/shared';
import type { ClientOrigin } from '../../platform/client-origin';

export interface PlaceBidCommand {
  vehicleId: string;
  bidder: UserWithProfile;
  /** A bid by hand; null (or absent) to only set a maximum. */
  amount?: string | null | undefined;
  /** The most the platform may bid for this bidder. */
  maxAmount?: string | null | undefined;
  idempotencyKey?: string | undefined;
  /** Where the bid came from, kept (with a retention limit) for the shill-bid signals. */
  client?: ClientOrigin | null;
}

export interface PlaceBidOutcome {
  result: PlaceBidResultDto;
  /** False when an Idempotency-Key replayed an earlier answer: nothing new happened. */
  isNew: boolean;
  /** The bidder who held the high bid before and lost it, with their bid, to be told they were outbid. */
  previousHighBidderId: string | null;
  previousHighBid: string | null;
  /** Whether that bidder's maximum was beaten (it could no longer defend them). */
  previousMaximumExceeded: boolean;
  previousEndTime: string;
  transactionId: string | null;
  sellerId: string;
  /** Server-side only, to say of each recorded bid whether it met the reserve; never sent. */
  reservePrice: string | null;
  /** Whether the reserve was met before this decision: the seller hears of it once, when a bid reaches it. */
  previousReserveMet: boolean;
  /** The caller's standing after the decision, for their own devices; null for a replay (nothing changed). */
  callerStanding: OwnStanding | null;
  /** The displaced leader's standing (with their maximum, for them alone), carried by their `bid:outbid`. */
  previousHighBidderStanding: OwnStanding | null;
  /** Another bidder whose maximum just bid for them: they still lead, at a higher bid. */
  defendedLeader: { bidderId: string; standing: OwnStanding } | null;
}

export type SettledBid = PromiseSettledResult<PlaceBidOutcome>;

/** An accepted request of a burst: its answer and the message that announces it once written. */
export interface AcceptedBid {
  index: number;
  outcome: PlaceBidOutcome;
  message: OutboxMessage;
}

/** What the decider makes of a burst on one loaded state; nothing of it is written yet. */
export interface BurstDecision {
  /** Per request: a replay or a refusal; accepted and deferred requests are left undefined. */
  settled: (SettledBid | undefined)[];
  /** The rule's reason for each refusal (for the metrics). */
  refusals: string[];
  accepted: AcceptedBid[];
  /** Requests to decide once this burst is written: after a purchase, or a key repeated within the burst. */
  deferred: number[];
  /** One compare-and-set write of every accepted request; null when none was accepted. */
  write: BidBatchWrite | null;
  /** The vehicle and its bidders as the write leaves them (what the next burst may start from). */
  after: BidBatchContext;
  /** The vehicle's minimum next bid after the write; null without a write or after a sale. */
  finalMinimum: string | null;
}
