import type { QuestionDto, QuestionListDto } from '@autolicit/shared';

/**
 * A question heard live (or answered here) into the list: replaced where known, else added, then
 * newest first. Events may repeat (the outbox delivers at least once); the latest version wins.
 */
export function mergeQuestion(list: QuestionListDto, question: QuestionDto): QuestionListDto {
  const others = list.questions.filter((entry) => entry.id !== question.id);
  const questions = [...others, question].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  );
  return { ...list, questions };
}

/** A question a moderator removed: its place stays, its texts go. */
export function hideQuestion(list: QuestionListDto, questionId: string): QuestionListDto {
  return {
    ...list,
    questions: list.questions.map((entry) =>
      entry.id === questionId ? { ...entry, hidden: true, text: null, answer: null, contactMasked: false } : entry,
    ),
  };
}
