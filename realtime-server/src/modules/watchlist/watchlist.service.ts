import { addToWatchlist, findVehicleById, isInWatchlist, removeFromWatchlist } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';

export async function getWatchlistStatus(
  ctx: AppContext,
  userId: string,
  vehicleId: string,
): Promise<{ isInWatchlist: boolean }> {
  return { isInWatchlist: await isInWatchlist(ctx.db, userId, vehicleId) };
}

/** Adds a vehicle to the user's watchlist; adding twice keeps one entry. Unknown vehicles are a 404. */
export async function watchVehicle(
  ctx: AppContext,
  userId: string,
  vehicleId: string,
): Promise<{ isInWatchlist: true }> {
  const vehicle = await findVehicleById(ctx.db, vehicleId);
  if (!vehicle || vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
  await addToWatchlist(ctx.db, userId, vehicleId);
  return { isInWatchlist: true };
}

/** Removes the entry if present; removing what is not there is not an error. */
export async function unwatchVehicle(
  ctx: AppContext,
  userId: string,
  vehicleId: string,
): Promise<{ isInWatchlist: false }> {
  await removeFromWatchlist(ctx.db, userId, vehicleId);
  return { isInWatchlist: false };
}
