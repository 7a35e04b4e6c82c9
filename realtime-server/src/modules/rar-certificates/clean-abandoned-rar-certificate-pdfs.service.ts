import { deleteAbandonedRarCertificateFiles } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { removeAbandonedInBatches, scheduleCleanup } from '../../platform/abandoned-files';
import { ABANDONED_UPLOAD_TTL_MS } from '../uploads/clean-abandoned-uploads.service';
import { deleteRarCertificatePdfs } from './rar-certificate-pdf.service';

type CleanupContext = Pick<AppContext, 'db' | 'config' | 'logger' | 'clock'>;

/**
 * Deletes the certificate PDFs no certificate claimed within a day (as photos), rows first, then
 * their files; a PDF claimed meanwhile stays. Returns how many were removed.
 */
export async function cleanAbandonedRarCertificatePdfs(ctx: CleanupContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - ABANDONED_UPLOAD_TTL_MS);
  const removed = await removeAbandonedInBatches(
    (limit) => deleteAbandonedRarCertificateFiles(ctx.db, cutoff, limit),
    (rows) =>
      deleteRarCertificatePdfs(
        ctx,
        rows.map((row) => row.storageKey),
      ),
  );
  if (removed > 0) ctx.logger.info({ removed }, 'abandoned certificate PDFs removed');
  return removed;
}

/** Runs cleanAbandonedRarCertificatePdfs every `everyMs` until stopped. */
export function scheduleAbandonedRarCertificatePdfsCleanup(
  ctx: CleanupContext,
  everyMs = 60 * 60 * 1000,
): { stop(): void } {
  return scheduleCleanup(
    () => cleanAbandonedRarCertificatePdfs(ctx),
    ctx.logger,
    'could not clean abandoned certificate PDFs',
    everyMs,
  );
}
