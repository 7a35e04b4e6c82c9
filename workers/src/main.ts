import { openDatabase } from '@autolicit/db';
import {
  createLogger,
  createMailer,
  startAuctionWorkers,
  startNotificationWorker,
  startPushWorker,
} from '@autolicit/jobs';
import {
  createAuctionEventPublisher,
  createAuctionQueues,
  createOutboxDelivery,
  createRedisConnection,
  createRedisRoomEmitter,
  startOutboxRelay,
  trackRedisPublishes,
} from '@autolicit/messaging';
import { installProcessFaultPolicy } from '@autolicit/shared/process';
import { WorkersConfigError, loadWorkersConfig } from './config/env';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The workers as a process of their own, beside one or more servers sharing PostgreSQL and Redis. */
async function main() {
  const config = loadWorkersConfig();
  const logger = createLogger(config.logLevel);
  installProcessFaultPolicy(logger, process);
  if (!config.databaseUrl) {
    // PGlite lives in one process: the server runs the workers itself in embedded mode.
    throw new WorkersConfigError([
      'DATABASE_URL: is required for a separate worker process (without it the server runs the workers in-process)',
    ]);
  }
  const database = openDatabase({
    url: config.databaseUrl,
    onIdleError: (error) => logger.error({ err: error }, 'idle PostgreSQL connection failed'),
  });
  // The outage monitor's probe: one connection beside the pool, so a busy pool is not an outage
  // (its idle errors are PostgreSQL going away, which the probe itself reports).
  const probeDatabase = openDatabase({ url: config.databaseUrl, poolSize: 1, onIdleError: () => undefined });
  // Events fail at once while Redis is away (the tracker reports each failure; the emitter itself
  // would leave it unhandled): the outbox keeps what was not published and the relay sends it later.
  const eventsRedis = createRedisConnection(config.redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  // Producers fail fast: a close never waits long on an email job (the retry queues it again).
  const queueRedis = createRedisConnection(config.redis, { maxRetriesPerRequest: 3 });
  for (const client of [eventsRedis, queueRedis])
    client.on('error', (error) => logger.warn({ err: error }, 'Redis connection error'));
  const queues = createAuctionQueues(queueRedis, config.redisPrefix, (error) =>
    logger.warn({ err: error }, 'queue Redis error'),
  );
  const emitter = createRedisRoomEmitter(eventsRedis, config.redisPrefix);
  const events = createAuctionEventPublisher(emitter);
  const publishes = trackRedisPublishes(eventsRedis, (error) => logger.warn({ err: error }, 'event publish failed'));
  const clock = { now: () => new Date() };
  const outbox = createOutboxDelivery({ db: database.db, emitter, publishes, queues, logger, now: clock.now });
  const relay = startOutboxRelay(outbox, logger);
  const workers = await startAuctionWorkers({
    db: database.db,
    redis: config.redis,
    redisPrefix: config.redisPrefix,
    logger,
    clock,
    events,
    outbox,
    queues,
    probeDb: probeDatabase.db,
  });
  const notifications = await startNotificationWorker({
    db: database.db,
    redis: config.redis,
    redisPrefix: config.redisPrefix,
    logger,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, mailDir: config.mailDir, logger }),
    appOrigin: config.appOrigin,
    outbox,
  });
  const push = await startPushWorker({
    db: database.db,
    redis: config.redis,
    redisPrefix: config.redisPrefix,
    logger,
    clock,
    push: config.push,
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'workers shutting down');
    const timer = setTimeout(() => {
      logger.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await Promise.all([workers.close(), notifications.close(), push.close(), relay.stop()]);
      await queues.close();
      await Promise.all([eventsRedis.quit(), queueRedis.quit()]);
      await Promise.all([database.close(), probeDatabase.close()]);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  logger.info('workers ready');
}

main().catch((error: unknown) => {
  console.error(error instanceof WorkersConfigError ? `\n${error.message}\n` : error);
  process.exit(1);
});
