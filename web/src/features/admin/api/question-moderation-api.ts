import type { AdminQuestionDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export const reportedQuestionsQueryKey = ['admin', 'questions'] as const;

/** GET /api/admin/questions: reported or hidden questions, most reported first (acting admins only). */
export async function fetchReportedQuestions(): Promise<AdminQuestionDto[]> {
  return (await apiRequest<{ questions: AdminQuestionDto[] }>('/api/admin/questions')).questions;
}

/** Hides (`hide`) or restores a question, with the reason the audit log keeps. */
export function moderateQuestion(questionId: string, action: 'hide' | 'restore', reason: string) {
  return apiRequest<AdminQuestionDto>(`/api/admin/questions/${encodeURIComponent(questionId)}/${action}`, {
    method: 'POST',
    body: { reason },
  });
}
