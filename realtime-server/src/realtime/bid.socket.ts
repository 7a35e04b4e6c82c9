import { findUserById } from '@autolicit/db';
import { socketPlaceBidInputSchema } from '@autolicit/shared';
import type { AppContext } from '../app-context';
import { type Limiters, consumeLimits } from '../http/middleware/rate-limit';
import { ServiceUnavailableError, UnauthorizedError } from '../lib/errors';
import { parseInput } from '../lib/validate';
import { placeBid } from '../modules/bids/place-bid.service';
import { handleCommand } from './socket-errors';
import type { AppSocket } from './socket.types';

/**
 * bid:place — the same service, rules, limits and answers as POST /api/vehicles/:id/bids. The ack
 * goes out as soon as the bid is committed (the broadcast does not delay it); a client that
 * missed it sends the same clientBidId again and gets the same answer.
 */
export function registerBidHandlers(ctx: AppContext, socket: AppSocket, limiters: Limiters): void {
  socket.on(
    'bid:place',
    handleCommand(ctx.logger, async (input) => {
      const userId = socket.data.userId;
      if (!userId) throw new UnauthorizedError();
      const command = parseInput(socketPlaceBidInputSchema, input);
      // Without Redis this node cannot tell the watchers on the other nodes nor count the rate
      // limits: a bid now would be invisible to part of the room. Refused clearly; the client
      // says so and the bidder taps again once the service is back (docs/reliability.md).
      if (ctx.redis.status !== 'ready') throw new ServiceUnavailableError();
      await consumeLimits([[limiters.bidsPerUser, userId], [limiters.bidsPerIp, socket.data.ip]], ctx.logger);
      // Re-read the user: the session may outlive a deleted or changed account.
      const bidder = await findUserById(ctx.db, userId);
      if (!bidder) throw new UnauthorizedError();
      const outcome = await placeBid(ctx, {
        vehicleId: command.vehicleId.toLowerCase(),
        bidder,
        amount: command.amount,
        idempotencyKey: command.clientBidId,
      });
      return outcome.result;
    }),
  );
}
