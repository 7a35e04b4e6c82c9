import { findUserById } from '@autolicit/db';
import { type PlaceBidResultDto, socketPlaceBidInputSchema } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { type Limiters, consumeLimits } from '../../platform/guards/rate-limit';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';
import { ServiceUnavailableError, UnauthorizedError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { placeBid } from './place-bid.service';
import { handleCommand } from '../../platform/realtime/socket-errors';
import { requireLiveSession } from '../../platform/realtime/socket-session';
import type { AppSocket } from '../../platform/realtime/socket.types';

export interface BidSocketDeps {
  limiters: Limiters;
  sessionStore: RedisSessionStore;
}

/** The node's socket command handlers for bidding, made once and shared by every socket. */
export interface BidSocketHandlers {
  place: ReturnType<typeof handleCommand<AppSocket, unknown, PlaceBidResultDto>>;
}

/**
 * bid:place — the same service, rules, limits and answers as POST /api/vehicles/:id/bids. The ack
 * goes out as soon as the bid is committed (the broadcast does not delay it); a client that
 * missed it sends the same clientBidId again and gets the same answer.
 */
export function createBidHandlers(ctx: AppContext, { limiters, sessionStore }: BidSocketDeps): BidSocketHandlers {
  return {
    place: handleCommand(ctx.logger, async (socket: AppSocket, input) => {
      if (!socket.data.userId) throw new UnauthorizedError();
      const command = parseInput(socketPlaceBidInputSchema, input);
      // Without Redis this node cannot tell the watchers on the other nodes nor count the rate
      // limits: a bid now would be invisible to part of the room. Refused clearly; the client
      // says so and the bidder taps again once the service is back (docs/reliability.md).
      if (ctx.redis.status !== 'ready') throw new ServiceUnavailableError();
      // The session may have ended (logout elsewhere, expiry) a moment before its disconnect lands.
      const userId = await requireLiveSession(socket, sessionStore);
      await consumeLimits([[limiters.bidsPerUser, userId], [limiters.bidsPerIp, socket.data.ip]], ctx.logger);
      // Re-read the user: the session may outlive a deleted or changed account.
      const bidder = await findUserById(ctx.db, userId);
      if (!bidder) throw new UnauthorizedError();
      const outcome = await placeBid(ctx, {
        vehicleId: command.vehicleId.toLowerCase(),
        bidder,
        amount: command.amount,
        maxAmount: command.maxAmount,
        idempotencyKey: command.clientBidId,
        client: { ip: socket.data.ip, deviceId: socket.data.deviceId ?? null },
      });
      return outcome.result;
    }),
  };
}

/** Listens to a socket's bidding commands with the node's shared handlers. */
export function registerBidHandlers(socket: AppSocket, handlers: BidSocketHandlers): void {
  socket.on('bid:place', handlers.place);
}
