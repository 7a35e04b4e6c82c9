import type { AppContext } from '../../app-context';
import { commitBurst } from './bid-burst.committer';
import { refuseBelowFloor } from './bid-floor.refusal';
import type { PlaceBidCommand, PlaceBidOutcome, SettledBid } from './bid-pipeline.types';

export type { PlaceBidCommand, PlaceBidOutcome } from './bid-pipeline.types';

/**
 * Places a bid, a maximum (proxy bidding) or both — or a buy-now purchase. Every decision is the
 * shared rule `evaluateProxyOffer` on a state read without locks, written by one compare-and-set
 * statement that applies only if no other bid or maximum change landed in between (else decided
 * again on a fresh read): no two bids at one level, no lost accepted bid, the visible price always
 * the rule's answer. A maximum is written only to its owner's row and answer; a repeated
 * Idempotency-Key returns the first answer; what others are to be told is committed with the bids
 * (outbox) and sent after the commit.
 *
 * On this node a vehicle's requests queue (`BidFloors.enqueue`) and are decided a batch at a time:
 * a hand bid below the node's floor is refused before PostgreSQL, a run of hand bids is committed
 * as one burst (`commitBurst`), anything else as a burst of one.
 */
export function placeBid(ctx: AppContext, command: PlaceBidCommand): Promise<PlaceBidOutcome> {
  const queued = ctx.bidFloors.enqueue(command.vehicleId, command);
  if (queued.leads) void drainVehicle(ctx, command.vehicleId);
  return queued.outcome;
}

/** Decides a vehicle's queue a batch at a time until it is empty (the first request on an idle vehicle runs at once). */
async function drainVehicle(ctx: AppContext, vehicleId: string): Promise<void> {
  for (let batch = ctx.bidFloors.takeBatch(vehicleId); batch; batch = ctx.bidFloors.takeBatch(vehicleId)) {
    let results: SettledBid[];
    try {
      results = await decideQueued(ctx, batch.requests);
    } catch (reason) {
      results = batch.requests.map(() => ({ status: 'rejected', reason }));
    }
    batch.settle(results);
  }
}

/** Decides queued requests in arrival order: runs of hand bids together, anything else alone. */
async function decideQueued(ctx: AppContext, commands: PlaceBidCommand[]): Promise<SettledBid[]> {
  const settled: SettledBid[] = new Array(commands.length);
  let run: number[] = [];
  for (const [index, command] of commands.entries()) {
    if (!command.amount || command.maxAmount) {
      await commitInOrder(ctx, commands, run, settled, { recall: true });
      run = [];
      await commitInOrder(ctx, commands, [index], settled, { recall: false });
      continue;
    }
    // The floor is raised by every batch written before this one: most of a burst stops here.
    const early = await refuseEarly(ctx, command);
    if (early) settled[index] = early;
    else run.push(index);
  }
  await commitInOrder(ctx, commands, run, settled, { recall: true });
  return settled;
}

/**
 * Commits the requests at `indexes` as one burst, then each request it deferred alone, in order
 * (the floor first). A failure the pipeline does not map rejects only these requests.
 */
async function commitInOrder(
  ctx: AppContext,
  commands: PlaceBidCommand[],
  indexes: number[],
  settled: SettledBid[],
  options: { recall: boolean },
): Promise<void> {
  if (indexes.length === 0) return;
  let burst: Awaited<ReturnType<typeof commitBurst>>;
  try {
    burst = await commitBurst(
      ctx,
      indexes.map((index) => commands[index]!),
      options,
    );
  } catch (reason) {
    for (const index of indexes) settled[index] = { status: 'rejected', reason };
    return;
  }
  burst.settled.forEach((result, position) => {
    if (result) settled[indexes[position]!] = result;
  });
  for (const position of burst.deferred) {
    const index = indexes[position]!;
    const early = await refuseEarly(ctx, commands[index]!);
    if (early) settled[index] = early;
    else await commitInOrder(ctx, commands, [index], settled, { recall: false });
  }
}

/** The floor's answer (a refusal, or a replay of the key's first answer), or null to decide in full. */
async function refuseEarly(ctx: AppContext, command: PlaceBidCommand): Promise<SettledBid | null> {
  try {
    const replayed = await refuseBelowFloor(ctx, command);
    return replayed ? { status: 'fulfilled', value: replayed } : null;
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}
