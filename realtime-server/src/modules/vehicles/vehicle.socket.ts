import {
  MAX_ROOMS_PER_SOCKET,
  type VehicleSnapshot,
  compactVehicleRoom,
  vehicleRoom,
  vehicleRoomInputSchema,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { type Limiters, consumeLimits } from '../../platform/guards/rate-limit';
import { RateLimitError, TooManyRoomsError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import type { ReadVehicleSnapshot } from './get-vehicle-snapshot.service';
import { waitForRoomSubscriptions } from '../../platform/realtime/room-adapter';
import { handleCommand } from '../../platform/realtime/socket-errors';
import type { AppSocket, JoinWindow } from '../../platform/realtime/socket.types';

/** Joins one socket may make: a few pages of results a minute, re-joins after reconnects included. */
export const ROOM_JOINS_PER_SOCKET = { points: 120, durationSeconds: 60 };

export interface VehicleSocketDeps {
  limiters: Limiters;
  /** The node's snapshot reader: joins of one vehicle that arrive together share one read. */
  readSnapshot: ReadVehicleSnapshot;
}

/**
 * Counts one join of a socket; returns how long (ms) until it may join again when this one is
 * over ROOM_JOINS_PER_SOCKET, else 0. Kept as two numbers on the socket itself: a shared in-memory
 * limiter keyed by socket id held a record, a key and a timer per socket (~0.3 KiB).
 */
export function countJoin(window: JoinWindow, nowMs: number): number {
  const durationMs = ROOM_JOINS_PER_SOCKET.durationSeconds * 1000;
  if (window.joinsInWindow === 0 || nowMs - window.joinWindowStartedAt >= durationMs) {
    window.joinWindowStartedAt = nowMs;
    window.joinsInWindow = 0;
  }
  window.joinsInWindow += 1;
  return window.joinsInWindow > ROOM_JOINS_PER_SOCKET.points ? window.joinWindowStartedAt + durationMs - nowMs : 0;
}

function countVehicleRooms(socket: AppSocket): number {
  let rooms = 0;
  for (const room of socket.rooms) if (room.startsWith('vehicle:')) rooms += 1;
  return rooms;
}

/** The node's socket command handlers for watching vehicles, made once and shared by every socket. */
export interface VehicleSocketHandlers {
  join: ReturnType<typeof handleCommand<AppSocket, unknown, VehicleSnapshot>>;
  leave: ReturnType<typeof handleCommand<AppSocket, unknown, { vehicleId: string }>>;
}

/** The rooms a socket watches a vehicle in: its room, and for a client of compact frames their room too. */
function listVehicleRooms(socket: AppSocket, vehicleId: string): string[] {
  return socket.data.compactFrames ? [vehicleRoom(vehicleId), compactVehicleRoom(vehicleId)] : [vehicleRoom(vehicleId)];
}

async function leaveVehicle(socket: AppSocket, vehicleId: string): Promise<void> {
  for (const room of listVehicleRooms(socket, vehicleId)) await socket.leave(room);
}

/**
 * vehicle:join / vehicle:leave: anyone, signed in or not, may watch a vehicle — by its canonical
 * id, at a bounded rate, and in at most MAX_ROOMS_PER_SOCKET rooms at once.
 */
export function createVehicleHandlers(ctx: AppContext, deps: VehicleSocketDeps): VehicleSocketHandlers {
  return {
    join: handleCommand(ctx.logger, async (socket: AppSocket, input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      const room = vehicleRoom(vehicleId);
      const retryInMs = countJoin(socket.data, ctx.clock.now().getTime());
      if (retryInMs > 0) throw new RateLimitError(Math.max(1, Math.ceil(retryInMs / 1000)));
      await consumeLimits([[deps.limiters.roomJoinsPerIp, socket.data.ip]], ctx.logger);
      // Counted and joined with no await in between (join updates socket.rooms at once), so joins
      // sent all together cannot slip past the cap while each waits for its rate limits.
      const alreadyIn = socket.rooms.has(room);
      if (!alreadyIn && countVehicleRooms(socket) >= MAX_ROOMS_PER_SOCKET) throw new TooManyRoomsError();
      // Join (and hear the rooms from every node) before reading: a bid committed in between is
      // then both in the snapshot and an event, never lost.
      const rooms = listVehicleRooms(socket, vehicleId);
      await socket.join(rooms);
      await waitForRoomSubscriptions(socket, rooms);
      try {
        const snapshot = await deps.readSnapshot(vehicleId, socket.data.userId);
        ctx.metrics.roomJoins.inc();
        return snapshot;
      } catch (error) {
        if (!alreadyIn) await leaveVehicle(socket, vehicleId);
        throw error;
      }
    }),
    leave: handleCommand(ctx.logger, async (socket: AppSocket, input) => {
      const { vehicleId } = parseInput(vehicleRoomInputSchema, input);
      await leaveVehicle(socket, vehicleId);
      return { vehicleId };
    }),
  };
}

/** Listens to a socket's watching commands with the node's shared handlers. */
export function registerVehicleHandlers(socket: AppSocket, handlers: VehicleSocketHandlers): void {
  socket.on('vehicle:join', handlers.join);
  socket.on('vehicle:leave', handlers.leave);
}
