import { listVehicles as listVehicleRows, type UserWithProfile } from '@autolicit/db';
import type { VehicleDto, VehicleListQuery } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { toVehicleDto } from './vehicle.mapper';

/**
 * One page of public listings with every filter applied and the sort done by the database over
 * the whole result, plus the total number of matches for paging.
 */
export async function listVehicles(
  ctx: AppContext,
  query: VehicleListQuery,
  viewer: UserWithProfile | undefined,
): Promise<{ vehicles: VehicleDto[]; total: number }> {
  const page = await listVehicleRows(ctx.db, query);
  return { vehicles: page.vehicles.map((v) => toVehicleDto(v, viewer)), total: page.total };
}
