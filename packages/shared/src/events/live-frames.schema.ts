import { z } from 'zod';

// Apart from live-frames.ts so that a client reading frames does not load zod before its first paint.

/**
 * `bid:placed` as a client of compact frames gets it. Left out, because a watcher derives them:
 * `currentBid` (= amount), `bidCount` (= bidSeq), `minimumNextBid` (the shared rule), the alias
 * (from `bidder`, the public per-auction number). Sent only when they say something:
 * `auctionEndTime` when this bid moved the end (anti-sniping; it replaces `auction:extended` for
 * these clients), `isReserveMet` when the reserve of a vehicle that has one is met (without a
 * reserve it is met by any bid), `isAutomatic` and `isPurchase` when true. Never in it: maxima,
 * the reserve price, user ids. Strict: a field not listed here is an error.
 */
export const bidPlacedFrameSchema = z.strictObject({
  vehicleId: z.string(),
  bidId: z.string(),
  bidSeq: z.number().int().positive(),
  bidder: z.number().int().positive(),
  amount: z.string(),
  createdAt: z.string(),
  serverTime: z.string(),
  auctionEndTime: z.string().optional(),
  isReserveMet: z.literal(true).optional(),
  isAutomatic: z.literal(true).optional(),
  isPurchase: z.literal(true).optional(),
});
export type BidPlacedFrame = z.infer<typeof bidPlacedFrameSchema>;
