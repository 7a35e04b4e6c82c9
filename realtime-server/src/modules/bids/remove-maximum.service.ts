import { type UserWithProfile, applyBidDecision, readBidContext } from '@autolicit/db';
import { evaluateRemoveMaximum } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { AuctionClosedError, ConflictError, NotFoundError } from '../../lib/errors';

class LeadingMaximumError extends ConflictError {
  override readonly code = 'MAXIMUM_LEADING';
  constructor() {
    super('bid.leadingCannotRemove', {}, 'maxAmount');
  }
}

const MAX_ATTEMPTS = 50;

/**
 * Withdraws the caller's standing maximum on a vehicle. Refused while it holds the lead (the
 * visible price was set on the strength of it); allowed otherwise, when it can no longer act.
 * Written with the same compare-and-set as a bid, so it cannot interleave with a decision that
 * read the maximum. Nothing public changes, so nothing is announced.
 */
export async function removeMaximum(ctx: AppContext, command: { vehicleId: string; bidder: UserWithProfile }): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await readBidContext(ctx.db, command.vehicleId, command.bidder.id, null);
    if (!state || state.vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
    if (state.ownMaximum === null) throw new NotFoundError('bid.noMaximum');
    const { vehicle } = state;
    const decision = evaluateRemoveMaximum({ vehicle, leaderMaximum: state.leaderMaximum, callerMaximum: state.ownMaximum }, command.bidder.id);
    if (!decision.ok) throw decision.reason === 'not-active' ? new AuctionClosedError('bid.notActive') : new LeadingMaximumError();
    const applied = await applyBidDecision(ctx.db, {
      vehicleId: vehicle.id,
      expectedBidCount: vehicle.bidCount,
      expectedMaximumVersion: vehicle.maximumVersion,
      expectedEndTime: vehicle.auctionEndTime,
      bids: [],
      currentBid: vehicle.currentBid,
      highBidderId: vehicle.highBidderId,
      newEndTime: vehicle.auctionEndTime,
      now: ctx.clock.now(),
      newBidder: null,
      maximum: decision.maximum,
      purchase: null,
      idempotency: null,
      outbox: null,
    });
    if (applied) return;
  }
  throw new ConflictError('bid.busy');
}
