import { findVehicleById, listBidsForVehicle } from '@autolicit/db';
import type { BidDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { toBidDto } from '../vehicles/vehicle-bid.mapper';

/** A vehicle's bid history, newest first, with aliases instead of bidder identities. */
export async function listVehicleBids(
  ctx: AppContext,
  vehicleId: string,
  viewerId: string | undefined,
): Promise<BidDto[]> {
  const vehicle = await findVehicleById(ctx.db, vehicleId);
  if (!vehicle || vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
  const bids = await listBidsForVehicle(ctx.db, vehicleId);
  return bids.map((bid) => toBidDto(bid, viewerId));
}
