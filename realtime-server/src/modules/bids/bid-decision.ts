import { randomUUID } from 'node:crypto';
import {
  type BidContext, type FootprintWrite, type IdempotencyRecordRow, type IdempotencyWrite, type OutboxMessage, type RecordedBid, type UserWithProfile,
  applyBidDecision, findBidAttempt as findStoredAttempt, readBidContext,
} from '@autolicit/db';
import {
  type BidDto, type OwnStanding, type PlaceBidResultDto, type ProxyEvaluation, calculateFeeSummary, centsToMoney, evaluateProxyOffer, formatEuro, getMinimumNextBid,
  toBidLevel, toBidderAlias, toCents, translateMessage,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import type { ClientOrigin } from '../../platform/client-origin';
import { isPostgresUnavailableError } from '@autolicit/shared/process';
import {
  AuctionClosedError, BidOutcomeUnknownError, BidTooLowError, ConflictError, MaximumTooLowError, NotFoundError, OwnAuctionError,
  ValidationError, type AppError, withoutStack,
} from '../../platform/errors';
import { toVehicleDto } from '../vehicles/vehicle.mapper';
import { toBidDto } from './bid.mapper';
import { OUTBOX_WRITER_LEASE_MS } from '@autolicit/messaging';
import { buildBidOutboxMessage } from './bid-outcome.messages';

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
  /** The caller's standing after the decision, for their own devices; null for a replay (nothing changed). */
  callerStanding: OwnStanding | null;
  /** The displaced leader's standing (with their maximum, for them alone), carried by their `bid:outbid`. */
  previousHighBidderStanding: OwnStanding | null;
  /** Another bidder whose maximum just bid for them: they still lead, at a higher bid. */
  defendedLeader: { bidderId: string; standing: OwnStanding } | null;
}

export class IdempotencyMismatchError extends ConflictError {
  override readonly code = 'IDEMPOTENCY_MISMATCH';
  constructor() {
    super('bid.idempotencyMismatch', {}, 'Idempotency-Key');
  }
}

export function toRejectionError(evaluation: Extract<ProxyEvaluation, { ok: false }>): AppError {
  return withoutStack((): AppError => {
    switch (evaluation.reason) {
      case 'own-auction':
        return new OwnAuctionError();
      case 'not-active':
        return new AuctionClosedError('bid.notActive');
      case 'ended':
        return new AuctionClosedError('bid.ended');
      case 'too-low':
        return new BidTooLowError(evaluation.minimumBid, formatEuro(evaluation.minimumBid));
      case 'max-too-low':
        return new MaximumTooLowError(evaluation.minimumBid, formatEuro(evaluation.minimumBid));
      case 'max-below-amount':
        return new ValidationError('bid.maxBelowAmount', {}, 'maxAmount');
      case 'nothing-offered':
        return new ValidationError('bid.nothingOffered', {}, 'amount');
    }
  });
}

/**
 * A hand bid below this node's floor for the vehicle (bid-floors.ts) is certainly too low: refused
 * without the decision's read and write. A request with an Idempotency-Key is first looked up (one
 * primary-key read), since its own earlier acceptance may be what raised the floor: then its first
 * answer is replayed. Null when the bid must go through the full decision.
 */
export async function refuseBelowFloor(ctx: AppContext, command: PlaceBidCommand): Promise<PlaceBidOutcome | null> {
  if (!command.amount || command.maxAmount) return null;
  const floor = ctx.bidFloors.get(command.vehicleId);
  if (floor === undefined || toCents(command.amount) >= floor) return null;
  if (command.idempotencyKey) {
    const record = await findStoredAttempt(ctx.db, command.bidder.id, command.idempotencyKey);
    if (record) return replay(record, command);
  }
  ctx.metrics.bids.inc({ result: 'rejected', reason: 'too-low' });
  ctx.metrics.bidsRefusedEarly.inc();
  const minimum = centsToMoney(floor);
  throw withoutStack(() => new BidTooLowError(minimum, formatEuro(minimum)));
}

export function replay(record: IdempotencyRecordRow, command: PlaceBidCommand): PlaceBidOutcome {
  const sameRequest =
    record.vehicleId === command.vehicleId && record.amount === (command.amount ?? null) && record.maxAmount === (command.maxAmount ?? null);
  if (!sameRequest) throw new IdempotencyMismatchError();
  const result = record.response as PlaceBidResultDto;
  return {
    result, isNew: false, previousHighBidderId: null, previousHighBid: null, previousMaximumExceeded: false,
    previousEndTime: result.vehicle.auctionEndTime, transactionId: null, sellerId: result.vehicle.sellerId, reservePrice: null,
    callerStanding: null, previousHighBidderStanding: null, defendedLeader: null,
  };
}

/** Each lost race means another decision landed, so this bounds only pathological contention. */
export const MAX_ATTEMPTS = 50;

