import { findVehicleById, listVehicleQuestions } from '@autolicit/db';
import type { QuestionListDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { toQuestionDto } from './question.mapper';

/** A listing's questions, newest first; hidden ones as placeholders unless the reader is an acting admin. */
export async function listQuestions(ctx: AppContext, vehicleId: string, asAdmin: boolean): Promise<QuestionListDto> {
  const vehicle = await findVehicleById(ctx.db, vehicleId);
  if (!vehicle) throw new NotFoundError('vehicle.notFound');
  const rows = await listVehicleQuestions(ctx.db, vehicleId);
  return {
    questions: rows.map((row) => toQuestionDto(row, asAdmin)),
    open: vehicle.status === 'active' && vehicle.auctionEndTime.getTime() > ctx.clock.now().getTime(),
  };
}
