import { randomUUID } from 'node:crypto';
import type { BidContext, IdempotencyRecordRow, RecordedBid } from '@autolicit/db';
import {
  type BidDto,
  type OwnStanding,
  type PlaceBidResultDto,
  type ProxyEvaluation,
  calculateFeeSummary,
  isReserveMet,
  toBidderAlias,
  translateMessage,
} from '@autolicit/shared';
import { toVehicleDto } from '../vehicles/vehicle.mapper';
import { toBidDto } from '../vehicles/vehicle-bid.mapper';
import type { PlaceBidCommand, PlaceBidOutcome } from './bid-pipeline.types';
import { IdempotencyMismatchError } from './bid-rejection.errors';

export type AcceptedEvaluation = Exclude<ProxyEvaluation, { ok: false }>;

/** An accepted request: the bids it records, who leads after it, and its answer. */
export interface BidOutcomeDraft {
  outcome: PlaceBidOutcome;
  highBidderId: string | null;
  recorded: RecordedBid[];
}

/** The first answer given under an Idempotency-Key, if this request is the one it was given to. */
export function replayOutcome(record: IdempotencyRecordRow, command: PlaceBidCommand): PlaceBidOutcome {
  const sameRequest =
    record.vehicleId === command.vehicleId &&
    record.amount === (command.amount ?? null) &&
    record.maxAmount === (command.maxAmount ?? null);
  if (!sameRequest) throw new IdempotencyMismatchError();
  const result = record.response as PlaceBidResultDto;
  return {
    result,
    isNew: false,
    previousHighBidderId: null,
    previousHighBid: null,
    previousMaximumExceeded: false,
    previousEndTime: result.vehicle.auctionEndTime,
    transactionId: null,
    sellerId: result.vehicle.sellerId,
    reservePrice: null,
    previousReserveMet: false,
    callerStanding: null,
    previousHighBidderStanding: null,
    defendedLeader: null,
  };
}

/**
 * Turns an accepted evaluation into the rows to write and the answer to give. Automatic bids are
 * the leader's, so they carry the leader's public number; the caller's number is theirs.
 */
export function buildBidOutcome(
  state: BidContext,
  command: PlaceBidCommand,
  evaluation: AcceptedEvaluation,
  now: Date,
): BidOutcomeDraft {
  const { vehicle } = state;
  const callerId = command.bidder.id;
  const isPurchase = evaluation.kind === 'purchase';
  const planned = isPurchase
    ? [{ bidderId: callerId, amount: evaluation.amount, isAutomatic: false }]
    : evaluation.bids;
  const recorded: RecordedBid[] = planned.map((bid, index) => ({
    ...bid,
    id: randomUUID(),
    bidSeq: vehicle.bidCount + index + 1,
  }));
  const highBidderId = isPurchase ? callerId : evaluation.newHighBidderId;
  const result = buildResult(state, command, evaluation, recorded, now);
  const previousLeader = vehicle.bidCount > 0 ? vehicle.highBidderId : null;
  const displaced = previousLeader !== null && previousLeader !== highBidderId;
  const currentBid = isPurchase ? evaluation.amount : evaluation.newCurrentBid;
  const standings = buildStandings(
    state,
    { callerId, highBidderId, currentBid, isLeading: result.isLeading, maximum: result.maximum },
    recorded,
  );
  return {
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
      previousReserveMet: isReserveMet(vehicle),
      callerStanding: standings.caller,
      previousHighBidderStanding: displaced ? standings.displaced : null,
      defendedLeader: standings.defended,
    },
  };
}

/** The caller's answer: their bids and the counter-bids, the vehicle as the decision leaves it, fee and maximum. */
function buildResult(
  state: BidContext,
  command: PlaceBidCommand,
  evaluation: AcceptedEvaluation,
  recorded: RecordedBid[],
  now: Date,
): PlaceBidResultDto {
  const { vehicle } = state;
  const callerId = command.bidder.id;
  const numberOf = (bidderId: string) =>
    bidderId === callerId ? state.bidderNumber : (state.leaderBidderNumber ?? state.bidderNumber);
  const bidDtos: BidDto[] = recorded.map((bid) =>
    toBidDto({ ...bid, vehicleId: vehicle.id, createdAt: now, bidderNumber: numberOf(bid.bidderId) }, callerId),
  );
  const isPurchase = evaluation.kind === 'purchase';
  const currentBid = isPurchase ? evaluation.amount : evaluation.newCurrentBid;
  const highBidderId = isPurchase ? callerId : evaluation.newHighBidderId;
  const maximum = isPurchase ? { kind: 'none' as const } : evaluation.maximum;
  const callerMaximum =
    maximum.kind === 'set' && maximum.bidderId === callerId
      ? maximum.amount
      : maximum.kind === 'remove'
        ? null
        : state.ownMaximum;
  const summary = calculateFeeSummary(currentBid);
  const outbidByAutomatic = !isPurchase && evaluation.outbidByAutomatic;
  return {
    bid: bidDtos.filter((bid) => bid.isMine).at(-1) ?? null,
    bids: bidDtos,
    vehicle: toVehicleDto(
      {
        ...vehicle,
        currentBid,
        bidCount: vehicle.bidCount + recorded.length,
        highBidderId,
        auctionEndTime: evaluation.newEndTime,
        ...(isPurchase ? { status: 'sold' as const, closedAt: now } : {}),
      },
      command.bidder,
    ),
    isPurchase,
    isLeading: highBidderId === callerId,
    outbidByAutomatic,
    message: outbidByAutomatic ? translateMessage('bid.outbidByAutomatic', 'en') : null,
    maximum: callerMaximum,
    fee: summary.fee,
    total: summary.total,
  };
}

/** Everyone whose standing the decision changed is told it from what the decision already knows (no read). */
function buildStandings(
  state: BidContext,
  after: {
    callerId: string;
    highBidderId: string | null;
    currentBid: string;
    isLeading: boolean;
    maximum: string | null;
  },
  recorded: RecordedBid[],
) {
  const { vehicle } = state;
  const { callerId } = after;
  const previousLeader = vehicle.bidCount > 0 ? vehicle.highBidderId : null;
  const bidSeq = vehicle.bidCount + recorded.length;
  const leaderAlias = state.leaderBidderNumber === null ? null : toBidderAlias(state.leaderBidderNumber);
  const callerBids = recorded.filter((bid) => bid.bidderId === callerId);
  const caller: OwnStanding = {
    bidderAlias: callerBids.length > 0 || !state.isNewBidder ? toBidderAlias(state.bidderNumber) : null,
    // A leader who only moved their maximum holds the visible bid.
    highestBid: callerBids.at(-1)?.amount ?? (after.isLeading ? after.currentBid : null),
    isLeading: after.isLeading,
    maximum: after.maximum,
    bidSeq,
  };
  const displaced: OwnStanding = {
    bidderAlias: leaderAlias,
    highestBid: vehicle.currentBid,
    isLeading: false,
    maximum: state.leaderMaximum,
    bidSeq,
  };
  const defenderBids =
    previousLeader !== null && previousLeader !== callerId
      ? recorded.filter((bid) => bid.bidderId === previousLeader)
      : [];
  const defended =
    defenderBids.length > 0 && previousLeader !== null
      ? {
          bidderId: previousLeader,
          standing: {
            bidderAlias: leaderAlias,
            highestBid: defenderBids.at(-1)!.amount,
            isLeading: after.highBidderId === previousLeader,
            maximum: state.leaderMaximum,
            bidSeq,
          },
        }
      : null;
  return { caller, displaced, defended };
}
