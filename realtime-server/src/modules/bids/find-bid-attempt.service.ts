import { findBidAttempt as findStoredAttempt } from '@autolicit/db';
import type { PlaceBidResultDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';

/**
 * What became of one of the user's bid attempts on a vehicle: the answer the bid got, exactly as
 * it was sent, or NotFound when no bid was stored under that key (for this user and vehicle).
 * Read-only: unlike re-sending the bid, asking never places it.
 */
export async function findBidAttempt(
  ctx: AppContext,
  query: { vehicleId: string; userId: string; key: string },
): Promise<PlaceBidResultDto> {
  const stored = await findStoredAttempt(ctx.db, query.userId, query.key);
  if (!stored || stored.vehicleId !== query.vehicleId) throw new NotFoundError('bid.attemptNotFound');
  return stored.response as PlaceBidResultDto;
}
