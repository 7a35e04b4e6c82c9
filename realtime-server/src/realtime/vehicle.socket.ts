import { MAX_ROOMS_PER_SOCKET, vehicleRoom, vehicleRoomInputSchema } from '@autolicit/shared';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../app-context';
import { type Limiters, consumeLimits, toRateLimitError } from '../http/middleware/rate-limit';
import { TooManyRoomsError } from '../lib/errors';
import { parseInput } from '../lib/validate';
import type { ReadVehicleSnapshot } from '../modules/vehicles/get-vehicle-snapshot.service';
import { handleCommand } from './socket-errors';
import type { AppSocket } from './socket.types';

/** Joins one socket may make: a few pages of results a minute, re-joins after reconnects included. */
export const ROOM_JOINS_PER_SOCKET = { points: 120, durationSeconds: 60 };

export interface VehicleSocketDeps {
  limiters: Limiters;
  /** Shared by the node's sockets, keyed by socket id (entries expire with their window). */
  joinsPerSocket: RateLimiterMemory;
  /** The node's snapshot reader: joins of one vehicle that arrive together share one read. */
  readSnapshot: ReadVehicleSnapshot;
}

export function createJoinsPerSocketLimiter(): RateLimiterMemory {
  return new RateLimiterMemory({ points: ROOM_JOINS_PER_SOCKET.points, duration: ROOM_JOINS_PER_SOCKET.durationSeconds });
}

function countVehicleRooms(socket: AppSocket): number {
  let rooms = 0;
  for (const room of socket.rooms) if (room.startsWith('vehicle:')) rooms += 1;
  return rooms;
}

/**
 * vehicle:join / vehicle:leave: anyone, signed in or not, may watch a vehicle — by its canonical
 * id, at a bounded rate, and in at most MAX_ROOMS_PER_SOCKET rooms at once.
 */
export function registerVehicleHandlers(ctx: AppContext, socket: AppSocket, deps: VehicleSocketDeps): void {
  socket.on(
    'vehicle:join',
    handleCommand(ctx.logger, async (input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      const room = vehicleRoom(vehicleId);
      try {
        await deps.joinsPerSocket.consume(socket.id);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw toRateLimitError(error);
        throw error;
      }
      await consumeLimits([[deps.limiters.roomJoinsPerIp, socket.data.ip]], ctx.logger);
      // Counted and joined with no await in between (join updates socket.rooms at once), so joins
      // sent all together cannot slip past the cap while each waits for its rate limits.
      const alreadyIn = socket.rooms.has(room);
      if (!alreadyIn && countVehicleRooms(socket) >= MAX_ROOMS_PER_SOCKET) throw new TooManyRoomsError();
      // Join before reading: a bid committed in between is then both in the snapshot and an event, never lost.
      await socket.join(room);
      try {
        const snapshot = await deps.readSnapshot(vehicleId, socket.data.userId);
        ctx.metrics.roomJoins.inc();
        return snapshot;
      } catch (error) {
        if (!alreadyIn) await socket.leave(room);
        throw error;
      }
    }),
  );

  socket.on(
    'vehicle:leave',
    handleCommand(ctx.logger, async (input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      await socket.leave(vehicleRoom(vehicleId));
      return { vehicleId };
    }),
  );
}
