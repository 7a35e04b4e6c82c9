import { deleteAbandonedRarCertificateFiles } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { ABANDONED_UPLOAD_TTL_MS } from '../uploads/clean-abandoned-uploads.service';
import { deleteRarCertificatePdfs } from './rar-certificate-pdf.service';

const BATCH_SIZE = 200;

type CleanupContext = Pick<AppContext, 'db' | 'config' | 'logger' | 'clock'>;

/**
 * Deletes the certificate PDFs no certificate claimed within a day (as photos), rows first, then
 * their files; a PDF claimed meanwhile stays. Returns how many were removed.
 */
export async function cleanAbandonedRarCertificatePdfs(ctx: CleanupContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows = await deleteAbandonedRarCertificateFiles(ctx.db, cutoff, BATCH_SIZE);
    await deleteRarCertificatePdfs(
      ctx,
      rows.map((row) => row.storageKey),
    );
    removed += rows.length;
    if (rows.length < BATCH_SIZE) break;
  }
  if (removed > 0) ctx.logger.info({ removed }, 'abandoned certificate PDFs removed');
  return removed;
}

/** Runs cleanAbandonedRarCertificatePdfs every `everyMs` until stopped; a failed run is logged. */
export function scheduleAbandonedRarCertificatePdfsCleanup(
  ctx: CleanupContext,
  everyMs = 60 * 60 * 1000,
): { stop(): void } {
  const timer = setInterval(() => {
    cleanAbandonedRarCertificatePdfs(ctx).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'could not clean abandoned certificate PDFs'),
    );
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
