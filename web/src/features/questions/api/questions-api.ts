import type { AnswerInput, QuestionDto, QuestionInput, QuestionListDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

const vehiclePath = (vehicleId: string) => `/api/vehicles/${encodeURIComponent(vehicleId)}/questions`;
const questionPath = (questionId: string) => `/api/questions/${encodeURIComponent(questionId)}`;

/** A listing's questions, newest first; public. */
export function fetchQuestions(vehicleId: string): Promise<QuestionListDto> {
  return apiRequest<QuestionListDto>(vehiclePath(vehicleId));
}

export function askQuestion(vehicleId: string, input: QuestionInput): Promise<QuestionDto> {
  return apiRequest<QuestionDto>(vehiclePath(vehicleId), { method: 'POST', body: input });
}

/** The seller's answer, or its correction within the edit window. */
export function answerQuestion(questionId: string, input: AnswerInput): Promise<QuestionDto> {
  return apiRequest<QuestionDto>(`${questionPath(questionId)}/answer`, { method: 'POST', body: input });
}

export function reportQuestion(questionId: string, reason: string): Promise<{ reported: true }> {
  return apiRequest<{ reported: true }>(`${questionPath(questionId)}/report`, { method: 'POST', body: { reason } });
}
