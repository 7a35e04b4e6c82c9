import { type ProxyEvaluation, formatEuro } from '@autolicit/shared';
import {
  AuctionClosedError,
  BidTooLowError,
  ConflictError,
  MaximumTooLowError,
  OwnAuctionError,
  ValidationError,
  type AppError,
  withoutStack,
} from '../../platform/errors';

export class IdempotencyMismatchError extends ConflictError {
  override readonly code = 'IDEMPOTENCY_MISMATCH';
  constructor() {
    super('bid.idempotencyMismatch', {}, 'Idempotency-Key');
  }
}

/** The error a refused request answers with, one per reason of the shared rule. */
export function toRejectionError(evaluation: Extract<ProxyEvaluation, { ok: false }>): AppError {
  return withoutStack((): AppError => {
    switch (evaluation.reason) {
      case 'own-auction':
        return new OwnAuctionError();
      case 'not-active':
        return new AuctionClosedError('bid.notActive');
      case 'ended':
        return new AuctionClosedError('bid.ended');
      case 'too-low':
        return new BidTooLowError(evaluation.minimumBid, formatEuro(evaluation.minimumBid));
      case 'max-too-low':
        return new MaximumTooLowError(evaluation.minimumBid, formatEuro(evaluation.minimumBid));
      case 'max-below-amount':
        return new ValidationError('bid.maxBelowAmount', {}, 'maxAmount');
      case 'nothing-offered':
        return new ValidationError('bid.nothingOffered', {}, 'amount');
    }
  });
}

/** Only the key's own uniqueness means "another request of this user"; any other clash is a bug to surface. */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  type PgError = { code?: string; constraint?: string };
  const pg = ((error as { cause?: PgError })?.cause ?? error) as PgError;
  return pg?.code === '23505' && (pg.constraint ?? '').startsWith('bid_idempotency_keys');
}
