import { randomUUID } from 'node:crypto';
import { type IdempotencyRecordRow, type UserWithProfile, applyBidIfUnchanged, readBidContext } from '@autolicit/db';
import { type BidEvaluation, type PlaceBidResultDto, evaluateBid, formatEuro } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { isPostgresUnavailableError } from '@autolicit/shared/process';
import {
  AuctionClosedError, BidOutcomeUnknownError, BidTooLowError, ConflictError, NotFoundError, OwnAuctionError, type AppError,
} from '../../lib/errors';
import { toVehicleDto } from '../vehicles/vehicle.mapper';
import { toBidDto } from './bid.mapper';
import { OUTBOX_WRITER_LEASE_MS } from '@autolicit/messaging';
import { buildBidOutboxMessage } from './bid-outcome.messages';

export interface PlaceBidCommand {
  vehicleId: string;
  bidder: UserWithProfile;
  amount: string;
  idempotencyKey?: string | undefined;
}

export interface PlaceBidOutcome {
  result: PlaceBidResultDto;
  /** False when an Idempotency-Key replayed an earlier answer: nothing new happened. */
  isNew: boolean;
  /** The bidder who held the high bid before this one and their bid, to be told they were outbid. */
  previousHighBidderId: string | null;
  previousHighBid: string | null;
  previousEndTime: string;
  transactionId: string | null;
  sellerId: string;
}

class IdempotencyMismatchError extends ConflictError {
  override readonly code = 'IDEMPOTENCY_MISMATCH';
  constructor() {
    super('bid.idempotencyMismatch', {}, 'Idempotency-Key');
  }
}

function toRejectionError(evaluation: Exclude<BidEvaluation, { ok: true }>): AppError {
  switch (evaluation.reason) {
    case 'own-auction':
      return new OwnAuctionError();
    case 'not-active':
      return new AuctionClosedError('bid.notActive');
    case 'ended':
      return new AuctionClosedError('bid.ended');
    case 'too-low':
      return new BidTooLowError(evaluation.minimumBid, formatEuro(evaluation.minimumBid));
  }
}

function replay(record: IdempotencyRecordRow, command: PlaceBidCommand): PlaceBidOutcome {
  if (record.vehicleId !== command.vehicleId || record.amount !== command.amount) throw new IdempotencyMismatchError();
  const result = record.response as PlaceBidResultDto;
  return {
    result, isNew: false, previousHighBidderId: null, previousHighBid: null, previousEndTime: result.vehicle.auctionEndTime,
    transactionId: null, sellerId: result.vehicle.sellerId,
  };
}

/** Each lost race means another bid was accepted, so this bounds only pathological contention. */
const MAX_ATTEMPTS = 50;

/**
 * Places a bid (or a buy-now purchase) atomically, with optimistic concurrency: the vehicle is
 * read without locks, the shared rule `evaluateBid` decides on that state, and the whole result
 * (vehicle, bid with the next gap-free bid_seq, sale, idempotency record) is written by one
 * statement that applies only if no other bid landed in between. A bid that lost the race decides
 * again on a fresh read, where it usually is too low: two bids at the same level can never both
 * be accepted and no accepted bid is lost. A repeated Idempotency-Key returns the first answer and
 * never makes a second bid. What watchers, the outbid bidder and (for a purchase) buyer and seller
 * are to be told is committed with the bid (outbox) and sent after the commit without delaying
 * the answer: every accepted bid reaches its watchers at least once, even if this process dies.
 */
export async function placeBid(ctx: AppContext, command: PlaceBidCommand): Promise<PlaceBidOutcome> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await readBidContext(ctx.db, command.vehicleId, command.bidder.id, command.idempotencyKey ?? null);
    if (!state || state.vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
    if (state.idempotency) return replay(state.idempotency, command);

    const { vehicle } = state;
    const now = ctx.clock.now();
    const evaluation = evaluateBid(vehicle, command.bidder.id, command.amount, now);
    if (!evaluation.ok) {
      ctx.metrics.bids.inc({ result: 'rejected', reason: evaluation.reason });
      throw toRejectionError(evaluation);
    }

    const bidId = randomUUID();
    const transactionId = evaluation.isPurchase ? randomUUID() : null;
    const result: PlaceBidResultDto = {
      bid: toBidDto(
        { id: bidId, vehicleId: vehicle.id, bidderId: command.bidder.id, amount: evaluation.amount, bidSeq: evaluation.newBidCount, createdAt: now, bidderNumber: state.bidderNumber },
        command.bidder.id,
      ),
      vehicle: toVehicleDto(
        {
          ...vehicle,
          currentBid: evaluation.newCurrentBid,
          bidCount: evaluation.newBidCount,
          highBidderId: command.bidder.id,
          auctionEndTime: evaluation.newEndTime,
          ...(evaluation.isPurchase ? { status: 'sold' as const, closedAt: now } : {}),
        },
        command.bidder,
      ),
      isPurchase: evaluation.isPurchase,
      fee: evaluation.fee,
      total: evaluation.total,
    };
    const outbid = vehicle.bidCount > 0 && vehicle.highBidderId !== command.bidder.id;
    const outcome: PlaceBidOutcome = {
      result,
      isNew: true,
      previousHighBidderId: outbid ? vehicle.highBidderId : null,
      previousHighBid: outbid ? vehicle.currentBid : null,
      previousEndTime: vehicle.auctionEndTime.toISOString(),
      transactionId,
      sellerId: vehicle.sellerId,
    };
    const message = buildBidOutboxMessage(command.bidder.id, outcome, now.toISOString());
    let applied: boolean;
    try {
      applied = await applyBidIfUnchanged(ctx.db, {
        vehicleId: vehicle.id,
        expectedBidCount: vehicle.bidCount,
        bidId,
        bidderId: command.bidder.id,
        amount: evaluation.amount,
        newBidCount: evaluation.newBidCount,
        newBidderNumber: state.isNewBidder ? state.bidderNumber : null,
        newEndTime: evaluation.newEndTime,
        now,
        purchase: transactionId ? { transactionId, fee: evaluation.fee } : null,
        idempotency: command.idempotencyKey ? { key: command.idempotencyKey, requestAmount: command.amount, response: result } : null,
        outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
      });
    } catch (error) {
      // The same key was just used by a concurrent request of this user: read again and replay.
      if (isUniqueViolation(error) && command.idempotencyKey) continue;
      // Cut off during the write: committed or not, nobody here can tell.
      if (isPostgresUnavailableError(error)) throw new BidOutcomeUnknownError();
      throw error;
    }
    if (!applied) continue;

    ctx.metrics.bids.inc({ result: 'accepted', reason: result.isPurchase ? 'buy-now' : 'bid' });
    // The answer does not wait for the broadcast: the fact is committed, and what this delivery
    // cannot send (Redis down, this process dying) the outbox relay sends later.
    const stopTimer = ctx.metrics.commitToEmitSeconds.startTimer();
    void ctx.outbox.deliver(message).then((delivered) => delivered && stopTimer());
    return outcome;
  }
  throw new ConflictError('bid.busy');
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
