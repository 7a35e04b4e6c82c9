import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { clientFootprints } from '../schema/index';

export type FootprintKind = 'signup' | 'login' | 'question';

export interface ClientFootprint {
  userId: string;
  kind: FootprintKind;
  ip: string;
  deviceId: string | null;
  occurredAt: Date;
  /** For a question: the listing it was asked on. */
  vehicleId?: string;
}

/** Records where an account signed up or signed in from (bids record theirs inside the bid's own write). */
export async function recordFootprint(db: Executor, footprint: ClientFootprint): Promise<void> {
  await db.insert(clientFootprints).values(footprint);
}

/**
 * Deletes up to `batch` footprints older than `cutoff` (the retention limit) and returns how many
 * went; the sweep calls it often, so a backlog drains in bounded steps instead of one long delete.
 */
export async function deleteFootprintsBefore(db: Executor, cutoff: Date, batch = 5_000): Promise<number> {
  const result = await db.execute(sql`
    delete from ${clientFootprints} where id in (
      select id from ${clientFootprints} where occurred_at < ${cutoff.toISOString()}::timestamptz limit ${batch})
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export type FootprintRow = typeof clientFootprints.$inferSelect;

/** One account's footprints, newest first (what an operator or a data-access request sees). */
export async function listUserFootprints(db: Executor, userId: string): Promise<FootprintRow[]> {
  return db
    .select()
    .from(clientFootprints)
    .where(eq(clientFootprints.userId, userId))
    .orderBy(desc(clientFootprints.occurredAt));
}
