import { z } from 'zod';
import { msg } from './common.schema';
import { FOOTPRINT_RETENTION_DAYS, LANGUAGES } from '../constants';

/**
 * GET /api/admin/audit-events?limit=&userId=: the latest events (50 unless asked, at most 200),
 * optionally only those about one account.
 */
export const auditQuerySchema = z.object({
  userId: z
    .uuid(msg('validation.invalidField'))
    .transform((id) => id.toLowerCase())
    .optional(),
  limit: z.preprocess(
    (value) => value ?? '50',
    z
      .string(msg('validation.invalidField'))
      .regex(/^\d{1,3}$/, msg('validation.invalidField'))
      .transform(Number)
      .pipe(z.number().int().min(1, msg('validation.invalidField')).max(200, msg('validation.invalidField'))),
  ),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

const isoInstant = z.iso
  .datetime({ offset: true, message: 'validation.invalidField' })
  .transform((value) => new Date(value));

/** The longest outage window an incident extension may cover, and the most it may add. */
export const INCIDENT_MAX_WINDOW_MS = 24 * 60 * 60 * 1000;
export const INCIDENT_MAX_MINUTES = 24 * 60;

/**
 * POST /api/admin/auctions/extend: an outage from `from` to `to`; every running auction ending in
 * it (or up to 30 minutes after it) gets `minutes` more, counted from now for those already due.
 */
export const incidentExtensionInputSchema = z
  .object({
    from: isoInstant,
    to: isoInstant,
    minutes: z
      .number(msg('admin.incidentMinutes'))
      .int(msg('admin.incidentMinutes'))
      .min(1, msg('admin.incidentMinutes'))
      .max(INCIDENT_MAX_MINUTES, msg('admin.incidentMinutes')),
  })
  .refine(
    (input) =>
      input.to.getTime() > input.from.getTime() && input.to.getTime() - input.from.getTime() <= INCIDENT_MAX_WINDOW_MS,
    {
      path: ['to'],
      message: 'admin.incidentWindow',
    },
  );
export type IncidentExtensionInput = z.output<typeof incidentExtensionInputSchema>;

/** PATCH /api/admin/vehicles/:id/end-time: a corrected end for one running auction. */
export const endTimeCorrectionInputSchema = z.object({ auctionEndTime: isoInstant });
export type EndTimeCorrectionInput = z.output<typeof endTimeCorrectionInputSchema>;

/** PATCH /api/transactions/:id: the seller (or an admin) records the payment, or its absence after the deadline. */
export const settleTransactionInputSchema = z.object({
  paymentStatus: z.enum(['completed', 'failed'], msg('transaction.statusInvalid')),
});
export type SettleTransactionInput = z.output<typeof settleTransactionInputSchema>;

/** GET /api/transactions/:id/summary.pdf?lang=ro|en (Romanian unless asked). */
export const saleSummaryQuerySchema = z.object({
  lang: z.enum(LANGUAGES, msg('validation.invalidField')).default('ro'),
});

/** GET /api/admin/professionals?status=pending|verified|rejected (pending unless asked). */
export const professionalListQuerySchema = z.object({
  status: z.enum(['pending', 'verified', 'rejected'], msg('validation.invalidField')).default('pending'),
});

/** POST /api/admin/professionals/:id/reject: the reason is sent to the trader. */
export const rejectProfessionalInputSchema = z.object({
  reason: z
    .string(msg('admin.rejectReasonLength'))
    .trim()
    .min(5, msg('admin.rejectReasonLength'))
    .max(500, msg('admin.rejectReasonLength')),
});

/** GET /api/admin/signals?days=: patterns seen in the last `days` days (30 unless asked, at most the retention). */
export const shillSignalQuerySchema = z.object({
  days: z.preprocess(
    (value) => value ?? '30',
    z
      .string(msg('validation.invalidField'))
      .regex(/^\d{1,3}$/, msg('validation.invalidField'))
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, msg('validation.invalidField'))
          .max(FOOTPRINT_RETENTION_DAYS, msg('validation.invalidField')),
      ),
  ),
});
export type ShillSignalQuery = z.output<typeof shillSignalQuerySchema>;
