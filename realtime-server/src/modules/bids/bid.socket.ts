import { type PlaceBidResultDto, socketPlaceBidInputSchema } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import type { Limiters } from '../../platform/guards/rate-limit';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';
import { parseInput } from '../../platform/validate';
import { handleCommand } from '../../platform/realtime/socket-errors';
import { getSocketCaller } from '../../platform/realtime/socket-session';
import type { AppSocket } from '../../platform/realtime/socket.types';
import { guardBidCommand } from './bid.guards';
import { placeBid } from './place-bid.service';

export interface BidSocketDeps {
  limiters: Limiters;
  sessionStore: RedisSessionStore;
}

/** The node's socket command handlers for bidding, made once and shared by every socket. */
export interface BidSocketHandlers {
  place: ReturnType<typeof handleCommand<AppSocket, unknown, PlaceBidResultDto>>;
}

/**
 * bid:place — the same guards, service, rules and answers as POST /api/vehicles/:id/bids. The ack
 * goes out as soon as the bid is committed (the broadcast does not delay it); a client that
 * missed it sends the same clientBidId again and gets the same answer.
 */
export function createBidHandlers(ctx: AppContext, { limiters, sessionStore }: BidSocketDeps): BidSocketHandlers {
  return {
    place: handleCommand(ctx.logger, async (socket: AppSocket, input) => {
      const caller = getSocketCaller(socket, { db: ctx.db, sessionStore });
      const bidder = await guardBidCommand(ctx, limiters, caller);
      const command = parseInput(socketPlaceBidInputSchema, input);
      const outcome = await placeBid(ctx, {
        vehicleId: command.vehicleId.toLowerCase(),
        bidder,
        amount: command.amount,
        maxAmount: command.maxAmount,
        idempotencyKey: command.clientBidId,
        client: caller.origin,
      });
      return outcome.result;
    }),
  };
}

/** Listens to a socket's bidding commands with the node's shared handlers. */
export function registerBidHandlers(socket: AppSocket, handlers: BidSocketHandlers): void {
  socket.on('bid:place', handlers.place);
}
