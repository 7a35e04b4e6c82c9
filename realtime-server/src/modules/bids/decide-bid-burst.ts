import {
  type BidBatchContext, type BidBatchWrite, type BidContext, type FootprintWrite, type IdempotencyWrite, type MaximumWrite, type OutboxMessage, type VehicleWithImages,
  applyBidDecisions, readBidBatchContext,
} from '@autolicit/db';
import { evaluateProxyOffer, getMinimumNextBid, toBidLevel } from '@autolicit/shared';
import { isPostgresUnavailableError } from '@autolicit/shared/process';
import type { AppContext } from '../../app-context';
import { BidOutcomeUnknownError, ConflictError, NotFoundError } from '../../platform/errors';
import { buildBidOutboxMessage } from './bid-outcome.messages';
import {
  type PlaceBidCommand, type PlaceBidOutcome, MAX_ATTEMPTS, announceAccepted, buildDecision, buildDecisionRecords, decideBid, isIdempotencyKeyTaken,
  refuseBelowFloor, replay, toRejectionError,
} from './bid-decision';

type Settled = PromiseSettledResult<PlaceBidOutcome>;

const fulfilled = (value: PlaceBidOutcome): Settled => ({ status: 'fulfilled', value });
const rejected = (reason: unknown): Settled => ({ status: 'rejected', reason });

/** A burst decided on one read, ready to be written by one statement. */
interface Burst {
  settled: (Settled | undefined)[];
  /** Requests to decide alone once the burst is written (a purchase, a key used twice in the burst). */
  deferred: number[];
  /** Per accepted request: its answer and what announces it. */
  accepted: { index: number; outcome: PlaceBidOutcome; message: OutboxMessage | null }[];
  write: BidBatchWrite | null;
  finalMinimum: string;
  /** The vehicle and its bidders as the write leaves them (what the next burst may start from). */
  after: BidBatchContext;
}

/** How long a state this node wrote may stand in for a read (see BidFloors.rememberState). */
const REMEMBERED_STATE_MS = 2_000;
/** At most this many bidders of a vehicle are carried from one remembered state to the next read. */
const REMEMBERED_BIDDERS = 64;

/** The state this node last wrote, if it knows every bidder of the burst; otherwise a fresh read. */
async function loadBurstContext(ctx: AppContext, commands: PlaceBidCommand[], mayRecall: boolean): Promise<BidBatchContext | null> {
  const vehicleId = commands[0]!.vehicleId;
  const remembered = mayRecall ? (ctx.bidFloors.recallState(vehicleId, REMEMBERED_STATE_MS) as BidBatchContext | undefined) : undefined;
  if (remembered && commands.every((command) => remembered.bidders.has(command.bidder.id))) return remembered;
  // The bidders this node saw lately are read along, so the next burst of the same crowd can skip its read.
  const alsoKnown = [...(remembered?.bidders.keys() ?? [])].slice(-REMEMBERED_BIDDERS).map((bidderId) => ({ bidderId, idempotencyKey: null }));
  return readBidBatchContext(
    ctx.db, vehicleId, [...commands.map((command) => ({ bidderId: command.bidder.id, idempotencyKey: command.idempotencyKey ?? null })), ...alsoKnown],
  );
}

/**
 * Decides hand bids (no maximum) queued on one vehicle together — one or several: one read (none
 * when this node wrote the vehicle's state in the last seconds and knows every bidder: the write's
 * compare-and-set then checks that nothing changed meanwhile), then each bid in
 * arrival order by the same rule (`evaluateProxyOffer`) on the state the ones before it left, then
 * one compare-and-set write of all that were accepted. Every request gets the answer it would have
 * had decided alone in that order — its own bid, the leader's automatic counter-bids, its
 * idempotency record and outbox message (so a bidder outbid within the burst is told); a refusal
 * refuses only that request. If another node wrote first, the whole burst is decided again on a
 * fresh read. A purchase (a bid reaching buy-now) and a key repeated within the burst are decided
 * alone after the write; if a key turns out to be taken by a concurrent request, every request of
 * the burst is decided alone (each then replays or decides).
 */
