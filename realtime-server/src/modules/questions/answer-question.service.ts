import { randomUUID } from 'node:crypto';
import {
  type UserWithProfile,
  findQuestionView,
  findVehicleById,
  insertOutboxMessages,
  writeAnswer,
} from '@autolicit/db';
import {
  OUTBOX_WRITER_LEASE_MS,
  PUSH_JOB_NAMES,
  QUESTION_ANSWERED_JOB_NAME,
  type QuestionEmailJob,
  notificationJob,
  pushJob,
  pushJobIds,
  questionEmailJobIds,
  userEmission,
  vehicleEmission,
} from '@autolicit/messaging';
import { ANSWER_EDIT_WINDOW_MS, type AnswerInput, type QuestionDto, maskContactDetails } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { AnswerEditWindowClosedError, NotTheSellerError, QuestionHiddenError } from './question.errors';
import { toQuestionDto } from './question.mapper';

/**
 * The seller's public answer, stored masked, or a correction of it within ANSWER_EDIT_WINDOW_MS
 * (shown as edited). Answering stays possible after the end: the questions stay readable. The room
 * hears every version; of the first only, the asker is told on their open pages and by e-mail, and
 * the asker, the bidders and the watchers by push.
 */
export async function answerQuestion(
  ctx: AppContext,
  seller: UserWithProfile,
  questionId: string,
  input: AnswerInput,
): Promise<QuestionDto> {
  const existing = await findQuestionView(ctx.db, questionId);
  if (!existing) throw new NotFoundError('question.notFound');
  const vehicle = await findVehicleById(ctx.db, existing.vehicleId);
  if (!vehicle) throw new NotFoundError('question.notFound');
  if (vehicle.sellerId !== seller.id) throw new NotTheSellerError();
  if (existing.hiddenAt) throw new QuestionHiddenError();
  const now = ctx.clock.now();
  const editing = existing.answeredAt !== null;
  const editableSince = new Date(now.getTime() - ANSWER_EDIT_WINDOW_MS);
  if (editing && existing.answeredAt! < editableSince) throw new AnswerEditWindowClosedError();

  const masked = maskContactDetails(input.text);
  const serverTime = now.toISOString();
  const result = await ctx.db.transaction(async (tx) => {
    const written = await writeAnswer(tx, questionId, {
      text: masked.text,
      contactMasked: masked.masked,
      now,
      ...(editing ? { editableSince } : {}),
    });
    if (!written) return null;
    const question = toQuestionDto((await findQuestionView(tx, questionId))!);
    const toAsker = { vehicleId: vehicle.id, userId: existing.askerId, questionId } satisfies QuestionEmailJob;
    const message = {
      id: randomUUID(),
      emissions: [
        vehicleEmission(vehicle.id, 'question:answered', { vehicleId: vehicle.id, question, serverTime }),
        ...(editing
          ? []
          : [
              userEmission(existing.askerId, 'question:answer-received', {
                vehicleId: vehicle.id,
                year: vehicle.year,
                make: vehicle.make,
                model: vehicle.model,
                questionId,
                serverTime,
              }),
            ]),
      ],
      jobs: editing
        ? []
        : [
            pushJob(
              PUSH_JOB_NAMES.questionAnswered,
              { vehicleId: vehicle.id, questionId },
              pushJobIds.questionAnswered(questionId),
            ),
            notificationJob(QUESTION_ANSWERED_JOB_NAME, toAsker, questionEmailJobIds.answered(questionId)),
          ],
    };
    await insertOutboxMessages(tx, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return { question, message };
  });
  // Another answer of the same seller landed in between (two tabs): theirs stands.
  if (!result) throw new ConflictError('bid.busy');
  void ctx.outbox.deliver(result.message);
  return result.question;
}
