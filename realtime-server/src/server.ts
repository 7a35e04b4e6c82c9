import { createServer, type Server } from 'node:http';
import { type DatabaseHandle, openDatabase } from '@autolicit/db';
import type { Redis } from 'ioredis';
import { createAuctionEventPublisher, createAuctionQueues, startOutboxRelay, type RoomEmitter } from '@autolicit/messaging';
import type { AppContext } from './app-context';
import type { Config } from './config/env';
import { getAllowedOrigins } from './http/allowed-origins';
import { createHttpApp } from './http/app';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logger';
import { connectRedis } from './lib/redis';
import { watchCloseLag } from './observability/close-lag';
import { createMetrics } from './observability/metrics';
import { createServerOutboxDelivery } from './realtime/create-outbox-delivery';
import { type SocketServer, createSocketServer, serveSockets } from './realtime/socket-server';
import { createBidFloors } from './modules/bids/bid-floors';
import { scheduleAbandonedUploadsCleanup } from './modules/uploads/clean-abandoned-uploads.service';

export interface RunningServer {
  ctx: AppContext;
  server: Server;
  sockets: SocketServer;
  database: DatabaseHandle;
  redis: Redis;
  stop(): Promise<void>;
}

/** Builds the context (database, Redis, queues, events) and the HTTP server; does not listen yet. */
export async function buildServer(config: Config): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const reportRedisError = (error: Error) => logger.warn({ err: error }, 'Redis connection error');
  const redis = await connectRedis(config.redisUrl, reportRedisError);
  const database = openDatabase({
    url: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    onIdleError: (error) => logger.warn({ err: error }, 'idle PostgreSQL connection failed'),
  });
  if (config.migrateOnStart) await database.migrate();
  const queues = createAuctionQueues(redis, config.redisPrefix, (error) => logger.warn({ err: error }, 'queue Redis error'));
  // Let the queues finish loading their scripts before anything can close the connection under them.
  await Promise.all([queues.auctionClose.waitUntilReady(), queues.notifications.waitUntilReady()]);
  const metrics = createMetrics();
  // Events go through this node's Socket.IO server (and its Redis adapter to every other node).
  const sockets = createSocketServer({ config, logger, redis, metrics }, { allowedOrigins: getAllowedOrigins(config.appOrigin, config.isProduction) });
  const emitter: RoomEmitter = { to: (room) => sockets.io.to(room), in: (room) => sockets.io.in(room) };
  const outbox = createServerOutboxDelivery({
    db: database.db, emitter, publishes: sockets.publishes, queues, logger, clock: systemClock, metrics,
  });
  const ctx: AppContext = {
    config, db: database.db, redis, logger, clock: systemClock, events: createAuctionEventPublisher(emitter), outbox, queues, metrics,
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
  serveSockets(sockets, server, ctx, {
    sessionMiddleware: http.sessionMiddleware,
    sessionStore: http.sessionStore,
    limiters: http.limiters,
    trustProxy: http.trustProxy,
  });
  const closeLag = await watchCloseLag(ctx);
  const uploadsCleanup = scheduleAbandonedUploadsCleanup(ctx);
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
