import { deleteAbandonedUploads } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { deleteStoredPhotos } from './photo.service';

/** A photo uploaded for a listing that was never submitted is kept this long (a draft may resume). */
export const ABANDONED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const BATCH_SIZE = 200;

type CleanupContext = Pick<AppContext, 'db' | 'config' | 'logger' | 'clock'>;

/**
 * Deletes the uploads no listing claimed within ABANDONED_UPLOAD_TTL_MS, rows first, then their
 * files. Safe on several nodes at once: each row is deleted by exactly one of them, and an upload
 * claimed meanwhile is left alone. Returns how many were removed.
 */
export async function cleanAbandonedUploads(ctx: CleanupContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows = await deleteAbandonedUploads(ctx.db, cutoff, BATCH_SIZE);
    // The rows are gone for good now; a file left behind by a crash here is orphaned but unreachable.
    await deleteStoredPhotos(ctx, rows);
    removed += rows.length;
    if (rows.length < BATCH_SIZE) break;
  }
  if (removed > 0) ctx.logger.info({ removed }, 'abandoned uploads removed');
  return removed;
}

/**
 * Runs cleanAbandonedUploads every `everyMs` (first run one period after start) until stopped.
 * A failed run is logged and tried again at the next period.
 */
export function scheduleAbandonedUploadsCleanup(ctx: CleanupContext, everyMs = 60 * 60 * 1000): { stop(): void } {
  const timer = setInterval(() => {
    cleanAbandonedUploads(ctx).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'could not clean abandoned uploads'),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
