import type { QuestionView, ReportedQuestionRow } from '@autolicit/db';
import { type AdminQuestionDto, type QuestionDto, toBidderAlias } from '@autolicit/shared';

/**
 * A question as the public sees it: the asker by their bidder alias on this auction only, never
 * their id or name. A hidden one keeps its place but loses its texts, unless `revealHidden` (admins).
 */
export function toQuestionDto(view: QuestionView, revealHidden = false): QuestionDto {
  const hidden = view.hiddenAt !== null;
  const shown = !hidden || revealHidden;
  return {
    id: view.id,
    vehicleId: view.vehicleId,
    askerAlias: view.askerBidderNumber === null ? null : toBidderAlias(view.askerBidderNumber),
    text: shown ? view.text : null,
    contactMasked: shown && view.contactMasked,
    createdAt: view.createdAt.toISOString(),
    answer:
      shown && view.answerText !== null && view.answeredAt !== null
        ? {
            text: view.answerText,
            contactMasked: view.answerContactMasked,
            answeredAt: view.answeredAt.toISOString(),
            editedAt: view.answerEditedAt?.toISOString() ?? null,
          }
        : null,
    hidden,
  };
}

export function toAdminQuestionDto(row: ReportedQuestionRow): AdminQuestionDto {
  return {
    ...toQuestionDto(row, true),
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
    reportCount: row.reportCount,
    reasons: row.reasons,
    vehicle: { id: row.vehicleId, year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel },
  };
}
