import type { ProfessionalReviewDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export const pendingProfessionalsQueryKey = ['admin', 'professionals', 'pending'] as const;

/** GET /api/admin/professionals?status=pending: the traders waiting for verification. */
export function fetchPendingProfessionals(): Promise<ProfessionalReviewDto[]> {
  return apiRequest<ProfessionalReviewDto[]>('/api/admin/professionals?status=pending');
}

export function approveProfessional(userId: string): Promise<{ success: true }> {
  return apiRequest(`/api/admin/professionals/${encodeURIComponent(userId)}/approve`, { method: 'POST', body: {} });
}

export function rejectProfessional(userId: string, reason: string): Promise<{ success: true }> {
  return apiRequest(`/api/admin/professionals/${encodeURIComponent(userId)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}
