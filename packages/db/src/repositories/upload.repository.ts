import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import { uploads } from '../schema/index';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

export async function insertUpload(db: Executor, upload: NewUploadRow): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(upload).returning();
  return row!;
}

/** The user's own uploads among `ids` that no listing has claimed yet; ids that are not are simply absent. */
export async function findUnclaimedUploads(db: Executor, userId: string, ids: string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids), isNull(uploads.vehicleId)));
}

/**
 * Claims the user's own unclaimed uploads for a vehicle, inside the listing transaction. Returns
 * the claimed rows; the caller compares the count with what it asked for.
 */
export async function claimUploads(
  tx: Executor,
  userId: string,
  ids: string[],
  vehicleId: string,
): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(uploads)
    .set({ vehicleId })
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids), isNull(uploads.vehicleId)))
    .returning();
}

/**
 * Deletes up to `limit` uploads that no listing claimed and that are older than `cutoff`, and
 * returns them so their files can go too. The condition is repeated in the DELETE itself: an upload
 * claimed by a listing in the meantime stays (the claim's UPDATE and this DELETE cannot both win).
 */
export async function deleteAbandonedUploads(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<Pick<UploadRow, 'id' | 'url' | 'thumbnailUrl'>[]> {
  const abandoned = db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.vehicleId), lt(uploads.createdAt, cutoff)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
  return db
    .delete(uploads)
    .where(and(inArray(uploads.id, abandoned), isNull(uploads.vehicleId)))
    .returning({ id: uploads.id, url: uploads.url, thumbnailUrl: uploads.thumbnailUrl });
}
