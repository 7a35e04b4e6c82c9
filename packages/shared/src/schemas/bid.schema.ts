import { z } from 'zod';
import { bidAmountSchema, msg } from './common.schema';

/** The offer itself, shared by the HTTP and socket commands: a bid by hand, a maximum, or both. */
export const bidOfferShape = {
  amount: bidAmountSchema.optional(),
  /** The most the platform may bid for the caller (proxy bidding); never shown to anyone else. */
  maxAmount: bidAmountSchema.optional(),
};

export function hasOffer(input: { amount?: string | undefined; maxAmount?: string | undefined }): boolean {
  return input.amount !== undefined || input.maxAmount !== undefined;
}

/** POST /api/vehicles/:id/bids. autoExtend is accepted for compatibility: anti-sniping always applies. */
export const placeBidInputSchema = z
  .object({
    ...bidOfferShape,
    autoExtend: z.boolean(msg('validation.invalidField')).optional(),
  })
  .refine(hasOffer, msg('bid.nothingOffered'));
export type PlaceBidInput = z.output<typeof placeBidInputSchema>;

/** Idempotency keys are opaque client-made ids (a UUID is typical). */
export const idempotencyKeySchema = z
  .string(msg('bid.idempotencyInvalid'))
  .regex(/^[A-Za-z0-9_-]{8,100}$/, msg('bid.idempotencyInvalid'));
