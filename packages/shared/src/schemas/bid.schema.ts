import { z } from 'zod';
import { bidAmountSchema, msg } from './common.schema';

/** POST /api/vehicles/:id/bids. autoExtend is accepted for compatibility: anti-sniping always applies. */
export const placeBidInputSchema = z.object({
  amount: bidAmountSchema,
  autoExtend: z.boolean(msg('validation.invalidField')).optional(),
});
export type PlaceBidInput = z.output<typeof placeBidInputSchema>;

/** Idempotency keys are opaque client-made ids (a UUID is typical). */
export const idempotencyKeySchema = z.string(msg('bid.idempotencyInvalid')).regex(/^[A-Za-z0-9_-]{8,100}$/, msg('bid.idempotencyInvalid'));
