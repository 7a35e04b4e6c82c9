import { z } from 'zod';
import { msg, textField } from './common.schema';

/** A question or an answer: plain text, trimmed, long enough to mean something, short enough to read. */
export const QUESTION_TEXT_MIN = 3;
export const QUESTION_TEXT_MAX = 500;
/** The seller may correct an answer this long after giving it; the answer then shows "edited". */
export const ANSWER_EDIT_WINDOW_MS = 15 * 60_000;
/** Questions one user may ask, across listings, per window (a Redis limiter). */
export const QUESTIONS_PER_USER = { points: 5, durationSeconds: 600 } as const;

export const questionInputSchema = z.object(
  { text: textField('question.textInvalid', QUESTION_TEXT_MIN, QUESTION_TEXT_MAX) },
  msg('question.textInvalid'),
);
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const answerInputSchema = z.object(
  { text: textField('question.answerInvalid', QUESTION_TEXT_MIN, QUESTION_TEXT_MAX) },
  msg('question.answerInvalid'),
);
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const questionReportInputSchema = z.object(
  { reason: textField('question.reportReasonInvalid', 3, 300) },
  msg('question.reportReasonInvalid'),
);
export type QuestionReportInput = z.infer<typeof questionReportInputSchema>;

export const questionModerationInputSchema = z.object(
  { reason: textField('question.moderationReasonInvalid', 3, 300) },
  msg('question.moderationReasonInvalid'),
);
export type QuestionModerationInput = z.infer<typeof questionModerationInputSchema>;

/** A seller's answer as everyone sees it. */
export interface QuestionAnswerDto {
  text: string;
  contactMasked: boolean;
  answeredAt: string;
  /** Set when the seller corrected it (within ANSWER_EDIT_WINDOW_MS): shown as "edited". */
  editedAt: string | null;
}

/**
 * A public question. Safe for every watcher: no user id, no name, no e-mail; the asker is their
 * bidder alias on this auction ("Bidder 3") or null, shown as a generic "Participant". A hidden
 * one keeps only its id, time and `hidden` (its text and answer are null) for everyone but admins.
 */
export interface QuestionDto {
  id: string;
  vehicleId: string;
  askerAlias: string | null;
  text: string | null;
  contactMasked: boolean;
  createdAt: string;
  answer: QuestionAnswerDto | null;
  hidden: boolean;
}

/** An admin's view of a question: the public one plus its moderation state and reports. */
export interface AdminQuestionDto extends QuestionDto {
  hiddenReason: string | null;
  hiddenAt: string | null;
  reportCount: number;
  reasons: string[];
  vehicle: { id: string; year: number; make: string; model: string };
}

export interface QuestionListDto {
  questions: QuestionDto[];
  /** Whether new questions are taken (the auction runs). */
  open: boolean;
}
