import { type BidBatchContext, applyBidDecisions, readBidBatchContext } from '@autolicit/db';
import { getMinimumNextBid, toBidLevel } from '@autolicit/shared';
import { isPostgresUnavailableError } from '@autolicit/shared/process';
import type { AppContext } from '../../app-context';
import { BidOutcomeUnknownError, ConflictError, NotFoundError } from '../../platform/errors';
import { decideBurst } from './bid-burst.decider';
import type { AcceptedBid, BurstDecision, PlaceBidCommand, SettledBid } from './bid-pipeline.types';
import { isIdempotencyKeyTaken } from './bid-rejection.errors';

/** Each lost race means another decision landed, so this bounds only pathological contention. */
const MAX_ATTEMPTS = 50;
/** How long a state this node wrote may stand in for a read (see BidFloors.rememberState). */
const REMEMBERED_STATE_MS = 2_000;
/** At most this many bidders of a vehicle are carried from one remembered state to the next read. */
const REMEMBERED_BIDDERS = 64;

export interface CommittedBurst {
  /** Per request; undefined for a deferred one. */
  settled: (SettledBid | undefined)[];
  /** Requests to decide, in order, now that the burst is written (see decideBurst). */
  deferred: number[];
}

type WriteResult = 'applied' | 'lost' | 'key-taken' | 'unknown';

/**
 * Commits a burst of requests on one vehicle (one request is a burst of one): loads the state (the
 * one this node remembers writing, with `recall`, when it knows every bidder; otherwise one read),
 * decides (`decideBurst`), writes every acceptance with one compare-and-set statement, and on a lost
 * race (or a key a concurrent request of the same user took) decides again on a fresh read. Once
 * written, each accepted request is counted and its message delivered; the answer does not wait
 * for the broadcast (what this delivery cannot send, the outbox relay sends later).
 */
export async function commitBurst(
  ctx: AppContext,
  commands: PlaceBidCommand[],
  options: { recall: boolean },
): Promise<CommittedBurst> {
  const vehicleId = commands[0]!.vehicleId;
  // A request decided alone starts from a read, and what a burst remembered is stale once it writes.
  if (!options.recall) ctx.bidFloors.forgetState(vehicleId);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    // After a lost race only a fresh read will do.
    const context = await loadBurstContext(ctx, commands, options.recall && attempt === 0);
    if (!context || context.vehicle.status === 'cancelled') {
      return {
        settled: commands.map(() => ({ status: 'rejected', reason: new NotFoundError('vehicle.notFound') })),
        deferred: [],
      };
    }
    // What was just read is a floor for every later bid on this node (the minimum only rises).
    ctx.bidFloors.raise(vehicleId, getMinimumNextBid(toBidLevel(context.vehicle)));
    const decision = decideBurst(context, commands, ctx.clock.now());
    const written = decision.write ? await writeBurst(ctx, decision) : 'applied';
    if (written === 'lost' || written === 'key-taken') continue;
    for (const reason of decision.refusals) ctx.metrics.bids.inc({ result: 'rejected', reason });
    if (written === 'unknown') {
      // Cut off during the write: committed or not, nobody here can tell (replays and refusals stand).
      for (const { index } of decision.accepted)
        decision.settled[index] = { status: 'rejected', reason: new BidOutcomeUnknownError() };
    } else if (decision.write) {
      remember(ctx, vehicleId, decision, options.recall);
      for (const accepted of decision.accepted) decision.settled[accepted.index] = announce(ctx, accepted);
    }
    return { settled: decision.settled, deferred: decision.deferred };
  }
  return { settled: commands.map(() => ({ status: 'rejected', reason: new ConflictError('bid.busy') })), deferred: [] };
}

/** The state this node last wrote, if it knows every bidder of the burst; otherwise a fresh read. */
async function loadBurstContext(
  ctx: AppContext,
  commands: PlaceBidCommand[],
  mayRecall: boolean,
): Promise<BidBatchContext | null> {
  const vehicleId = commands[0]!.vehicleId;
  const remembered = mayRecall
    ? (ctx.bidFloors.recallState(vehicleId, REMEMBERED_STATE_MS) as BidBatchContext | undefined)
    : undefined;
  if (remembered && commands.every((command) => remembered.bidders.has(command.bidder.id))) return remembered;
  // The bidders this node saw lately are read along, so the next burst of the same crowd can skip its read.
  const alsoKnown = [...(remembered?.bidders.keys() ?? [])]
    .slice(-REMEMBERED_BIDDERS)
    .map((bidderId) => ({ bidderId, idempotencyKey: null }));
  return readBidBatchContext(ctx.db, vehicleId, [
    ...commands.map((command) => ({ bidderId: command.bidder.id, idempotencyKey: command.idempotencyKey ?? null })),
    ...alsoKnown,
  ]);
}

async function writeBurst(ctx: AppContext, decision: BurstDecision): Promise<WriteResult> {
  const write = decision.write!;
  try {
    if (await applyBidDecisions(ctx.db, write)) return 'applied';
    ctx.bidFloors.forgetState(write.vehicleId);
    return 'lost';
  } catch (error) {
    ctx.bidFloors.forgetState(write.vehicleId);
    // The same key was just used by a concurrent request of this user: read again and replay.
    if (isIdempotencyKeyTaken(error)) return 'key-taken';
    if (isPostgresUnavailableError(error)) return 'unknown';
    throw error;
  }
}

/** What the next burst may start from, and the floor the write raised. */
function remember(ctx: AppContext, vehicleId: string, decision: BurstDecision, recall: boolean): void {
  // After a sale the next request must hear that the auction is over, not that its bid is too low.
  if (decision.finalMinimum === null) {
    ctx.bidFloors.forgetState(vehicleId);
    return;
  }
  if (recall) ctx.bidFloors.rememberState(vehicleId, decision.after);
  ctx.bidFloors.raise(vehicleId, decision.finalMinimum);
}

/** Counts a committed decision and sends its message. */
function announce(ctx: AppContext, { outcome, message }: AcceptedBid): SettledBid {
  const { result } = outcome;
  ctx.metrics.bids.inc({
    result: 'accepted',
    reason: result.isPurchase ? 'buy-now' : result.bids.length === 0 ? 'maximum' : 'bid',
  });
  const stopTimer = ctx.metrics.commitToEmitSeconds.startTimer();
  void ctx.outbox.deliver(message).then((delivered) => delivered && stopTimer());
  return { status: 'fulfilled', value: outcome };
}
