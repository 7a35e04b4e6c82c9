import { Emitter } from '@socket.io/redis-emitter';
import { type ServerToClientEvents, userRoom, vehicleRoom } from '@autolicit/shared';
import type { Redis } from 'ioredis';

type EventName = keyof ServerToClientEvents;
type EventPayload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** What both a Socket.IO server and the Redis emitter offer: emit to a room (less another room's sockets). */
export interface RoomEmitter {
  to(room: string): {
    emit(event: string, ...args: unknown[]): unknown;
    except(room: string): { emit(event: string, ...args: unknown[]): unknown };
  };
  in(room: string): { disconnectSockets(close?: boolean): unknown };
}

/**
 * Publishes the server's facts to the rooms they concern. Callers publish only after their write
 * has committed. Works on a Socket.IO server (local and, through the Redis adapter, every node)
 * and on the Redis emitter used by the workers.
 */
export interface AuctionEventPublisher {
  toVehicle<E extends EventName>(vehicleId: string, event: E, payload: EventPayload<E>): void;
  toUser<E extends EventName>(userId: string, event: E, payload: EventPayload<E>): void;
  /** Closes every socket of a session (logout) on every node. */
  disconnectSession(sessionId: string): void;
  /** Closes every socket of a user (password reset) on every node. */
  disconnectUser(userId: string): void;
}

export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

export function createAuctionEventPublisher(emitter: RoomEmitter): AuctionEventPublisher {
  return {
    toVehicle(vehicleId, event, payload) {
      emitter.to(vehicleRoom(vehicleId)).emit(event, payload);
    },
    toUser(userId, event, payload) {
      emitter.to(userRoom(userId)).emit(event, payload);
    },
    disconnectSession(sessionId) {
      emitter.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    disconnectUser(userId) {
      emitter.in(userRoom(userId)).disconnectSockets(true);
    },
  };
}

/** The Socket.IO channel key shared by the server's Redis adapter and the workers' emitter. */
export function getSocketIoKey(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

/** For processes without a Socket.IO server (workers): events travel through Redis to every node. */
export function createRedisRoomEmitter(redis: Redis, redisPrefix: string): RoomEmitter {
  return new Emitter(redis, { key: getSocketIoKey(redisPrefix) }) as unknown as RoomEmitter;
}
