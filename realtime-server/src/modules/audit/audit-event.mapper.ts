import type { AuditEventRow } from '@autolicit/db';
import type { AuditEventDto } from '@autolicit/shared';

export function toAuditEventDto(row: AuditEventRow): AuditEventDto {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    event: row.event,
    outcome: row.outcome,
    ip: row.ip,
    userEmail: row.userEmail,
    actorEmail: row.actorEmail,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}
