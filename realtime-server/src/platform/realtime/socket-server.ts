import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import {
  type PublishTracker,
  duplicateRedisConnection,
  getSocketIoKey,
  sessionRoom,
  trackRedisPublishes,
} from '@autolicit/messaging';
import { SOCKET_PING_INTERVAL_MS, SOCKET_PING_TIMEOUT_MS, readsCompactFrames, userRoom } from '@autolicit/shared';
import type { RequestHandler } from 'express';
import { Server } from 'socket.io';
import type { SocketWsEngineName } from '../../config/env';
import { type TrustProxy, getClientAddress } from '../client-address';
import { getHandshakeDeviceId } from '../client-origin';
import { hasSessionCookie } from '../sessions/session-cookie';
import type { RedisSessionStore } from '../sessions/redis-session-store';
import type { PlatformContext } from '../platform-context';
import { installDirectFrameWrites } from './direct-frame-writes';
import { confirmRoomSubscriptions, createRoomAdapter, waitForRoomSubscriptions } from './room-adapter';
import { watchRoomResubscriptions } from './room-resubscriptions';
import { releaseHandshake, rememberUpgradeResponse, trimHandshake } from './handshake-memory';
import { watchSocketSession } from './socket-session';
import { loadSocketWsEngine } from './ws-engine';
import type { AppServer, AppSocket } from './socket.types';

/** Our largest command is a bid (~200 bytes); nothing a client sends needs more. */
const MAX_MESSAGE_BYTES = 4 * 1024;

export interface SocketServerOptions {
  sessionMiddleware: RequestHandler;
  sessionStore: RedisSessionStore;
  trustProxy: TrustProxy;
  /**
   * Listens to a new socket's commands. The features' handlers are made once by the caller and
   * shared by every socket, so a connection carries no closures of its own.
   */
  registerCommands(socket: AppSocket): void;
}

export interface SocketServer {
  io: AppServer;
  /** The WebSocket engine in use (SOCKET_WS_ENGINE, or ws when that could not be loaded). */
  wsEngine: SocketWsEngineName;
  /** The adapter's publishes to the other nodes, for deliveries that must know they went out. */
  publishes: PublishTracker;
  /**
   * Runs `catchUp` whenever the adapter's subscriber has subscribed again after a reconnect or a
   * change of the Redis Cluster's topology, during which facts of the node's rooms may have been
   * published without reaching it (room-resubscriptions.ts).
   */
  onResubscribed(catchUp: () => Promise<void>): void;
  /** Subscribes again to `rooms` (rooms it has members in); resolves with those Redis confirmed. */
  confirmRoomSubscriptions(rooms: readonly string[]): Promise<string[]>;
  close(): Promise<void>;
}

type SessionRequest = IncomingMessage & {
  session?: { id?: string; userId?: string };
  sessionID?: string;
  _query?: Record<string, string>;
};

/**
 * This node's Socket.IO server with its Redis adapter, not yet serving: what the outbox delivery
 * emits through, made before the context that holds that delivery. `serveSockets` then puts it on
 * the API's HTTP server. WebSockets are not covered by CORS, so a foreign Origin is refused at the
 * handshake. Nodes share rooms through Redis sharded pub/sub, which the workers' emitter reaches
 * too.
 */
