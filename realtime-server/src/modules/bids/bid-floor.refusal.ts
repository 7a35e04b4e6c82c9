import { findBidAttempt as findStoredAttempt } from '@autolicit/db';
import { centsToMoney, formatEuro, toCents } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { BidTooLowError, withoutStack } from '../../platform/errors';
import { replayOutcome } from './bid-outcome.builder';
import type { PlaceBidCommand, PlaceBidOutcome } from './bid-pipeline.types';

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
    if (record) return replayOutcome(record, command);
  }
  ctx.metrics.bids.inc({ result: 'rejected', reason: 'too-low' });
  ctx.metrics.bidsRefusedEarly.inc();
  const minimum = centsToMoney(floor);
  throw withoutStack(() => new BidTooLowError(minimum, formatEuro(minimum)));
}
