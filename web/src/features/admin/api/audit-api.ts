import type { AuditEventDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export const auditEventsQueryKey = ['admin', 'audit-events'] as const;

/** The latest security events (admin only). */
export async function fetchAuditEvents(limit = 20): Promise<AuditEventDto[]> {
  return (await apiRequest<{ events: AuditEventDto[] }>(`/api/admin/audit-events?limit=${limit}`)).events;
}
