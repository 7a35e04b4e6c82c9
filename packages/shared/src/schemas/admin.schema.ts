import { z } from 'zod';
import { msg } from './common.schema';

/**
 * GET /api/admin/audit-events?limit=&userId=: the latest events (50 unless asked, at most 200),
 * optionally only those about one account.
 */
export const auditQuerySchema = z.object({
  userId: z.uuid(msg('validation.invalidField')).transform((id) => id.toLowerCase()).optional(),
  limit: z.preprocess(
    (value) => value ?? '50',
    z.string(msg('validation.invalidField')).regex(/^\d{1,3}$/, msg('validation.invalidField')).transform(Number).pipe(z.number().int().min(1, msg('validation.invalidField')).max(200, msg('validation.invalidField'))),
  ),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
