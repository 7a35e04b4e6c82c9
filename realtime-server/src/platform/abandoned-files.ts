import type { Logger } from './logger';

/**
 * Removes abandoned stored files batch by batch: `deleteRows(limit)` deletes up to `limit` rows
 * and returns them (rows first: once gone, nothing can claim them, and a file a crash leaves
 * behind is unreachable), then `deleteFiles` removes their files. Stops after a short batch.
 * Returns how many were removed.
 */
export async function removeAbandonedInBatches<T>(
  deleteRows: (limit: number) => Promise<T[]>,
  deleteFiles: (rows: T[]) => Promise<void>,
  batchSize = 200,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const rows = await deleteRows(batchSize);
    await deleteFiles(rows);
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}

/**
 * Runs `clean` every `everyMs` (the first run one period after start) until stopped; a failed run
 * is logged with `failure` and tried again at the next period.
 */
export function scheduleCleanup(
  clean: () => Promise<unknown>,
  logger: Pick<Logger, 'error'>,
  failure: string,
  everyMs: number,
): { stop(): void } {
  const timer = setInterval(() => {
    clean().catch((error: unknown) => logger.error({ err: error }, failure));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
