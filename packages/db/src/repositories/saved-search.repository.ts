import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { savedSearchMatches, savedSearches, users, vehicles } from '../schema/index';
import { type VehicleFilterOperands, vehicleMatchesSavedSearch } from './vehicle-filter';

export type SavedSearchAlertValue = 'instant' | 'daily' | 'off';

export interface SavedSearchRow {
  id: string;
  name: string;
  query: string;
  alert: SavedSearchAlertValue;
  /** Vehicles its search lists now (the same conditions as the browse search). */
  matchCount: number;
  createdAt: Date;
}

export interface SavedSearchValues {
  name: string;
  query: string;
  alert: SavedSearchAlertValue;
  operands: VehicleFilterOperands;
}

/** How many vehicles the row's search lists now: the same conditions, read per saved search. */
const matchCount = sql<number>`(select count(*)::int from ${vehicles} where ${vehicleMatchesSavedSearch()})`;

const rowColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  alert: savedSearches.alert,
  matchCount,
  createdAt: savedSearches.createdAt,
};

function toColumns<V extends Partial<SavedSearchValues>>(
  values: V,
): Omit<V, 'operands'> & Partial<VehicleFilterOperands> {
  const { operands, ...rest } = values;
  return { ...rest, ...(operands ?? {}) };
}

/** A user's saved searches, newest first, with their match counts. */
export async function listSavedSearches(db: Executor, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select(rowColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findSavedSearch(db: Executor, userId: string, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

/**
 * Saves a search unless the user already has `max`. The user's row is locked first, so two saves
 * at once cannot both pass the count. Returns null at the limit.
 */
export async function insertSavedSearchWithinLimit(
  tx: Executor,
  userId: string,
  values: SavedSearchValues,
  max: number,
  now: Date,
): Promise<string | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [count] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if ((count?.n ?? 0) >= max) return null;
  const [row] = await tx
    .insert(savedSearches)
    .values({
      userId,
      name: values.name,
      query: values.query,
      alert: values.alert,
      ...values.operands,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

/** Changes the user's saved search; false when it is not theirs (or gone). */
export async function updateSavedSearch(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<SavedSearchValues>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ ...toColumns(values), updatedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function deleteSavedSearch(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export interface NewSavedSearchMatch {
  savedSearchId: string;
  userId: string;
  alert: 'instant' | 'daily';
}

/**
 * Records which saved searches (with alerts on) a just-published listing matches, once per search:
 * a second run records nothing new. Only a listing open for bids matches — never an ended or
 * cancelled one — and never its own seller's searches. Instant matches are recorded as sent: the
 * caller hands their alerts to the outbox in the same transaction.
 */
export async function recordSavedSearchMatches(
  tx: Executor,
  vehicleId: string,
  now: Date,
): Promise<NewSavedSearchMatch[]> {
  const result = await tx.execute(sql`
    insert into ${savedSearchMatches} (saved_search_id, vehicle_id, user_id, alert, matched_at, sent_at)
    select ${savedSearches.id}, ${vehicles.id}, ${savedSearches.userId}, ${savedSearches.alert}, ${now},
      case when ${savedSearches.alert} = 'instant' then ${now}::timestamptz end
    from ${savedSearches} join ${vehicles} on ${vehicles.id} = ${vehicleId}
    where ${savedSearches.alert} <> 'off'
      and ${savedSearches.userId} <> ${vehicles.sellerId}
      and ${vehicles.status} = 'active'
      and ${vehicles.auctionEndTime} > ${now}
      and ${vehicleMatchesSavedSearch()}
    on conflict do nothing
    returning saved_search_id, user_id, alert`);
  const rows = (
    result as unknown as { rows: { saved_search_id: string; user_id: string; alert: 'instant' | 'daily' }[] }
  ).rows;
  return rows.map((row) => ({ savedSearchId: row.saved_search_id, userId: row.user_id, alert: row.alert }));
}

/** Users with daily matches not sent yet, a page at a time in id order. */
export async function listUsersWithPendingDigest(
  db: Executor,
  limit: number,
  afterUserId: string | null,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: savedSearchMatches.userId })
    .from(savedSearchMatches)
    .where(
      and(
        isNull(savedSearchMatches.sentAt),
        eq(savedSearchMatches.alert, 'daily'),
        afterUserId ? gt(savedSearchMatches.userId, afterUserId) : undefined,
      ),
    )
    .orderBy(savedSearchMatches.userId)
    .limit(limit);
  return rows.map((row) => row.userId);
}

export interface DigestEntry {
  savedSearchId: string;
  vehicleId: string;
}

/**
 * Takes a user's unsent daily matches for a digest and marks them sent, in the caller's
 * transaction (which also writes the digest's outbox message). Matches of listings no longer open
 * for bids are marked too but not returned: a digest never offers an auction that is over.
 */
export async function takeDigestMatches(tx: Executor, userId: string, now: Date): Promise<DigestEntry[]> {
  const result = await tx.execute(sql`
    update ${savedSearchMatches} set sent_at = ${now}
    from ${vehicles}
    where ${savedSearchMatches.userId} = ${userId}
      and ${savedSearchMatches.alert} = 'daily'
      and ${savedSearchMatches.sentAt} is null
      and ${vehicles.id} = ${savedSearchMatches.vehicleId}
    returning ${savedSearchMatches.savedSearchId} as saved_search_id, ${savedSearchMatches.vehicleId} as vehicle_id,
      (${vehicles.status} = 'active' and ${vehicles.auctionEndTime} > ${now}) as open`);
  const rows = (result as unknown as { rows: { saved_search_id: string; vehicle_id: string; open: boolean }[] }).rows;
  return rows
    .filter((row) => row.open)
    .map((row) => ({ savedSearchId: row.saved_search_id, vehicleId: row.vehicle_id }));
}

/** A saved search's name and alert as an alert reads them at send time; null when deleted. */
export async function findSavedSearchAlert(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ name: string; alert: SavedSearchAlertValue } | null> {
  const [row] = await db
    .select({ name: savedSearches.name, alert: savedSearches.alert })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}
