import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_RAR_CERTIFICATE_PDF_BYTES } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { PayloadTooLargeError, ValidationError } from '../../platform/errors';

/** Only names this service writes are ever turned into a path. */
const STORAGE_KEY = /^[0-9a-f-]{36}\.pdf$/;
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** Certificates live beside the photos but outside `/uploads`: they are served only by their route, as downloads. */
export function getRarCertificatesDir(ctx: Pick<AppContext, 'config'>): string {
  return path.join(ctx.config.dataDir, 'rar-certificates');
}

/** The file of a storage key this service wrote, or null for anything else. */
export function toRarCertificatePath(ctx: Pick<AppContext, 'config'>, storageKey: string): string | null {
  return STORAGE_KEY.test(storageKey) ? path.join(getRarCertificatesDir(ctx), storageKey) : null;
}

/** Whether the bytes are a PDF by content: `%PDF-` at the very start, whatever the file was called. */
export function isPdfContent(input: Buffer): boolean {
  return input.length > PDF_MAGIC.length && input.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/**
 * Checks an untrusted certificate PDF (at most 5 MB, PDF content) and stores it unchanged under a
 * random name, written under a dot-name and renamed into place. Returns its storage key.
 */
export async function storeRarCertificatePdf(ctx: Pick<AppContext, 'config'>, input: Buffer): Promise<string> {
  if (input.length > MAX_RAR_CERTIFICATE_PDF_BYTES) throw new PayloadTooLargeError('rar.pdfInvalid');
  if (!isPdfContent(input)) throw new ValidationError('rar.pdfInvalid', {}, 'pdf');
  const dir = getRarCertificatesDir(ctx);
  await mkdir(dir, { recursive: true });
  const storageKey = `${randomUUID()}.pdf`;
  const file = path.join(dir, storageKey);
  const temp = path.join(dir, `.${storageKey}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, input);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return storageKey;
}

/** Removes stored PDFs; files already gone are fine. */
export async function deleteRarCertificatePdfs(ctx: Pick<AppContext, 'config'>, storageKeys: string[]): Promise<void> {
  await Promise.all(
    storageKeys
      .map((key) => toRarCertificatePath(ctx, key))
      .map((file) => (file ? rm(file, { force: true }) : undefined)),
  );
}
