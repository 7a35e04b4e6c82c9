import { createServer, type Server } from 'node:http';
import { type DatabaseHandle, openDatabase } from '@autolicit/db';
import type { RedisConnection } from '@autolicit/messaging';
import {
  createAuctionEventPublisher,
  createAuctionQueues,
  startOutboxRelay,
  type RoomEmitter,
} from '@autolicit/messaging';
import type { AppContext } from './app-context';
import type { Config } from './config/env';
import { type HttpApp, createHttpApp } from './http-app';
import { getAllowedOrigins } from './platform/http/allowed-origins';
import { systemClock } from './platform/clock';
import { createLogger } from './platform/logger';
import { connectRedis } from './platform/redis';
import { watchCloseLag } from './platform/observability/close-lag';
import { createMetrics } from './platform/observability/metrics';
import { createServerOutboxDelivery } from './platform/realtime/create-outbox-delivery';
import { type SocketServer, createSocketServer, serveSockets } from './platform/realtime/socket-server';
import type { AppSocket } from './platform/realtime/socket.types';
import { createBidFloors } from './modules/bids/bid-floors';
import { createBidHandlers, registerBidHandlers } from './modules/bids/bid.socket';
import { createVehicleRoomCatchUp } from './modules/vehicles/catch-up-vehicle-rooms.service';
import { type ReadVehicleSnapshot, createVehicleSnapshotReader } from './modules/vehicles/get-vehicle-snapshot.service';
import { createVehicleHandlers, registerVehicleHandlers } from './modules/vehicles/vehicle.socket';
import { scheduleAbandonedUploadsCleanup } from './modules/uploads/clean-abandoned-uploads.service';
import { scheduleAbandonedRarCertificatePdfsCleanup } from './modules/rar-certificates/clean-abandoned-rar-certificate-pdfs.service';

/** The features' socket commands, made once for the node: the socket twin of the HTTP app's routes. */
function createSocketCommands(
  ctx: AppContext,
  http: HttpApp,
  readSnapshot: ReadVehicleSnapshot,
): (socket: AppSocket) => void {
  const vehicleHandlers = createVehicleHandlers(ctx, { limiters: http.limiters, readSnapshot });
  const bidHandlers = createBidHandlers(ctx, { limiters: http.limiters, sessionStore: http.sessionStore });
  return (socket) => {
    registerVehicleHandlers(socket, vehicleHandlers);
    registerBidHandlers(socket, bidHandlers);
  };
}

export interface RunningServer {
  ctx: AppContext;
  server: Server;
  sockets: SocketServer;
  database: DatabaseHandle;
  redis: RedisConnection;
  stop(): Promise<void>;
}

/** Builds the context (database, Redis, queues, events) and the HTTP server; does not listen yet. */
export async function buildServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const reportRedisError = (error: Error) => logger.warn({ err: error }, 'Redis connection error');
  const redis = await connectRedis(config.redis, reportRedisError);
  const database = openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onIdleError: (error) => logger.warn({ err: error }, 'idle PostgreSQL connection failed'),
  });
  if (config.migrateOnStart) await database.migrate();
  const queues = createAuctionQueues(redis, config.redisPrefix, (error) =>
    logger.warn({ err: error }, 'queue Redis error'),
  );
  // Let the queues finish loading their scripts before anything can close the connection under them.
  await Promise.all([
    queues.auctionClose.waitUntilReady(),
    queues.notifications.waitUntilReady(),
    queues.push.waitUntilReady(),
  ]);
  const metrics = createMetrics();
  // Events go through this node's Socket.IO server (and its Redis adapter to every other node).
  const sockets = createSocketServer(
    { config, logger, redis, metrics },
    { allowedOrigins: getAllowedOrigins(config.appOrigin, config.isProduction) },
  );
  const emitter: RoomEmitter = { to: (room) => sockets.io.to(room), in: (room) => sockets.io.in(room) };
  const outbox = createServerOutboxDelivery({
    db: database.db,
    emitter,
    publishes: sockets.publishes,
    queues,
    logger,
    clock: systemClock,
    metrics,
  });
  const ctx: AppContext = {
    config,
    db: database.db,
    redis,
    logger,
    clock: systemClock,
    events: createAuctionEventPublisher(emitter),
    outbox,
    queues,
    metrics,
    bidFloors: createBidFloors(),
  };
  const http = createHttpApp(ctx, {
    live: {
      readSockets: () => {
        const rooms = [...sockets.io.of('/').adapter.rooms.keys()].filter((room) => room.startsWith('vehicle:'));
        return { connected: sockets.io.engine.clientsCount, vehicleRooms: rooms.length };
      },
    },
  });
  const server = createServer(http.app);
  // Joins and the catch-up after a Redis re-subscription share the node's snapshot reads.
  const readSnapshot = createVehicleSnapshotReader(ctx);
  serveSockets(sockets, server, ctx, {
    sessionMiddleware: http.sessionMiddleware,
    sessionStore: http.sessionStore,
    trustProxy: http.trustProxy,
    registerCommands: createSocketCommands(ctx, http, readSnapshot),
  });
  sockets.onResubscribed(
    createVehicleRoomCatchUp(ctx, {
      io: sockets.io,
      readSnapshot,
      confirmRoomSubscriptions: sockets.confirmRoomSubscriptions,
    }),
  );
  const closeLag = await watchCloseLag(ctx);
  const uploadsCleanup = scheduleAbandonedUploadsCleanup(ctx);
  const rarPdfsCleanup = scheduleAbandonedRarCertificatePdfsCleanup(ctx);
  // Every node relays what any writer could not deliver (it died after its commit, Redis was down).
  const relay = startOutboxRelay(outbox, logger);
  return {
    ctx,
    server,
    sockets,
    database,
    redis,
    async stop() {
      // Stop accepting, close sockets (clients reconnect elsewhere), finish requests, release connections.
      uploadsCleanup.stop();
      rarPdfsCleanup.stop();
      await relay.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await sockets.close();
      server.closeIdleConnections();
      await closed;
      await closeLag.close().catch(() => undefined);
      await queues.close().catch(() => undefined);
      await redis.quit().catch(() => undefined);
      await database.close();
    },
  };
}
