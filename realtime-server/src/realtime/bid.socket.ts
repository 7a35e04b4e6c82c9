import { findUserById } from '@autolicit/db';
import { socketPlaceBidInputSchema } from '@autolicit/shared';
import type { AppContext } from '../app-context';
import { type Limiters, consumeLimits } from '../http/middleware/rate-limit';
import { UnauthorizedError } from '../lib/errors';
import { parseInput } from '../lib/validate';
import { placeBid } from '../modules/bids/place-bid.service';
import { handleCommand } from './socket-errors';
import type { AppSocket } from './socket.types';

/** bid:place — the same service, rules, limits and answers as POST /api/vehicles/:id/bids. */
export function registerBidHandlers(ctx: AppContext, socket: AppSocket, limiters: Limiters): void {
  socket.on(
    'bid:place',
    handleCommand(ctx.logger, async (input) => {
      const userId = socket.data.userId;
      if (!userId) throw new UnauthorizedError();
      const command = parseInput(socketPlaceBidInputSchema, input);
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