export async function decideHandBidsTogether(ctx: AppContext, commands: PlaceBidCommand[]): Promise<Settled[]> {
  const vehicleId = commands[0]!.vehicleId;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    // After a lost race (or on a key used before) only a fresh read will do.
    const context = await loadBurstContext(ctx, commands, attempt === 0);
    if (!context || context.vehicle.status === 'cancelled') return commands.map(() => rejected(new NotFoundError('vehicle.notFound')));
    ctx.bidFloors.raise(vehicleId, getMinimumNextBid(toBidLevel(context.vehicle)));

    const burst = decideOnOneRead(ctx, commands, context);
    if (burst.write) {
      let applied: boolean;
      try {
        applied = await applyBidDecisions(ctx.db, burst.write);
      } catch (error) {
        ctx.bidFloors.forgetState(vehicleId);
        if (isIdempotencyKeyTaken(error)) return decideEachAlone(ctx, commands);
        if (isPostgresUnavailableError(error)) {
          // Cut off during the write: committed or not, nobody here can tell (replays and refusals stand).
          for (const { index } of burst.accepted) burst.settled[index] = rejected(new BidOutcomeUnknownError());
          return finish(ctx, commands, burst);
        }
        throw error;
      }
      if (!applied) {
        ctx.bidFloors.forgetState(vehicleId);
        continue;
      }
      ctx.bidFloors.rememberState(vehicleId, burst.after);
      for (const { index, outcome, message } of burst.accepted) {
        burst.settled[index] = fulfilled(outcome);
        announceAccepted(ctx, outcome, message);
      }
      ctx.bidFloors.raise(vehicleId, burst.finalMinimum);
    }
    return finish(ctx, commands, burst);
  }
  return commands.map(() => rejected(new ConflictError('bid.busy')));
}

async function finish(ctx: AppContext, commands: PlaceBidCommand[], burst: Burst): Promise<Settled[]> {
  // A decision alone writes without telling the remembered state.
  if (burst.deferred.length > 0) ctx.bidFloors.forgetState(commands[0]!.vehicleId);
  for (const index of burst.deferred) burst.settled[index] = await settleAlone(ctx, commands[index]!);
  return burst.settled.map((result) => result ?? rejected(new Error('a bid of the burst was left undecided')));
}

async function decideEachAlone(ctx: AppContext, commands: PlaceBidCommand[]): Promise<Settled[]> {
  ctx.bidFloors.forgetState(commands[0]!.vehicleId);
  const results: Settled[] = [];
  for (const command of commands) results.push(await settleAlone(ctx, command));
  return results;
}

/** As placeBid decides a request alone: the floor first, then the full decision. */
async function settleAlone(ctx: AppContext, command: PlaceBidCommand): Promise<Settled> {
  try {
    return fulfilled((await refuseBelowFloor(ctx, command)) ?? (await decideBid(ctx, command)));
  } catch (error) {
    return rejected(error);
  }
}

