import type { UserWithProfile } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { type CommandCaller, requireLiveUser } from '../../platform/guards/command.guard';
import { type Limiters, consumeLimits } from '../../platform/guards/rate-limit';

/**
 * The guards of every bidding command, whether it came over HTTP or a socket: a live session's
 * user read again, Redis up, then one point of the bid limits per account and per address.
 * Returns the bidder.
 */
export async function guardBidCommand(
  ctx: AppContext,
  limiters: Limiters,
  caller: CommandCaller,
): Promise<UserWithProfile> {
  const bidder = await requireLiveUser(ctx.redis, caller);
  await consumeLimits(
    [
      [limiters.bidsPerUser, bidder.id],
      [limiters.bidsPerIp, caller.origin.ip],
    ],
    ctx.logger,
  );
  return bidder;
}
