import { randomUUID } from 'node:crypto';
import { type UserWithProfile, cancelActiveAuction, findVehicleById, listAuctionAudience } from '@autolicit/db';
import {
  NOTIFICATION_JOB_NAMES,
  OUTBOX_WRITER_LEASE_MS,
  closeAuctionJobId,
  notificationJob,
  userEmission,
  vehicleEmission,
} from '@autolicit/messaging';
import type { VehicleDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toVehicleDto } from './vehicle.mapper';

export interface CancelAuctionCommand {
  vehicleId: string;
  actor: UserWithProfile;
  reason: string;
  ip: string | undefined;
}

const MAX_ATTEMPTS = 5;

/**
 * Cancels a running auction. Its seller may while it has no bid; an acting admin may at any time
 * (audited). The status change and the outbox message that tells the vehicle's room
 * (`auction:closed`, status cancelled) and each bidder and watcher (`auction:cancelled`, and an
 * email) are one write, which applies only on the bid count the decision was made on — a first
 * bid landing meanwhile is never silently cancelled. The close job is then removed (if that fails
 * it finds the auction cancelled and does nothing).
 */
export async function cancelAuction(ctx: AppContext, command: CancelAuctionCommand): Promise<VehicleDto> {
  const admin = isActingAdmin(command.actor);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const vehicle = await findVehicleById(ctx.db, command.vehicleId);
    if (!vehicle || (vehicle.status === 'cancelled' && !admin && vehicle.sellerId !== command.actor.id))
      throw new NotFoundError('vehicle.notFound');
    if (vehicle.sellerId !== command.actor.id && !admin) throw new ForbiddenError();
    if (vehicle.status !== 'active') throw new ConflictError('vehicle.cancelNotActive');
    if (vehicle.bidCount > 0 && !admin) throw new ConflictError('vehicle.cancelHasBids');

    const now = ctx.clock.now();
    const serverTime = now.toISOString();
    const audience = (await listAuctionAudience(ctx.db, vehicle.id)).filter((userId) => userId !== vehicle.sellerId);
    const headline = { vehicleId: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model };
    const message = {
      id: randomUUID(),
      emissions: [
        vehicleEmission(vehicle.id, 'auction:closed', {
          vehicleId: vehicle.id,
          status: 'cancelled',
          finalPrice: null,
          isReserveMet: false,
          bidCount: vehicle.bidCount,
          serverTime,
        }),
        ...audience.map((userId) =>
          userEmission(userId, 'auction:cancelled', { ...headline, reason: command.reason, serverTime }),
        ),
      ],
      jobs: audience.map((userId) =>
        notificationJob(
          NOTIFICATION_JOB_NAMES.auctionCancelled,
          { vehicleId: vehicle.id, userId },
          `cancelled-${vehicle.id}-${userId}`,
        ),
      ),
    };
    const applied = await cancelActiveAuction(ctx.db, {
      vehicleId: vehicle.id,
      expectedBidCount: vehicle.bidCount,
      reason: command.reason,
      cancelledBy: command.actor.id,
      now,
      outbox: { message, leaseUntil: new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS) },
    });
    if (!applied) continue;

    void ctx.outbox.deliver(message);
    try {
      await ctx.queues.auctionClose.remove(closeAuctionJobId(vehicle.id));
    } catch (error) {
      ctx.logger.warn(
        { err: error, vehicleId: vehicle.id },
        'close job of a cancelled auction not removed (it will find it cancelled)',
      );
    }
    if (admin && vehicle.sellerId !== command.actor.id) {
      await recordAuditEvent(ctx, {
        event: 'auction.cancelled',
        outcome: 'success',
        userId: vehicle.sellerId,
        actorId: command.actor.id,
        ip: command.ip ?? null,
        details: { vehicleId: vehicle.id, reason: command.reason, bidCount: vehicle.bidCount },
      });
    }
    const cancelled = await findVehicleById(ctx.db, vehicle.id);
    return toVehicleDto(cancelled!, command.actor);
  }
  throw new ConflictError('bid.busy');
}
