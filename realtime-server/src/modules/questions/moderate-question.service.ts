import { randomUUID } from 'node:crypto';
import {
  type UserWithProfile,
  findQuestionView,
  insertOutboxMessages,
  insertQuestionReport,
  listReportedQuestions,
  setQuestionHidden,
} from '@autolicit/db';
import { OUTBOX_WRITER_LEASE_MS, vehicleEmission } from '@autolicit/messaging';
import type { AdminQuestionDto, QuestionDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toAdminQuestionDto, toQuestionDto } from './question.mapper';

/** Anyone signed in may report a question, once; a repeat changes nothing (`created` false). */
export async function reportQuestion(
  ctx: AppContext,
  reporterId: string,
  questionId: string,
  reason: string,
): Promise<{ created: boolean }> {
  if (!(await findQuestionView(ctx.db, questionId))) throw new NotFoundError('question.notFound');
  const created = await insertQuestionReport(ctx.db, {
    questionId,
    reporterId,
    reason,
    createdAt: ctx.clock.now(),
  });
  return { created };
}

export async function listQuestionsForModeration(ctx: AppContext): Promise<AdminQuestionDto[]> {
  return (await listReportedQuestions(ctx.db)).map(toAdminQuestionDto);
}

export interface ModerateQuestionCommand {
  admin: UserWithProfile;
  questionId: string;
  hide: boolean;
  reason: string;
  ip: string | null;
}

/**
 * An admin hides a question (the page then shows "removed by a moderator" in its place) or
 * restores it, with a reason; the room hears it at once and the decision is audited.
 */
export async function moderateQuestion(ctx: AppContext, command: ModerateQuestionCommand): Promise<AdminQuestionDto> {
  const existing = await findQuestionView(ctx.db, command.questionId);
  if (!existing) throw new NotFoundError('question.notFound');
  const now = ctx.clock.now();
  const serverTime = now.toISOString();
  const vehicleId = existing.vehicleId;
  const message = await ctx.db.transaction(async (tx) => {
    await setQuestionHidden(
      tx,
      existing.id,
      command.hide ? { at: now, by: command.admin.id, reason: command.reason } : null,
    );
    const question: QuestionDto = toQuestionDto((await findQuestionView(tx, existing.id))!);
    const message = {
      id: randomUUID(),
      emissions: [
        command.hide
          ? vehicleEmission(vehicleId, 'question:hidden', { vehicleId, questionId: existing.id, serverTime })
          : vehicleEmission(vehicleId, 'question:restored', { vehicleId, question, serverTime }),
      ],
      jobs: [],
    };
    await insertOutboxMessages(tx, [message], new Date(now.getTime() + OUTBOX_WRITER_LEASE_MS));
    return message;
  });
  void ctx.outbox.deliver(message);
  await recordAuditEvent(ctx, {
    event: command.hide ? 'admin.question-hidden' : 'admin.question-restored',
    outcome: 'success',
    userId: existing.askerId,
    actorId: command.admin.id,
    ip: command.ip,
    details: { questionId: existing.id, vehicleId, reason: command.reason },
  });
  const [row] = await listReportedQuestions(ctx.db, { questionId: existing.id });
  return toAdminQuestionDto(row!);
}
