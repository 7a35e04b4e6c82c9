import { type SQL, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { definePreparedStatement } from '../prepared-statement';
import { outboxMessages } from '../schema/index';

/** One Socket.IO fact for one room. */
export interface OutboxEmission {
  room: string;
  event: string;
  payload: Record<string, unknown>;
}

/** One BullMQ job; its stable id makes a second delivery a no-op. */
export interface OutboxJob {
  queue: 'notifications' | 'auction-close' | 'push';
  name: string;
  data: Record<string, unknown>;
  jobId: string;
}

export interface OutboxMessage {
  id: string;
  emissions: OutboxEmission[];
  jobs: OutboxJob[];
}

export interface ClaimedOutboxMessage extends OutboxMessage {
  attempts: number;
  createdAt: Date;
}

/** Writes messages in the caller's transaction; nobody else takes them before `leaseUntil`. */
export async function insertOutboxMessages(db: Executor, messages: OutboxMessage[], leaseUntil: Date): Promise<void> {
  if (messages.length === 0) return;
  await db.insert(outboxMessages).values(messages.map((m) => ({ ...m, availableAt: leaseUntil })));
}

/**
 * Takes up to `limit` messages whose lease has run out, oldest first, and leases them until
 * `leaseUntil`. Rows another relay is taking right now are skipped, not waited for, so several
 * relays (one per process) share the backlog without handing out a message twice at once.
 */
export async function claimOutboxMessages(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedOutboxMessage[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(lte(outboxMessages.availableAt, now))
    .orderBy(asc(outboxMessages.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outboxMessages)
    .set({ availableAt: leaseUntil, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(sql`${outboxMessages.id} in ${due}`)
    .returning();
  return rows
    .map((row) => ({
      id: row.id,
      emissions: row.emissions as OutboxEmission[],
      jobs: row.jobs as OutboxJob[],
      attempts: row.attempts,
      createdAt: row.createdAt,
    }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

// One per bid delivered: prepared once per connection.
const deleteOutboxMessageStatement = definePreparedStatement('outbox_delete', (db, name) =>
  db
    .delete(outboxMessages)
    .where(eq(outboxMessages.id, sql.placeholder('id')))
    .prepare(name),
);

/** A delivered message is gone: the outbox holds only what is still owed. */
export async function deleteOutboxMessage(db: Executor, id: string): Promise<void> {
  await deleteOutboxMessageStatement(db, { id });
}

/** Messages still owed and the age of the oldest, for metrics and readiness. */
export async function readOutboxBacklog(db: Executor, now: Date): Promise<{ pending: number; oldestAgeMs: number }> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${outboxMessages.createdAt})` })
    .from(outboxMessages);
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { pending: row?.pending ?? 0, oldestAgeMs: oldest ? Math.max(0, now.getTime() - oldest.getTime()) : 0 };
}

/** Offers a message that could not be delivered again from `availableAt`. */
export async function releaseOutboxMessage(db: Executor, id: string, availableAt: Date): Promise<void> {
  await db.update(outboxMessages).set({ availableAt }).where(eq(outboxMessages.id, id));
}

/**
 * The body of an `outbox` CTE that writes `outbox.message` only if the statement's `updated` CTE
 * changed a row: a change and its announcement commit together, or neither does.
 */
export function insertOutboxIfUpdated(outbox: { message: OutboxMessage; leaseUntil: Date }): SQL {
  return sql`insert into ${outboxMessages} (id, emissions, jobs, available_at)
      select ${outbox.message.id}::uuid, ${JSON.stringify(outbox.message.emissions)}::jsonb, ${JSON.stringify(outbox.message.jobs)}::jsonb,
        ${outbox.leaseUntil.toISOString()}::timestamptz
      from updated
      returning id`;
}

/** Whether a statement ending in `select (select count(*) from updated)::int as applied` changed its row. */
export function wasApplied(result: unknown): boolean {
  return (result as { rows: { applied: number }[] }).rows[0]?.applied === 1;
}
