import { ANTI_SNIPING_WINDOW_MS } from '@autolicit/shared';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { serviceOutages, vehicles } from '../schema/index';

export type ServiceOutageRow = typeof serviceOutages.$inferSelect;
export type OutageDependency = ServiceOutageRow['dependency'];

/** Serialises the merging of outage reports from several worker processes (any fixed key). */
const OUTAGE_MERGE_LOCK = 7_340_011;

export interface OutageReport {
  dependency: OutageDependency;
  startedAt: Date;
  /** Null while the dependency is still down. */
  restoredAt: Date | null;
}

/**
 * Records what one worker process saw, merged with what the others reported: every process
 * watching the same outage sees a window that contains it (from its last good probe to its first
 * good probe after), so reports of one outage overlap, and one row per outage and dependency is
 * kept. Merging moves the start earlier only while the row is unapplied, and never moves a
 * restoration once set (the first report of it wins): an applied window never changes, so an
 * auction is never extended twice for it. A dependency down again right after an applied outage
 * (flapping) is a new row.
 */
export async function recordServiceOutage(db: Database, report: OutageReport): Promise<ServiceOutageRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${OUTAGE_MERGE_LOCK})`);
    const overlapping = await tx
      .select()
      .from(serviceOutages)
      .where(
        and(
          eq(serviceOutages.dependency, report.dependency),
          sql`${serviceOutages.startedAt} <= coalesce(${report.restoredAt?.toISOString() ?? null}::timestamptz, 'infinity')`,
          sql`coalesce(${serviceOutages.restoredAt}, 'infinity') >= ${report.startedAt.toISOString()}::timestamptz`,
          // An applied outage only takes a late report of itself (restored, begun before its
          // restoration); being down again from around its restoration on is a new outage.
          report.restoredAt
            ? sql`(${serviceOutages.appliedAt} is null or ${serviceOutages.restoredAt} > ${report.startedAt.toISOString()}::timestamptz)`
            : isNull(serviceOutages.appliedAt),
        ),
      )
      // The current (unapplied) outage first.
      .orderBy(sql`${serviceOutages.appliedAt} is null desc`, asc(serviceOutages.startedAt))
      .limit(1);
    const existing = overlapping[0];
    if (!existing) {
      const [inserted] = await tx.insert(serviceOutages).values(report).returning();
      return inserted!;
    }
    const [merged] = await tx
      .update(serviceOutages)
      .set({
        startedAt: sql`case when ${serviceOutages.appliedAt} is null then least(${serviceOutages.startedAt}, ${report.startedAt.toISOString()}::timestamptz) else ${serviceOutages.startedAt} end`,
        restoredAt: sql`coalesce(${serviceOutages.restoredAt}, ${report.restoredAt?.toISOString() ?? null}::timestamptz)`,
      })
      .where(eq(serviceOutages.id, existing.id))
      .returning();
    return merged!;
  });
}

export async function findServiceOutage(db: Executor, id: string): Promise<ServiceOutageRow | null> {
  const rows = await db.select().from(serviceOutages).where(eq(serviceOutages.id, id));
  return rows[0] ?? null;
}

/** Outages that started at or after `since`, oldest first (what an operator or a test looks at). */
export async function listServiceOutagesSince(db: Executor, since: Date): Promise<ServiceOutageRow[]> {
  return db
    .select()
    .from(serviceOutages)
    .where(gte(serviceOutages.startedAt, since))
    .orderBy(asc(serviceOutages.startedAt));
}

/** Outages whose auctions have not all been extended yet (open ones included), oldest first. */
export async function listUnappliedServiceOutages(db: Executor): Promise<ServiceOutageRow[]> {
  return db
    .select()
    .from(serviceOutages)
    .where(isNull(serviceOutages.appliedAt))
    .orderBy(asc(serviceOutages.startedAt));
}

/** Marks a restored outage applied (once: a second applier finds it applied and adds nothing). */
export async function markServiceOutageApplied(db: Executor, id: string, appliedAt: Date): Promise<boolean> {
  const rows = await db
    .update(serviceOutages)
    .set({ appliedAt })
    .where(
      and(eq(serviceOutages.id, id), isNull(serviceOutages.appliedAt), sql`${serviceOutages.restoredAt} is not null`),
    )
    .returning({ id: serviceOutages.id });
  return rows.length > 0;
}

/**
 * The close guard, part of every closing statement: an auction whose end falls in an outage that
 * is still open, or restored but not yet applied (from its start to restored + the anti-sniping
 * window, the rule's reach), is not closed — its extension comes first, whatever the order in
 * which the close jobs, the sweeper and the extension run.
 */
export const notHeldByOutage = sql`not exists (
  select 1 from ${serviceOutages}
  where ${serviceOutages.appliedAt} is null
    and ${vehicles.auctionEndTime} >= ${serviceOutages.startedAt}
    and (${serviceOutages.restoredAt} is null
      or ${vehicles.auctionEndTime} < ${serviceOutages.restoredAt} + make_interval(secs => ${ANTI_SNIPING_WINDOW_MS / 1000}))
)`;