export interface Decision {
  outcome: PlaceBidOutcome;
  highBidderId: string | null;
  recorded: RecordedBid[];
  evaluation: Exclude<ProxyEvaluation, { ok: false }>;
}

/**
 * Turns an accepted evaluation into the rows to write and the answer to give. Automatic bids are
 * the leader's, so they carry the leader's public number; the caller's number is theirs.
 */
export function buildDecision(state: BidContext, command: PlaceBidCommand, evaluation: Exclude<ProxyEvaluation, { ok: false }>, now: Date): Decision {
  const { vehicle } = state;
  const callerId = command.bidder.id;
  const planned = evaluation.kind === 'purchase'
    ? [{ bidderId: callerId, amount: evaluation.amount, isAutomatic: false }]
    : evaluation.bids;
  const recorded: RecordedBid[] = planned.map((bid, index) => ({ ...bid, id: randomUUID(), bidSeq: vehicle.bidCount + index + 1 }));
  const numberOf = (bidderId: string) => (bidderId === callerId ? state.bidderNumber : state.leaderBidderNumber ?? state.bidderNumber);
  const bidDtos: BidDto[] = recorded.map((bid) =>
    toBidDto({ ...bid, vehicleId: vehicle.id, createdAt: now, bidderNumber: numberOf(bid.bidderId) }, callerId),
  );
  const isPurchase = evaluation.kind === 'purchase';
  const currentBid = isPurchase ? evaluation.amount : evaluation.newCurrentBid;
  const highBidderId = isPurchase ? callerId : evaluation.newHighBidderId;
  const newEndTime = evaluation.newEndTime;
  const maximum = isPurchase ? { kind: 'none' as const } : evaluation.maximum;
  const callerMaximum =
    maximum.kind === 'set' && maximum.bidderId === callerId ? maximum.amount : maximum.kind === 'remove' ? null : state.ownMaximum;
  const summary = calculateFeeSummary(currentBid);
  const result: PlaceBidResultDto = {
    bid: bidDtos.filter((bid) => bid.isMine).at(-1) ?? null,
    bids: bidDtos,
    vehicle: toVehicleDto(
      {
        ...vehicle,
        currentBid,
        bidCount: vehicle.bidCount + recorded.length,
        highBidderId,
        auctionEndTime: newEndTime,
        ...(isPurchase ? { status: 'sold' as const, closedAt: now } : {}),
      },
      command.bidder,
    ),
    isPurchase,
    isLeading: highBidderId === callerId,
    outbidByAutomatic: !isPurchase && evaluation.outbidByAutomatic,
    message: !isPurchase && evaluation.outbidByAutomatic ? translateMessage('bid.outbidByAutomatic', 'en') : null,
    maximum: callerMaximum,
    fee: summary.fee,
    total: summary.total,
  };
  const previousLeader = vehicle.bidCount > 0 ? vehicle.highBidderId : null;
  const displaced = previousLeader !== null && previousLeader !== highBidderId;
  const bidSeq = vehicle.bidCount + recorded.length;
  const leaderAlias = state.leaderBidderNumber === null ? null : toBidderAlias(state.leaderBidderNumber);
  // Everyone whose standing the decision changed is told it from what the decision already knows (no read).
  const callerBids = recorded.filter((bid) => bid.bidderId === callerId);
  const callerStanding: OwnStanding = {
    bidderAlias: callerBids.length > 0 || !state.isNewBidder ? toBidderAlias(state.bidderNumber) : null,
    // A leader who only moved their maximum holds the visible bid.
    highestBid: callerBids.at(-1)?.amount ?? (result.isLeading ? currentBid : null),
    isLeading: result.isLeading,
    maximum: callerMaximum,
    bidSeq,
  };
  const defenderBids = previousLeader !== null && previousLeader !== callerId ? recorded.filter((bid) => bid.bidderId === previousLeader) : [];
  return {
    evaluation,
    recorded,
    highBidderId,
    outcome: {
      result,
      isNew: true,
      previousHighBidderId: displaced ? previousLeader : null,
      previousHighBid: displaced ? vehicle.currentBid : null,
      previousMaximumExceeded: displaced && state.leaderMaximum !== null,
      previousEndTime: vehicle.auctionEndTime.toISOString(),
      transactionId: isPurchase ? randomUUID() : null,
      sellerId: vehicle.sellerId,
      reservePrice: vehicle.reservePrice,
      callerStanding,
      previousHighBidderStanding: displaced
        ? { bidderAlias: leaderAlias, highestBid: vehicle.currentBid, isLeading: false, maximum: state.leaderMaximum, bidSeq }
        : null,
      defendedLeader: defenderBids.length > 0 && previousLeader !== null
        ? {
            bidderId: previousLeader,
            standing: { bidderAlias: leaderAlias, highestBid: defenderBids.at(-1)!.amount, isLeading: highBidderId === previousLeader, maximum: state.leaderMaximum, bidSeq },
          }
        : null,
    },
  };
}