/** The rule applied to each request in turn, on the state the ones before it left (in memory). */
function decideOnOneRead(ctx: AppContext, commands: PlaceBidCommand[], context: BidBatchContext): Burst {
  const now = ctx.clock.now();
  const burst: Burst = { settled: new Array(commands.length), deferred: [], accepted: [], write: null, finalMinimum: '0', after: context };
  let vehicle: VehicleWithImages = context.vehicle;
  let bidderCount = context.bidderCount;
  const numbers = new Map<string, number | null>();
  const maxima = new Map<string, string | null>();
  for (const [bidderId, bidder] of context.bidders) {
    numbers.set(bidderId, bidder.bidderNumber);
    maxima.set(bidderId, bidder.ownMaximum);
  }
  if (vehicle.highBidderId) {
    numbers.set(vehicle.highBidderId, context.leaderBidderNumber);
    maxima.set(vehicle.highBidderId, context.leaderMaximum);
  }
  const keysSeen = new Set<string>();
  const bids: BidBatchWrite['bids'] = [];
  const newBidders: BidBatchWrite['newBidders'] = [];
  const finalMaxima = new Map<string, Exclude<MaximumWrite, { kind: 'none' }>>();
  const idempotency: IdempotencyWrite[] = [];
  const outbox: BidBatchWrite['outbox'] = [];
  const footprints: FootprintWrite[] = [];

  for (const [index, command] of commands.entries()) {
    const callerId = command.bidder.id;
    if (command.idempotencyKey) {
      const key = `${callerId} ${command.idempotencyKey}`;
      const stored = context.idempotency.get(key);
      if (stored) {
        try {
          burst.settled[index] = fulfilled(replay(stored, command));
        } catch (error) {
          burst.settled[index] = rejected(error);
        }
        continue;
      }
      // The same key twice in one burst: the second is decided after the first is written (it then replays).
      if (keysSeen.has(key)) {
        burst.deferred.push(index);
        continue;
      }
      keysSeen.add(key);
    }
    const leaderId = vehicle.highBidderId;
    const leaderMaximum = leaderId ? (maxima.get(leaderId) ?? null) : null;
    const ownMaximum = maxima.get(callerId) ?? null;
    const evaluation = evaluateProxyOffer(
      { vehicle, leaderMaximum, callerMaximum: ownMaximum }, { bidderId: callerId, amount: command.amount ?? null, maxAmount: null }, now,
    );
    if (!evaluation.ok) {
      ctx.metrics.bids.inc({ result: 'rejected', reason: evaluation.reason });
      burst.settled[index] = rejected(toRejectionError(evaluation));
      continue;
    }
    if (evaluation.kind === 'purchase') {
      // A sale ends the auction: it and everything after it are decided alone, after this write.
      for (let rest = index; rest < commands.length; rest += 1) if (!burst.settled[rest]) burst.deferred.push(rest);
      break;
    }
    const existingNumber = numbers.get(callerId) ?? null;
    const state: BidContext = {
      vehicle,
      bidderNumber: existingNumber ?? bidderCount + 1,
      isNewBidder: existingNumber === null,
      idempotency: null,
      leaderMaximum,
      leaderBidderNumber: leaderId ? (numbers.get(leaderId) ?? null) : null,
      ownMaximum,
    };
    const { outcome, recorded, highBidderId } = buildDecision(state, command, evaluation, now);
    const { result } = outcome;
    const message = recorded.length > 0 ? buildBidOutboxMessage(callerId, outcome, now.toISOString()) : null;

    bids.push(...recorded);
    if (state.isNewBidder && recorded.some((bid) => bid.bidderId === callerId)) {
      newBidders.push({ bidderId: callerId, bidderNumber: state.bidderNumber });
      numbers.set(callerId, state.bidderNumber);
      bidderCount += 1;
    }
    if (evaluation.maximum.kind !== 'none') {
      finalMaxima.set(evaluation.maximum.bidderId, evaluation.maximum);
      maxima.set(evaluation.maximum.bidderId, evaluation.maximum.kind === 'set' ? evaluation.maximum.amount : null);
    }
    const records = buildDecisionRecords(command, result, message, now);
    if (records.idempotency) idempotency.push(records.idempotency);
    if (records.outbox) outbox.push(records.outbox);
    if (records.footprint) footprints.push(records.footprint);
    burst.accepted.push({ index, outcome, message });
    vehicle = {
      ...vehicle,
      currentBid: result.vehicle.currentBid,
      bidCount: vehicle.bidCount + recorded.length,
      highBidderId,
      auctionEndTime: new Date(result.vehicle.auctionEndTime),
    };
    burst.finalMinimum = result.vehicle.minimumNextBid;
  }

  if (burst.accepted.length > 0) {
    const bidders = new Map(context.bidders);
    for (const bidderId of new Set([...numbers.keys(), ...maxima.keys()])) {
      bidders.set(bidderId, { bidderNumber: numbers.get(bidderId) ?? null, ownMaximum: maxima.get(bidderId) ?? null });
    }
    burst.after = {
      vehicle: { ...vehicle, maximumVersion: vehicle.maximumVersion + (finalMaxima.size > 0 ? 1 : 0) },
      bidderCount,
      leaderMaximum: vehicle.highBidderId ? (maxima.get(vehicle.highBidderId) ?? null) : null,
      leaderBidderNumber: vehicle.highBidderId ? (numbers.get(vehicle.highBidderId) ?? null) : null,
      bidders,
      // Keys are not remembered: one used before makes the write fail on its unique index, and then each request replays.
      idempotency: new Map(),
    };
    burst.write = {
      vehicleId: vehicle.id,
      expectedBidCount: context.vehicle.bidCount,
      expectedMaximumVersion: context.vehicle.maximumVersion,
      expectedEndTime: context.vehicle.auctionEndTime,
      bids,
      currentBid: vehicle.currentBid,
      highBidderId: vehicle.highBidderId,
      newEndTime: vehicle.auctionEndTime,
      now,
      newBidders,
      maxima: [...finalMaxima.values()],
      purchase: null,
      idempotency,
      outbox,
      footprints,
    };
  }
  return burst;
}