export function createSocketServer(
  ctx: Pick<PlatformContext, 'config' | 'logger' | 'redis' | 'metrics'>,
  options: { allowedOrigins: string[] },
): SocketServer {
  const allowed = new Set(options.allowedOrigins);
  const wsEngine = loadSocketWsEngine(ctx.config.socketWsEngine, ctx.logger);
  const io: AppServer = new Server({
    path: '/socket.io',
    serveClient: false,
    ...(wsEngine.server === undefined ? {} : { wsEngine: wsEngine.server }),
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // Clients learn these at the handshake and drop a silent connection after interval + timeout (5 s).
    pingInterval: SOCKET_PING_INTERVAL_MS,
    pingTimeout: SOCKET_PING_TIMEOUT_MS,
    cors: { origin: options.allowedOrigins, credentials: true },
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, origin === undefined || allowed.has(origin));
    },
  });

  // Publishes fail at once while Redis is away instead of piling up in memory: what a node could
  // not publish, the outbox relay sends again once Redis is back. The adapter never handles a
  // rejected publish, so the tracker catches, logs and counts every one (no unhandled rejection).
  const pub = duplicateRedisConnection(ctx.redis, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  // The subscriber must queue its SSUBSCRIBE until connected, and subscribes again after a
  // reconnect; on a cluster it keeps one subscription per shard and follows slots that move.
  const sub = duplicateRedisConnection(ctx.redis, {
    lazyConnect: false,
    enableOfflineQueue: true,
    shardedSubscribers: true,
  });
  for (const client of [pub, sub])
    client.on('error', (error) => ctx.logger.warn({ err: error }, 'Socket.IO adapter Redis error'));
  const publishes = trackRedisPublishes(pub, (error) => {
    ctx.metrics.redisPublishFailures.inc();
    ctx.logger.warn({ err: error }, 'Socket.IO publish to the other nodes failed');
  });
  io.adapter(
    // Dynamic subscriptions: each vehicle's room has a channel of its own, heard only by the nodes
    // with a member in it (docs/decisions.md, "One Redis or a cluster").
    createRoomAdapter(
      pub,
      sub,
      { channelPrefix: getSocketIoKey(ctx.config.redisPrefix), subscriptionMode: 'dynamic' },
      {
        onUnexpectedShape: () =>
          ctx.logger.warn('Socket.IO adapter has an unexpected shape: room broadcasts take its own walk'),
        onSubscribeError: (error) => ctx.logger.warn({ err: error }, 'Socket.IO room subscription failed'),
      },
    ),
  );

  const resubscriptionWatches: { stop(): void }[] = [];
  return {
    io,
    wsEngine: wsEngine.name,
    publishes,
    onResubscribed(catchUp) {
      resubscriptionWatches.push(
        watchRoomResubscriptions(sub, catchUp, (error) =>
          ctx.logger.warn({ err: error }, 'catching rooms up after a Redis re-subscription failed'),
        ),
      );
    },
    confirmRoomSubscriptions: (rooms) => confirmRoomSubscriptions(io, rooms),
    async close() {
      for (const watch of resubscriptionWatches) watch.stop();
      // Tell clients to go (they reconnect to another node), then drop the adapter's connections.
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
      // io.close() unsubscribes the adapter without waiting; let those replies arrive before QUIT.
      await Promise.allSettled([sub.ping(), pub.ping()]);
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/**
 * Serves `sockets` on the API's HTTP server. The handshake runs the same cookie session as the API,
 * so a signed-in user's sockets join `user:{id}` and may bid; visitors may only watch.
 */
export function serveSockets(
  sockets: SocketServer,
  httpServer: HttpServer,
  ctx: PlatformContext,
  options: SocketServerOptions,
): void {
  const { io } = sockets;
  io.attach(httpServer);
  // express-session on the handshake request only (later polling requests carry the sid), and only
  // when it brings our session cookie: for a visitor it would make, and drop, an empty session.
  io.engine.use((req: SessionRequest, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req._query?.sid !== undefined) return next();
    rememberUpgradeResponse(req, res);
    if (!hasSessionCookie(req.headers.cookie)) return next();
    options.sessionMiddleware(req as never, res as never, next);
  });

  io.use((socket, next) => {
    const req = socket.request as SessionRequest;
    socket.data.userId = req.session?.userId;
    socket.data.sessionId = req.session?.userId ? req.sessionID : undefined;
    socket.data.ip = getClientAddress(req, options.trustProxy);
    socket.data.deviceId = getHandshakeDeviceId(req);
    socket.data.compactFrames = readsCompactFrames(socket.handshake.auth);
    socket.data.joinWindowStartedAt = 0;
    socket.data.joinsInWindow = 0;
    next();
  });

  let directWritesToInstall = ctx.config.socketDirectWrites;
  io.on('connection', (socket: AppSocket) => {
    // Socket.IO does not export its client class: the first connection hands it over, once.
    if (directWritesToInstall) {
      directWritesToInstall = false;
      if (!installDirectFrameWrites(io, socket.client)) {
        ctx.logger.warn("Socket.IO client has an unexpected shape: room broadcasts take engine.io's ordinary path");
      }
    }
    // Everything needed from the handshake is in socket.data now.
    releaseHandshake(socket.conn as unknown as Parameters<typeof releaseHandshake>[0]);
    trimHandshake(socket.handshake);
    // Socket.IO puts every socket in a room of its own id; nothing here addresses a socket by id
    // (a user's and a session's sockets are reached through their rooms), and that room's tables
    // cost each connection ~0.2 KiB (docs/benchmarks-history.md). Without it, socket.broadcast
    // and socket.to() would not leave the sender out: lint forbids them in this app.
    void socket.leave(socket.id);
    const ownRooms = [
      ...(socket.data.userId ? [userRoom(socket.data.userId)] : []),
      ...(socket.data.sessionId ? [sessionRoom(socket.data.sessionId)] : []),
    ];
    for (const room of ownRooms) void socket.join(room);
    // The session is checked once this node hears the user's and the session's rooms: a sign-out
    // everywhere that ended it before then is seen by the check, one after then by its disconnect,
    // which the node now hears. Checked before, a sign-out in between would miss this socket.
    void waitForRoomSubscriptions(socket, ownRooms).then(() =>
      watchSocketSession(socket, options.sessionStore, ctx.logger),
    );
    options.registerCommands(socket);
  });
}
