import { randomUUID } from 'node:crypto';
import { type OutboxMessage, type UserWithProfile, applyBidDecision, readBidContext } from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, userEmission } from '@autolicit/messaging';
import { evaluateRemoveMaximum, toBidderAlias } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { AuctionClosedError, ConflictError, NotFoundError } from '../../platform/errors';

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
 * read the maximum. Nothing public changes: only the owner's other devices are told (their standing,
 * without the maximum), through the outbox like every fact.
 */
export async function removeMaximum(
  ctx: AppContext,
  command: { vehicleId: string; bidder: UserWithProfile },
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const state = await readBidContext(ctx.db, command.vehicleId, command.bidder.id, null);
    if (!state || state.vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
    if (state.ownMaximum === null) throw new NotFoundError('bid.noMaximum');
    const { vehicle } = state;
    const decision = evaluateRemoveMaximum(
      { vehicle, leaderMaximum: state.leaderMaximum, callerMaximum: state.ownMaximum },
      command.bidder.id,
    );
    if (!decision.ok)
      throw decision.reason === 'not-active' ? new AuctionClosedError('bid.notActive') : new LeadingMaximumError();
    const now = ctx.clock.now();
    const message: OutboxMessage = {
      id: randomUUID(),
      emissions: [
        userEmission(command.bidder.id, 'bid:standing-changed', {
          vehicleId: vehicle.id,
          // Allowed only while someone else leads; their highest bid is unchanged (null: the client keeps it).
          standing: {
            bidderAlias: state.isNewBidder ? null : toBidderAlias(state.bidderNumber),
            highestBid: null,
            isLeading: false,
            maximum: null,
            bidSeq: vehicle.bidCount,
          },
          serverTime: now.toISOString(),
        }),
      ],
      jobs: [],
    };
    const applied = await applyBidDecision(ctx.db, {
      vehicleId: vehicle.id,
      expectedBidCount: vehicle.bidCount,
      expectedMaximumVersion: vehicle.maximumVersion,
      expectedEndTime: vehicle.auctionEndTime,
      bids: [],
      currentBid: vehicle.currentBid,
      highBidderId: vehicle.highBidderId,
      newEndTime: vehicle.auctionEndTime,
      now,
      newBidder: null,
      maximum: decision.maximum,
      purchase: null,
      idempotency: null,
      outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
    });
    if (applied) {
      void ctx.outbox.deliver(message);
      return;
    }
  }
  throw new ConflictError('bid.busy');
}
