import { type ServerToClientEvents, userRoom, vehicleRoom } from '@autolicit/shared';
import type { RedisConnection } from './redis/redis-connection';

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

/**
 * The prefix of the Socket.IO channels shared by the servers' sharded Redis adapter and the
 * workers' emitter: `<key>#/#` for what every node hears, `<key>#/#<room>#` for one room's
 * broadcasts, heard only by the nodes with a member of that room.
 */
export function getSocketIoKey(redisPrefix: string): string {
  return `${redisPrefix}socket.io`;
}

/** Socket.IO's default namespace, the only one the app uses. */
const NAMESPACE = '/';

/** The channel every node hears (disconnects, broadcasts to several rooms). */
export function getBroadcastChannel(redisPrefix: string): string {
  return `${getSocketIoKey(redisPrefix)}#${NAMESPACE}#`;
}

/** One room's channel, heard by the nodes with a member in that room. */
export function getRoomChannel(redisPrefix: string, room: string): string {
  return `${getBroadcastChannel(redisPrefix)}${room}#`;
}

/** socket.io-adapter's cluster message types (`MessageType`) that the emitter sends. */
const BROADCAST = 3;
const DISCONNECT_SOCKETS = 6;
/** socket.io-parser's EVENT packet type. */
const EVENT = 2;

interface ClusterMessageOptions {
  rooms: string[];
  except: string[];
  flags: Record<string, never>;
}

/**
 * For processes without a Socket.IO server (workers): events travel through Redis sharded pub/sub
 * to the nodes that have the room, as the servers' own adapter sends them (socket.io-adapter's
 * cluster message, JSON, on the room's channel). `@socket.io/redis-emitter` speaks only the classic
 * adapter's protocol (PUBLISH to every node), so it cannot reach a sharded adapter.
 */
export function createRedisRoomEmitter(redis: RedisConnection, redisPrefix: string): RoomEmitter {
  const channel = getBroadcastChannel(redisPrefix);
  const publish = (to: string, message: object) => {
    // The tracker (trackRedisPublishes) reports a failure; without it, a rejection must not go unhandled.
    redis.spublish(to, JSON.stringify({ uid: 'emitter', nsp: NAMESPACE, ...message })).catch(() => undefined);
  };
  const broadcast = (opts: ClusterMessageOptions, event: string, args: unknown[]) => {
    const packet = { type: EVENT, data: [event, ...args], nsp: NAMESPACE };
    // One room: that room's channel, as the adapter's `computeChannel` picks it for a broadcast
    // without ack (a 20-character name could be a socket id, which has no channel of its own).
    const room = opts.rooms[0] ?? '';
    publish(room.length === 20 ? channel : getRoomChannel(redisPrefix, room), {
      type: BROADCAST,
      data: { packet, opts },
    });
  };
  return {
    to(room) {
      return {
        emit: (event, ...args) => broadcast({ rooms: [room], except: [], flags: {} }, event, args),
        except: (excepted) => ({
          emit: (event, ...args) => broadcast({ rooms: [room], except: [excepted], flags: {} }, event, args),
        }),
      };
    },
    in(room) {
      return {
        disconnectSockets: (close = false) =>
          publish(channel, {
            type: DISCONNECT_SOCKETS,
            data: { opts: { rooms: [room], except: [], flags: {} } satisfies ClusterMessageOptions, close },
          }),
      };
    },
  };
}
