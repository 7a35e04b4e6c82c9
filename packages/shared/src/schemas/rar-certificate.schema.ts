import { z } from 'zod';
import { msg } from './common.schema';

/** The Auto-Pass certificate exists since 1 December 2024; an earlier issue date is a typing error. */
export const RAR_CERTIFICATE_FIRST_DAY = '2024-12-01';
export const RAR_CERTIFICATE_NUMBER_MAX = 30;
/** The certificate PDF the seller may attach (checked by content, `%PDF-`). */
export const MAX_RAR_CERTIFICATE_PDF_BYTES = 5 * 1024 * 1024;

/** Series and number as printed: letters (Romanian ones too), digits, spaces, dashes, slashes and dots. */
const NUMBER_PATTERN = /^[\p{L}\d][\p{L}\d ./-]*$/u;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's calendar date in Romania, where the certificate is issued. */
export function getRomanianDate(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(now);
}

/**
 * The certificate a seller declares: `number` trimmed, inner spaces collapsed, upper-cased;
 * `issuedAt` a `YYYY-MM-DD` date from 1 December 2024 to today (Romanian time). `pdfUploadId`
 * is a PDF sent to POST /api/rar-certificate-files first, or absent. Built for a given `now`.
 */
export function createRarCertificateInputSchema(now: Date) {
  return z.object({
    number: z
      .string(msg('rar.numberInvalid'))
      .trim()
      .transform((value) => value.replace(/\s+/g, ' ').toUpperCase())
      .pipe(
        z
          .string()
          .min(1, { ...msg('rar.numberInvalid'), abort: true })
          .max(RAR_CERTIFICATE_NUMBER_MAX, msg('rar.numberInvalid'))
          .regex(NUMBER_PATTERN, msg('rar.numberInvalid')),
      ),
    issuedAt: z
      .string(msg('rar.issuedAtInvalid'))
      .trim()
      .refine(isCalendarDate, msg('rar.issuedAtInvalid'))
      .refine((value) => value >= RAR_CERTIFICATE_FIRST_DAY, msg('rar.issuedAtInvalid'))
      .refine((value) => value <= getRomanianDate(now), msg('rar.issuedAtInvalid')),
    pdfUploadId: z
      .uuid(msg('rar.pdfUnknown'))
      .nullish()
      .transform((value) => value?.toLowerCase() ?? null),
  });
}

export type RarCertificateInput = z.infer<ReturnType<typeof createRarCertificateInputSchema>>;

/**
 * The listing payload's optional `rarCertificate` (POST /api/vehicles), read beside the listing
 * schema rather than inside it: the vehicle page loads that schema before its first paint, and the
 * certificate's rules are needed only by the listing dialog.
 */
export function createListingRarCertificateSchema(now: Date) {
  return z.object({
    rarCertificate: createRarCertificateInputSchema(now)
      .nullish()
      .transform((value) => value ?? null),
  });
}
