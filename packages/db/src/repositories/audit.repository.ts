import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import { auditEvents, users } from '../schema/index';

export type AuditOutcome = 'success' | 'failure';

export interface NewAuditEvent {
  event: string;
  outcome: AuditOutcome;
  userId?: string | null;
  actorId?: string | null;
  ip?: string | null;
  details?: Record<string, string | number | boolean | null>;
}

export interface AuditEventRow {
  id: string;
  occurredAt: Date;
  event: string;
  outcome: AuditOutcome;
  ip: string | null;
  details: unknown;
  userId: string | null;
  userEmail: string | null;
  actorId: string | null;
  actorEmail: string | null;
}

export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    event: event.event,
    outcome: event.outcome,
    userId: event.userId ?? null,
    actorId: event.actorId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}

/** The latest events first, with the emails of the user and the actor (if they still exist). */
export async function listAuditEvents(
  db: Executor,
  options: { limit: number; userId?: string },
): Promise<AuditEventRow[]> {
  const actors = alias(users, 'actors');
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      event: auditEvents.event,
      outcome: auditEvents.outcome,
      ip: auditEvents.ip,
      details: auditEvents.details,
      userId: auditEvents.userId,
      userEmail: users.email,
      actorId: auditEvents.actorId,
      actorEmail: actors.email,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .where(options.userId ? eq(auditEvents.userId, options.userId) : undefined)
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(options.limit);
  return rows;
}
