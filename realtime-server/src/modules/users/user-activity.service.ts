import {
  findUserById,
  findVehiclesByIds,
  listBidsByUser,
  listTransactionsForUser,
  listVehiclesBySeller,
  listWatchlistEntries,
  type UserWithProfile,
} from '@autolicit/db';
import {
  PAYMENT_DEADLINE_MS,
  type TransactionDto,
  type UserBidDto,
  type VehicleDto,
  type WatchlistEntryDto,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import type { Page } from '../../platform/params';
import { toVehicleDto, toVehicleSummaryDto } from '../vehicles/vehicle.mapper';

/**
 * Activity lists are private: the caller's own, or anyone's for an acting admin. Another user's
 * list is a 403 whether or not that user exists, so ids cannot be probed.
 */
async function authorizeActivityAccess(ctx: AppContext, viewer: UserWithProfile, userId: string): Promise<void> {
  if (viewer.id === userId) return;
  if (!isActingAdmin(viewer)) throw new ForbiddenError();
  if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('user.notFound');
}

export async function listUserBids(
  ctx: AppContext,
  viewer: UserWithProfile,
  userId: string,
  page: Page,
): Promise<UserBidDto[]> {
  await authorizeActivityAccess(ctx, viewer, userId);
  const rows = await listBidsByUser(ctx.db, userId, page.limit, page.offset);
  return rows.map((row) => ({
    id: row.id,
    vehicleId: row.vehicleId,
    amount: row.amount,
    createdAt: new Date(row.createdAt).toISOString(),
    isHighest: row.isHighest,
    isAutomatic: row.isAutomatic,
    // A maximum is its owner's alone: an admin looking at this list does not see it (docs/decisions.md).
    maximum: viewer.id === userId ? row.maximum : null,
    vehicle: toVehicleSummaryDto(row.vehicle),
  }));
}

export async function listUserWatchlist(
  ctx: AppContext,
  viewer: UserWithProfile,
  userId: string,
  page: Page,
): Promise<WatchlistEntryDto[]> {
  await authorizeActivityAccess(ctx, viewer, userId);
  const entries = await listWatchlistEntries(ctx.db, userId, page.limit, page.offset);
  const vehicles = new Map(
    (
      await findVehiclesByIds(
        ctx.db,
        entries.map((e) => e.vehicleId),
      )
    ).map((v) => [v.id, v]),
  );
  return entries.flatMap((entry) => {
    const vehicle = vehicles.get(entry.vehicleId);
    if (!vehicle || vehicle.status === 'cancelled') return [];
    return [
      { vehicleId: entry.vehicleId, createdAt: entry.createdAt.toISOString(), vehicle: toVehicleDto(vehicle, viewer) },
    ];
  });
}

export async function listUserVehicles(
  ctx: AppContext,
  viewer: UserWithProfile,
  userId: string,
  page: Page,
): Promise<VehicleDto[]> {
  await authorizeActivityAccess(ctx, viewer, userId);
  const vehicles = await listVehiclesBySeller(ctx.db, userId, page.limit, page.offset);
  return vehicles.map((v) => toVehicleDto(v, viewer));
}

export async function listUserTransactions(
  ctx: AppContext,
  viewer: UserWithProfile,
  userId: string,
  page: Page,
): Promise<TransactionDto[]> {
  await authorizeActivityAccess(ctx, viewer, userId);
  const rows = await listTransactionsForUser(ctx.db, userId, page.limit, page.offset);
  return rows.map((row) => ({
    id: row.id,
    vehicleId: row.vehicleId,
    finalPrice: row.finalPrice,
    fee: row.fee,
    paymentStatus: row.paymentStatus,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    createdAt: new Date(row.createdAt).toISOString(),
    paymentDueBy: new Date(new Date(row.createdAt).getTime() + PAYMENT_DEADLINE_MS).toISOString(),
    // Each side sees the other; the list's owner is the side it is read for.
    counterparty: row.buyerId === userId ? { role: 'seller', ...row.seller } : { role: 'buyer', ...row.buyer },
    vehicle: toVehicleSummaryDto(row.vehicle),
  }));
}