/** What a decision writes beside its bids: the request's idempotency record, the outbox message, the bid's footprint. */
export function buildDecisionRecords(
  command: PlaceBidCommand, result: PlaceBidResultDto, message: OutboxMessage | null, now: Date,
): { idempotency: IdempotencyWrite | null; outbox: { message: OutboxMessage; leaseUntil: Date } | null; footprint: FootprintWrite | null } {
  const bidId = result.bid?.id ?? null;
  return {
    idempotency: command.idempotencyKey
      ? {
          userId: command.bidder.id, key: command.idempotencyKey, requestAmount: command.amount ?? null,
          requestMaxAmount: command.maxAmount ?? null, bidId, response: result,
        }
      : null,
    outbox: message ? { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) } : null,
    footprint: command.client ? { userId: command.bidder.id, ip: command.client.ip, deviceId: command.client.deviceId, bidId } : null,
  };
}

/**
 * Counts a committed decision and sends its message. The answer does not wait for the broadcast:
 * the fact is committed, and what this delivery cannot send (Redis down, this process dying) the
 * outbox relay sends later.
 */
export function announceAccepted(ctx: AppContext, outcome: PlaceBidOutcome, message: OutboxMessage | null): void {
  const { result } = outcome;
  ctx.metrics.bids.inc({ result: 'accepted', reason: result.isPurchase ? 'buy-now' : result.bids.length === 0 ? 'maximum' : 'bid' });
  if (message) {
    const stopTimer = ctx.metrics.commitToEmitSeconds.startTimer();
    void ctx.outbox.deliver(message).then((delivered) => delivered && stopTimer());
  }
}

/**
 * Decides one request on its own read (see placeBid for what a decision guarantees), retrying on a
 * fresh read when another decision landed first.
 */
export async function decideBid(ctx: AppContext, command: PlaceBidCommand): Promise<PlaceBidOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await readBidContext(ctx.db, command.vehicleId, command.bidder.id, command.idempotencyKey ?? null);
    if (!state || state.vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
    if (state.idempotency) return replay(state.idempotency, command);

    const { vehicle } = state;
    // What was just read is a floor for every later bid on this node (the minimum only rises).
    ctx.bidFloors.raise(vehicle.id, getMinimumNextBid(toBidLevel(vehicle)));
    const now = ctx.clock.now();
    const evaluation = evaluateProxyOffer(
      { vehicle, leaderMaximum: state.leaderMaximum, callerMaximum: state.ownMaximum },
      { bidderId: command.bidder.id, amount: command.amount ?? null, maxAmount: command.maxAmount ?? null },
      now,
    );
    if (!evaluation.ok) {
      ctx.metrics.bids.inc({ result: 'rejected', reason: evaluation.reason });
      throw toRejectionError(evaluation);
    }

    const { outcome, recorded, highBidderId } = buildDecision(state, command, evaluation, now);
    const { result } = outcome;
    const message = buildBidOutboxMessage(command.bidder.id, outcome, now.toISOString());
    const callerBidsAnything = recorded.some((bid) => bid.bidderId === command.bidder.id);
    let applied: boolean;
    try {
      applied = await applyBidDecision(ctx.db, {
        vehicleId: vehicle.id,
        expectedBidCount: vehicle.bidCount,
        expectedMaximumVersion: vehicle.maximumVersion,
        expectedEndTime: vehicle.auctionEndTime,
        bids: recorded,
        currentBid: result.vehicle.currentBid,
        highBidderId,
        newEndTime: new Date(result.vehicle.auctionEndTime),
        now,
        newBidder: state.isNewBidder && callerBidsAnything ? { bidderId: command.bidder.id, bidderNumber: state.bidderNumber } : null,
        maximum: evaluation.kind === 'purchase' ? { kind: 'none' } : evaluation.maximum,
        purchase: outcome.transactionId ? { transactionId: outcome.transactionId, buyerId: command.bidder.id, fee: result.fee } : null,
        ...buildDecisionRecords(command, result, message, now),
      });
    } catch (error) {
      // The same key was just used by a concurrent request of this user: read again and replay.
      if (isIdempotencyKeyTaken(error) && command.idempotencyKey) continue;
      // Cut off during the write: committed or not, nobody here can tell.
      if (isPostgresUnavailableError(error)) throw new BidOutcomeUnknownError();
      throw error;
    }
    if (!applied) continue;

    // After a sale the next request must hear that the auction is over, not that its bid is too low.
    if (!result.isPurchase) ctx.bidFloors.raise(vehicle.id, result.vehicle.minimumNextBid);
    announceAccepted(ctx, outcome, message);
    return outcome;
  }
  throw new ConflictError('bid.busy');
}

/** Only the key's own uniqueness means "another request of this user"; any other clash is a bug to surface. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  type PgError = { code?: string; constraint?: string };
  const pg = ((error as { cause?: PgError })?.cause ?? error) as PgError;
  return pg?.code === '23505' && (pg.constraint ?? '').startsWith('bid_idempotency_keys');
}
