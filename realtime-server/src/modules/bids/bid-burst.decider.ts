import type {
  BidBatchContext,
  BidBatchWrite,
  BidContext,
  FootprintWrite,
  IdempotencyWrite,
  MaximumWrite,
  OutboxMessage,
  VehicleWithImages,
} from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS } from '@autolicit/messaging';
import { evaluateProxyOffer } from '@autolicit/shared';
import { type AcceptedEvaluation, buildBidOutcome, replayOutcome } from './bid-outcome.builder';
import { buildBidOutboxMessage } from './bid-outcome.messages';
import type { BurstDecision, PlaceBidCommand, PlaceBidOutcome, SettledBid } from './bid-pipeline.types';
import { toRejectionError } from './bid-rejection.errors';

/** The vehicle and its bidders as the decisions so far leave them, and what the write gathers. */
interface Ledger {
  vehicle: VehicleWithImages;
  bidderCount: number;
  numbers: Map<string, number | null>;
  maxima: Map<string, string | null>;
  finalMaxima: Map<string, Exclude<MaximumWrite, { kind: 'none' }>>;
  pushReachable: ReadonlySet<string>;
  write: Pick<BidBatchWrite, 'bids' | 'newBidders' | 'idempotency' | 'outbox' | 'footprints'> & {
    purchase: BidBatchWrite['purchase'];
  };
}

/**
 * Decides a burst of requests on one vehicle on one loaded state, without I/O: each request in
 * arrival order by the shared rule (`evaluateProxyOffer`) on the state the ones before it left.
 * Every request gets the answer it would have had decided alone in that order — its own bids, the
 * leader's automatic counter-bids, its idempotency record and outbox message; a refusal refuses
 * only that request. A stored key replays its first answer. A purchase ends the auction: it is
 * decided here only as the burst's first accepted request, and what follows it is deferred; a key
 * repeated within the burst is deferred too (after the write it replays).
 */
export function decideBurst(context: BidBatchContext, commands: PlaceBidCommand[], now: Date): BurstDecision {
  const decision: BurstDecision = {
    settled: new Array(commands.length),
    refusals: [],
    accepted: [],
    deferred: [],
    write: null,
    after: context,
    finalMinimum: null,
  };
  const ledger = openLedger(context);
  const keysSeen = new Set<string>();
  for (const [index, command] of commands.entries()) {
    const key = command.idempotencyKey ? `${command.bidder.id} ${command.idempotencyKey}` : null;
    const stored = key ? context.idempotency.get(key) : undefined;
    if (stored) {
      decision.settled[index] = settle(() => replayOutcome(stored, command));
      continue;
    }
    if (key && keysSeen.has(key)) {
      decision.deferred.push(index);
      continue;
    }
    if (key) keysSeen.add(key);
    const state = stateOf(ledger, command.bidder.id);
    const evaluation = evaluateProxyOffer(
      { vehicle: state.vehicle, leaderMaximum: state.leaderMaximum, callerMaximum: state.ownMaximum },
      { bidderId: command.bidder.id, amount: command.amount ?? null, maxAmount: command.maxAmount ?? null },
      now,
    );
    if (!evaluation.ok) {
      decision.refusals.push(evaluation.reason);
      decision.settled[index] = { status: 'rejected', reason: toRejectionError(evaluation) };
      continue;
    }
    if (evaluation.kind === 'purchase') {
      // A sale is written alone and ends the auction: what follows it is decided once it is written.
      const saleNow = decision.accepted.length === 0;
      if (saleNow) decision.accepted.push({ index, ...accept(ledger, state, command, evaluation, now) });
      for (let rest = saleNow ? index + 1 : index; rest < commands.length; rest += 1) decision.deferred.push(rest);
      break;
    }
    decision.accepted.push({ index, ...accept(ledger, state, command, evaluation, now) });
  }
  if (decision.accepted.length > 0) closeLedger(decision, ledger, context, now);
  return decision;
}

