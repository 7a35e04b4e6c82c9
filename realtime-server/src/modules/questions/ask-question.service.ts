import { randomUUID } from 'node:crypto';
import {
  type UserWithProfile,
  findQuestionView,
  findVehicleById,
  insertOutboxMessages,
  insertQuestion,
  recordFootprint,
} from '@autolicit/db';
import {
  OUTBOX_WRITER_LEASE_MS,
  PUSH_JOB_NAMES,
  QUESTION_ASKED_JOB_NAME,
  type QuestionEmailJob,
  notificationJob,
  pushJob,
  pushJobIds,
  questionEmailJobIds,
  userEmission,
  vehicleEmission,
} from '@autolicit/messaging';
import { type QuestionDto, type QuestionInput, maskContactDetails } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import type { ClientOrigin } from '../../platform/client-origin';
import { NotFoundError } from '../../platform/errors';
import { OwnListingQuestionError, QuestionsClosedError } from './question.errors';
import { toQuestionDto } from './question.mapper';

export interface AskQuestionCommand {
  vehicleId: string;
  asker: UserWithProfile;
  input: QuestionInput;
  origin: ClientOrigin;
}

/**
 * A signed-in user's public question on a running auction, stored masked. With it, in one
 * transaction: where it was asked from (a question from the seller's own browser or address is a
 * shill signal) and the outbox message telling the room, the seller's open pages, phone and e-mail.
 */
export async function askQuestion(ctx: AppContext, command: AskQuestionCommand): Promise<QuestionDto> {
  const vehicle = await findVehicleById(ctx.db, command.vehicleId);
  if (!vehicle || vehicle.status === 'cancelled') throw new NotFoundError('vehicle.notFound');
  if (vehicle.sellerId === command.asker.id) throw new OwnListingQuestionError();
  const now = ctx.clock.now();
  if (vehicle.status !== 'active' || vehicle.auctionEndTime.getTime() <= now.getTime())
    throw new QuestionsClosedError();

  const masked = maskContactDetails(command.input.text);
  const serverTime = now.toISOString();
  const id = randomUUID();
  const { question, message } = await ctx.db.transaction(async (tx) => {
    await insertQuestion(tx, {
      id,
      vehicleId: vehicle.id,
      askerId: command.asker.id,
      text: masked.text,
      contactMasked: masked.masked,
      createdAt: now,
    });
    await recordFootprint(tx, {
      userId: command.asker.id,
      kind: 'question',
      vehicleId: vehicle.id,
      ip: command.origin.ip,
      deviceId: command.origin.deviceId,
      occurredAt: now,
    });
    const question = toQuestionDto((await findQuestionView(tx, id))!);
    const message = {
      id: randomUUID(),
      emissions: [
        vehicleEmission(vehicle.id, 'question:asked', { vehicleId: vehicle.id, question, serverTime }),
        userEmission(vehicle.sellerId, 'listing:question-received', {
          vehicleId: vehicle.id,
          year: vehicle.year,
          make: vehicle.make,
          model: vehicle.model,
          questionId: id,
          serverTime,
        }),
      ],
      jobs: [
        pushJob(
          PUSH_JOB_NAMES.questionAsked,
          { vehicleId: vehicle.id, userId: vehicle.sellerId, questionId: id },
          pushJobIds.questionAsked(id),
        ),
        notificationJob(
          QUESTION_ASKED_JOB_NAME,
          { vehicleId: vehicle.id, userId: vehicle.sellerId, questionId: id } satisfies QuestionEmailJob,
          questionEmailJobIds.asked(id),
        ),
      ],
    };
    await insertOutboxMessages(tx, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return { question, message };
  });
  void ctx.outbox.deliver(message);
  return question;
}
