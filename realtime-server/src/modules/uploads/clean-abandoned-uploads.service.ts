import { deleteAbandonedUploads } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { removeAbandonedInBatches, scheduleCleanup } from '../../platform/abandoned-files';
import { deleteStoredPhotos } from './photo.service';

/** A photo uploaded for a listing that was never submitted is kept this long (a draft may resume). */
export const ABANDONED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

type CleanupContext = Pick<AppContext, 'db' | 'config' | 'logger' | 'clock'>;

/**
 * Deletes the uploads no listing claimed within ABANDONED_UPLOAD_TTL_MS, rows first, then their
 * files. Safe on several nodes at once: each row is deleted by exactly one of them, and an upload
 * claimed meanwhile is left alone. Returns how many were removed.
 */
export async function cleanAbandonedUploads(ctx: CleanupContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_TTL_MS);
  const removed = await removeAbandonedInBatches(
    (limit) => deleteAbandonedUploads(ctx.db, cutoff, limit),
    (rows) => deleteStoredPhotos(ctx, rows),
  );
  if (removed > 0) ctx.logger.info({ removed }, 'abandoned uploads removed');
  return removed;
}

/** Runs cleanAbandonedUploads every `everyMs` (first run one period after start) until stopped. */
export function scheduleAbandonedUploadsCleanup(ctx: CleanupContext, everyMs = 60 * 60 * 1000): { stop(): void } {
  return scheduleCleanup(() => cleanAbandonedUploads(ctx), ctx.logger, 'could not clean abandoned uploads', everyMs);
}