function settle(decide: () => PlaceBidOutcome): SettledBid {
  try {
    return { status: 'fulfilled', value: decide() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}

function openLedger(context: BidBatchContext): Ledger {
  const numbers = new Map<string, number | null>();
  const maxima = new Map<string, string | null>();
  for (const [bidderId, bidder] of context.bidders) {
    numbers.set(bidderId, bidder.bidderNumber);
    maxima.set(bidderId, bidder.ownMaximum);
  }
  if (context.vehicle.highBidderId) {
    numbers.set(context.vehicle.highBidderId, context.leaderBidderNumber);
    maxima.set(context.vehicle.highBidderId, context.leaderMaximum);
  }
  return {
    vehicle: context.vehicle,
    bidderCount: context.bidderCount,
    numbers,
    maxima,
    finalMaxima: new Map(),
    pushReachable: context.pushReachable,
    write: { bids: [], newBidders: [], idempotency: [], outbox: [], footprints: [], purchase: null },
  };
}

/** One bidder's view of the ledger, as a single decision reads it. */
function stateOf(ledger: Ledger, bidderId: string): BidContext {
  const leaderId = ledger.vehicle.highBidderId;
  const existingNumber = ledger.numbers.get(bidderId) ?? null;
  return {
    vehicle: ledger.vehicle,
    bidderNumber: existingNumber ?? ledger.bidderCount + 1,
    isNewBidder: existingNumber === null,
    idempotency: null,
    leaderMaximum: leaderId ? (ledger.maxima.get(leaderId) ?? null) : null,
    leaderBidderNumber: leaderId ? (ledger.numbers.get(leaderId) ?? null) : null,
    ownMaximum: ledger.maxima.get(bidderId) ?? null,
  };
}

/** Records an accepted request in the ledger: its bids, number, maximum, side records, and the vehicle after it. */
function accept(
  ledger: Ledger,
  state: BidContext,
  command: PlaceBidCommand,
  evaluation: AcceptedEvaluation,
  now: Date,
) {
  const callerId = command.bidder.id;
  const { outcome, recorded, highBidderId } = buildBidOutcome(state, command, evaluation, now);
  const { result } = outcome;
  const message = buildBidOutboxMessage(callerId, outcome, now.toISOString(), ledger.pushReachable);
  ledger.write.bids.push(...recorded);
  if (state.isNewBidder && recorded.some((bid) => bid.bidderId === callerId)) {
    ledger.write.newBidders.push({ bidderId: callerId, bidderNumber: state.bidderNumber });
    ledger.numbers.set(callerId, state.bidderNumber);
    ledger.bidderCount += 1;
  }
  const maximum = evaluation.kind === 'purchase' ? ({ kind: 'none' } as const) : evaluation.maximum;
  if (maximum.kind !== 'none') {
    ledger.finalMaxima.set(maximum.bidderId, maximum);
    ledger.maxima.set(maximum.bidderId, maximum.kind === 'set' ? maximum.amount : null);
  }
  if (outcome.transactionId)
    ledger.write.purchase = { transactionId: outcome.transactionId, buyerId: callerId, fee: result.fee };
  addSideRecords(ledger, command, result.bid?.id ?? null, { response: result, message, now });
  ledger.vehicle = {
    ...ledger.vehicle,
    currentBid: result.vehicle.currentBid,
    bidCount: ledger.vehicle.bidCount + recorded.length,
    highBidderId,
    auctionEndTime: new Date(result.vehicle.auctionEndTime),
  };
  return { outcome, message };
}

/** What a decision writes beside its bids: the request's idempotency record, the outbox message, the bid's footprint. */
function addSideRecords(
  ledger: Ledger,
  command: PlaceBidCommand,
  bidId: string | null,
  side: { response: unknown; message: OutboxMessage; now: Date },
): void {
  const userId = command.bidder.id;
  if (command.idempotencyKey) {
    const record: IdempotencyWrite = {
      userId,
      key: command.idempotencyKey,
      requestAmount: command.amount ?? null,
      requestMaxAmount: command.maxAmount ?? null,
      bidId,
      response: side.response,
    };
    ledger.write.idempotency.push(record);
  }
  ledger.write.outbox.push({
    message: side.message,
    leaseUntil: new Date(side.now.getTime() + OUTBOX_WRITER_LEASE_MS),
  });
  if (command.client) {
    const footprint: FootprintWrite = { userId, ip: command.client.ip, deviceId: command.client.deviceId, bidId };
    ledger.write.footprints.push(footprint);
  }
}

/** The one write of the burst (a compare-and-set on the state it was decided on) and the state it leaves. */
function closeLedger(decision: BurstDecision, ledger: Ledger, context: BidBatchContext, now: Date): void {
  const { vehicle, numbers, maxima } = ledger;
  const bidders = new Map(context.bidders);
  for (const bidderId of new Set([...numbers.keys(), ...maxima.keys()])) {
    bidders.set(bidderId, { bidderNumber: numbers.get(bidderId) ?? null, ownMaximum: maxima.get(bidderId) ?? null });
  }
  decision.after = {
    vehicle: { ...vehicle, maximumVersion: vehicle.maximumVersion + (ledger.finalMaxima.size > 0 ? 1 : 0) },
    bidderCount: ledger.bidderCount,
    leaderMaximum: vehicle.highBidderId ? (maxima.get(vehicle.highBidderId) ?? null) : null,
    leaderBidderNumber: vehicle.highBidderId ? (numbers.get(vehicle.highBidderId) ?? null) : null,
    bidders,
    // Keys are not remembered: one used before makes the write fail on its unique index, and then the burst reads again.
    idempotency: new Map(),
    // A device added since the read is known from the next read (a remembered state stands in for 2 s at most).
    pushReachable: context.pushReachable,
  };
  decision.write = {
    vehicleId: vehicle.id,
    expectedBidCount: context.vehicle.bidCount,
    expectedMaximumVersion: context.vehicle.maximumVersion,
    expectedEndTime: context.vehicle.auctionEndTime,
    currentBid: vehicle.currentBid,
    highBidderId: vehicle.highBidderId,
    newEndTime: vehicle.auctionEndTime,
    now,
    maxima: [...ledger.finalMaxima.values()],
    ...ledger.write,
  };
  const last = decision.accepted.at(-1)!.outcome.result;
  decision.finalMinimum = ledger.write.purchase ? null : last.vehicle.minimumNextBid;
}
