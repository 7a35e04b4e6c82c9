import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { watchlist } from '../schema/index';

export async function isInWatchlist(db: Executor, userId: string, vehicleId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.vehicleId, vehicleId)));
  return rows.length > 0;
}

/** Idempotent: adding twice keeps one entry. */
export async function addToWatchlist(db: Executor, userId: string, vehicleId: string): Promise<void> {
  await db.insert(watchlist).values({ userId, vehicleId }).onConflictDoNothing();
}

export async function removeFromWatchlist(db: Executor, userId: string, vehicleId: string): Promise<boolean> {
  const rows = await db
    .delete(watchlist)
    .where(and(eq(watchlist.userId, userId), eq(watchlist.vehicleId, vehicleId)))
    .returning({ vehicleId: watchlist.vehicleId });
  return rows.length > 0;
}

export async function listWatchlistEntries(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select({ vehicleId: watchlist.vehicleId, createdAt: watchlist.createdAt })
    .from(watchlist)
    .where(eq(watchlist.userId, userId))
    .orderBy(desc(watchlist.createdAt), desc(watchlist.vehicleId))
    .limit(limit)
    .offset(offset);
}

export async function countWatchlist(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(watchlist).where(eq(watchlist.userId, userId));
  return row?.n ?? 0;
}
