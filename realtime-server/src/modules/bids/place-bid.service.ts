import type { AppContext } from '../../app-context';
import { type PlaceBidCommand, type PlaceBidOutcome, decideBid, refuseBelowFloor } from './bid-decision';
import { decideHandBidsTogether } from './decide-bid-burst';

export type { PlaceBidCommand, PlaceBidOutcome } from './bid-decision';

/**
 * Places a bid, a maximum (proxy bidding) or both — or a buy-now purchase — atomically, with
 * optimistic concurrency: the vehicle and its leader's maximum are read without locks, the shared
 * rule `evaluateProxyOffer` decides on that state, and the whole result (vehicle, the hand bid and
 * every automatic counter-bid it triggered, each with the next gap-free bid_seq, the end-time move,
 * the standing maximum, sale, idempotency record, outbox) is written by one statement that applies
 * only if no other bid or maximum change landed in between. A decision that lost the race is made
 * again on a fresh read: no two bids at one level, no lost accepted bid, the visible price always
 * the rule's answer. A maximum is written only to its owner's row and answer: watchers, the history
 * and the seller see bids, never maxima. A repeated Idempotency-Key returns the first answer and
 * never decides twice. What watchers, the outbid bidder and (for a purchase) buyer and seller are
 * to be told is committed with the bids (outbox) and sent after the commit.
 *
 * On this node, decisions on one vehicle run one batch at a time (`BidFloors.inBatch`): a request
 * that finds the vehicle idle is decided at once; those that queue meanwhile are decided together
 * when it is done — hand bids on one read, one after the other by the same rule in arrival order,
 * and written by one statement (each keeps its own answer, bids, idempotency record and outbox
 * message, exactly as if decided alone in that order). A hand bid below what the node already knows
 * is refused before PostgreSQL.
 */
export function placeBid(ctx: AppContext, command: PlaceBidCommand): Promise<PlaceBidOutcome> {
  return ctx.bidFloors.inBatch(command.vehicleId, command, (commands: PlaceBidCommand[]) => decideQueued(ctx, commands));
}

/** Decides a vehicle's queued requests in arrival order: runs of hand bids together, anything else alone. */
async function decideQueued(ctx: AppContext, commands: PlaceBidCommand[]): Promise<PromiseSettledResult<PlaceBidOutcome>[]> {
  const settled: PromiseSettledResult<PlaceBidOutcome>[] = new Array(commands.length);
  let run: number[] = [];
  const flushRun = async () => {
    if (run.length === 0) return;
    const indexes = run;
    run = [];
    const results = await decideHandBidsTogether(ctx, indexes.map((index) => commands[index]!));
    indexes.forEach((index, position) => (settled[index] = results[position]!));
  };
  for (const [index, command] of commands.entries()) {
    // The floor is raised by every batch written before this one: most of a burst stops here.
    const early = await settle(() => refuseBelowFloor(ctx, command));
    if (early.status === 'rejected') {
      settled[index] = early;
      continue;
    }
    if (early.value !== null) {
      settled[index] = { status: 'fulfilled', value: early.value };
      continue;
    }
    if (command.amount && !command.maxAmount) {
      run.push(index);
      continue;
    }
    await flushRun();
    settled[index] = await decideAlone(ctx, command);
  }
  await flushRun();
  return settled;
}

/** A decision on its own read; what a burst remembered of the vehicle is stale once it writes. */
function decideAlone(ctx: AppContext, command: PlaceBidCommand): Promise<PromiseSettledResult<PlaceBidOutcome>> {
  ctx.bidFloors.forgetState(command.vehicleId);
  return settle(() => decideBid(ctx, command));
}

async function settle<T>(work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  try {
    return { status: 'fulfilled', value: await work() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}
