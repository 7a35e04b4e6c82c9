import { type UserWithProfile, findVehicleById, listVehicleQuestions } from '@autolicit/db';
import type { QuestionListDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { isActingAdmin } from '../../platform/guards/auth.middleware';
import { canSeeSellerOnlyFields } from '../vehicles/vehicle.mapper';
import { toQuestionDto } from './question.mapper';

/**
 * A listing's questions, newest first; hidden ones as placeholders unless the reader is an acting
 * admin. A cancelled listing's, like the listing, only for its seller and admins.
 */
export async function listQuestions(
  ctx: AppContext,
  vehicleId: string,
  viewer: UserWithProfile | undefined,
): Promise<QuestionListDto> {
  const vehicle = await findVehicleById(ctx.db, vehicleId);
  if (!vehicle || (vehicle.status === 'cancelled' && !canSeeSellerOnlyFields(vehicle, viewer)))
    throw new NotFoundError('vehicle.notFound');
  const asAdmin = isActingAdmin(viewer);
  const rows = await listVehicleQuestions(ctx.db, vehicleId);
  return {
    questions: rows.map((row) => toQuestionDto(row, asAdmin)),
    open: vehicle.status === 'active' && vehicle.auctionEndTime.getTime() > ctx.clock.now().getTime(),
  };
}
