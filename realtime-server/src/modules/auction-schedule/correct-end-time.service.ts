import { findVehicleById } from '@autolicit/db';
import type { VehicleDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toVehicleDto } from '../vehicles/vehicle.mapper';
import type { UserWithProfile } from '@autolicit/db';
import { moveRunningAuctionEnd } from './move-auction-end.service';

const MAX_ATTEMPTS = 5;

/**
 * An operator corrects one running auction's end. Never into the past while it has bids (that
 * would close it under the bidders' feet); without bids a past end simply lets it close now.
 * Announced and rescheduled like an incident extension; audited.
 */
export async function correctAuctionEndTime(
  ctx: AppContext,
  admin: UserWithProfile,
  vehicleId: string,
  auctionEndTime: Date,
  ip: string | null,
): Promise<VehicleDto> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const vehicle = await findVehicleById(ctx.db, vehicleId);
    if (!vehicle) throw new NotFoundError('vehicle.notFound');
    if (vehicle.status !== 'active') throw new ConflictError('vehicle.cancelNotActive');
    if (vehicle.bidCount > 0 && auctionEndTime.getTime() <= ctx.clock.now().getTime())
      throw new ValidationError('vehicle.endTimeInPast', {}, 'auctionEndTime');
    if (await moveRunningAuctionEnd(ctx, vehicle, auctionEndTime)) {
      await recordAuditEvent(ctx, {
        event: 'admin.end-time-corrected',
        outcome: 'success',
        userId: vehicle.sellerId,
        actorId: admin.id,
        ip,
        details: {
          vehicleId,
          previousEndTime: vehicle.auctionEndTime.toISOString(),
          auctionEndTime: auctionEndTime.toISOString(),
        },
      });
      return toVehicleDto((await findVehicleById(ctx.db, vehicleId))!, admin);
    }
  }
  throw new ConflictError('bid.busy');
}
