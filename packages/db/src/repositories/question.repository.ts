import { and, count, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { auctionBidders, questionReports, vehicleQuestions, vehicles } from '../schema/index';

export type QuestionRow = typeof vehicleQuestions.$inferSelect;

/** A question with the asker's bidder number on its auction (null when they have not bid). */
export interface QuestionView extends QuestionRow {
  askerBidderNumber: number | null;
}

const viewColumns = {
  id: vehicleQuestions.id,
  vehicleId: vehicleQuestions.vehicleId,
  askerId: vehicleQuestions.askerId,
  text: vehicleQuestions.text,
  contactMasked: vehicleQuestions.contactMasked,
  createdAt: vehicleQuestions.createdAt,
  answerText: vehicleQuestions.answerText,
  answerContactMasked: vehicleQuestions.answerContactMasked,
  answeredAt: vehicleQuestions.answeredAt,
  answerEditedAt: vehicleQuestions.answerEditedAt,
  hiddenAt: vehicleQuestions.hiddenAt,
  hiddenBy: vehicleQuestions.hiddenBy,
  hiddenReason: vehicleQuestions.hiddenReason,
  askerBidderNumber: auctionBidders.bidderNumber,
};

const joinAlias = and(
  eq(auctionBidders.vehicleId, vehicleQuestions.vehicleId),
  eq(auctionBidders.bidderId, vehicleQuestions.askerId),
);

export interface NewQuestion {
  id?: string;
  vehicleId: string;
  askerId: string;
  text: string;
  contactMasked: boolean;
  createdAt: Date;
}

export async function insertQuestion(db: Executor, question: NewQuestion): Promise<string> {
  const [row] = await db.insert(vehicleQuestions).values(question).returning({ id: vehicleQuestions.id });
  return row!.id;
}

/** A listing's questions, newest first. */
export async function listVehicleQuestions(db: Executor, vehicleId: string): Promise<QuestionView[]> {
  return db
    .select(viewColumns)
    .from(vehicleQuestions)
    .leftJoin(auctionBidders, joinAlias)
    .where(eq(vehicleQuestions.vehicleId, vehicleId))
    .orderBy(desc(vehicleQuestions.createdAt), desc(vehicleQuestions.id));
}

export async function findQuestionView(db: Executor, questionId: string): Promise<QuestionView | null> {
  const rows = await db
    .select(viewColumns)
    .from(vehicleQuestions)
    .leftJoin(auctionBidders, joinAlias)
    .where(eq(vehicleQuestions.id, questionId));
  return rows[0] ?? null;
}

export interface AnswerWrite {
  text: string;
  contactMasked: boolean;
  now: Date;
  /** An edit: applies only to an answer given at or after this moment (the edit window). */
  editableSince?: Date;
}

/**
 * Writes the seller's answer: the first one only while there is none, an edit only while the
 * answer is younger than the window. False when the condition no longer held (a concurrent answer).
 */
export async function writeAnswer(db: Executor, questionId: string, answer: AnswerWrite): Promise<boolean> {
  const editing = answer.editableSince !== undefined;
  const rows = await db
    .update(vehicleQuestions)
    .set({
      answerText: answer.text,
      answerContactMasked: answer.contactMasked,
      ...(editing ? { answerEditedAt: answer.now } : { answeredAt: answer.now }),
    })
    .where(
      and(
        eq(vehicleQuestions.id, questionId),
        editing
          ? and(isNotNull(vehicleQuestions.answeredAt), gte(vehicleQuestions.answeredAt, answer.editableSince!))
          : isNull(vehicleQuestions.answeredAt),
      ),
    )
    .returning({ id: vehicleQuestions.id });
  return rows.length > 0;
}

/** Hides a question (with who and why) or, given null, restores it. */
export async function setQuestionHidden(
  db: Executor,
  questionId: string,
  hidden: { at: Date; by: string; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(vehicleQuestions)
    .set(
      hidden
        ? { hiddenAt: hidden.at, hiddenBy: hidden.by, hiddenReason: hidden.reason }
        : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
    )
    .where(eq(vehicleQuestions.id, questionId))
    .returning({ id: vehicleQuestions.id });
  return rows.length > 0;
}

/** One report per reporter and question: false when this reporter already reported it. */
export async function insertQuestionReport(
  db: Executor,
  report: { questionId: string; reporterId: string; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(questionReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ questionId: questionReports.questionId });
  return rows.length > 0;
}

export interface ReportedQuestionRow extends QuestionView {
  reportCount: number;
  reasons: string[];
  vehicleYear: number;
  vehicleMake: string;
  vehicleModel: string;
}

/**
 * Questions with reports or hidden by a moderator, most reported first, then newest; with
 * `questionId`, that one question whatever its state.
 */
export async function listReportedQuestions(
  db: Executor,
  options: { questionId?: string; limit?: number } = {},
): Promise<ReportedQuestionRow[]> {
  const reports = db
    .select({
      questionId: questionReports.questionId,
      reportCount: count().as('report_count'),
      reasons: sql<string[]>`array_agg(${questionReports.reason} order by ${questionReports.createdAt} desc)`.as(
        'reasons',
      ),
    })
    .from(questionReports)
    .groupBy(questionReports.questionId)
    .as('reports');
  const rows = await db
    .select({
      ...viewColumns,
      reportCount: sql<number>`coalesce(${reports.reportCount}, 0)::int`,
      reasons: sql<string[]>`coalesce(${reports.reasons}, '{}')`,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
    })
    .from(vehicleQuestions)
    .innerJoin(vehicles, eq(vehicles.id, vehicleQuestions.vehicleId))
    .leftJoin(auctionBidders, joinAlias)
    .leftJoin(reports, eq(reports.questionId, vehicleQuestions.id))
    .where(
      options.questionId
        ? eq(vehicleQuestions.id, options.questionId)
        : sql`${reports.questionId} is not null or ${vehicleQuestions.hiddenAt} is not null`,
    )
    .orderBy(sql`coalesce(${reports.reportCount}, 0) desc`, desc(vehicleQuestions.createdAt))
    .limit(options.limit ?? 200);
  return rows;
}
