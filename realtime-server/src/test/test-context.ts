import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '@autolicit/db';
import {
  createAuctionEventPublisher,
  createAuctionQueues,
  createRedisConnection,
  createRedisRoomEmitter,
  trackRedisPublishes,
} from '@autolicit/messaging';
import {
  type RunningNotificationWorker,
  type RunningPushWorker,
  startNotificationWorker,
  startPushWorker,
} from '@autolicit/jobs';
import { toRedisEnv } from '@autolicit/shared/env';
import { inject } from 'vitest';
import type { AppContext } from '../app-context';
import { createBidFloors } from '../modules/bids/bid-floors';
import { loadConfig } from '../config/env';
import { type AppOptions, type HttpApp, createHttpApp } from '../http-app';
import { createLogger } from '../platform/logger';
import { createMetrics } from '../platform/observability/metrics';
import { createServerOutboxDelivery } from '../platform/realtime/create-outbox-delivery';
import type { MailMessage, Mailer } from '@autolicit/jobs';
import { type RateLimitRules, defaultRateLimitRules } from '../platform/guards/rate-limit';

/** A clock a test can set and move; defaults to real time. */
export class TestClock {
  private fixed: Date | null = null;
  now = (): Date => (this.fixed ? new Date(this.fixed) : new Date());
  set(date: Date) {
    this.fixed = new Date(date);
  }
  advance(ms: number) {
    this.fixed = new Date(this.now().getTime() + ms);
  }
  reset() {
    this.fixed = null;
  }
}

/** SMTP is outside the system: tests read what would have been sent. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  lastTo(email: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to === email);
  }
}

/** Generous limits so a suite that signs many users in from 127.0.0.1 is not throttled. */
const relaxedLimits: RateLimitRules = Object.fromEntries(
  Object.entries(defaultRateLimitRules).map(([name, rule]) => [name, { ...rule, points: 100_000 }]),
) as unknown as RateLimitRules;

export const TEST_ORIGIN = 'http://localhost:3000';
/** What Prometheus would send; servers of createTestContext serve /metrics with it. */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';

export interface TestContext extends HttpApp {
  ctx: AppContext;
  clock: TestClock;
  mailer: CapturingMailer;
  handle: DatabaseHandle;
  /** Runs the real notifications worker, sending into `mailer` (SMTP is outside the system). */
  startMailWorker(): Promise<void>;
  /** Runs the real push worker, sending to the push services the config allows (a local one in tests). */
  startPushWorker(): Promise<void>;
  /** Closes workers, queues and Redis but not the database (for tests that closed it themselves). */
  closeRedisSide(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real app against the run's PostgreSQL database and real Redis under a key prefix of its
 * own. Pass `rateLimits` to test a limit with its real (or a small) value.
 */
export interface TestContextOptions extends AppOptions {
  /** More environment variables for the app's config (e.g. PUSH_ALLOWED_ENDPOINT_ORIGINS). */
  env?: Record<string, string>;
}

export function createTestContext(options: TestContextOptions = {}): TestContext {
  const redisPrefix = `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    ...toRedisEnv(inject('redisTarget')),
    REDIS_PREFIX: redisPrefix,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    // As behind a proxy on this machine: tests give each client its own address in X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: TEST_METRICS_TOKEN,
    ...options.env,
  });
  const handle = openDatabase({ url: config.databaseUrl, poolSize: 20 });
  const redis = createRedisConnection(config.redis, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const clock = new TestClock();
  const mailer = new CapturingMailer();
  const queues = createAuctionQueues(redis, config.redisPrefix);
  const emitter = createRedisRoomEmitter(redis, config.redisPrefix);
  const events = createAuctionEventPublisher(emitter);
  const logger = createLogger('silent');
  const metrics = createMetrics();
  const publishes = trackRedisPublishes(redis, () => metrics.redisPublishFailures.inc());
  const outbox = createServerOutboxDelivery({ db: handle.db, emitter, publishes, queues, logger, clock, metrics });
  const ctx: AppContext = {
    config,
    db: handle.db,
    redis,
    logger,
    clock,
    events,
    outbox,
    queues,
    metrics,
    bidFloors: createBidFloors(),
  };
  const http = createHttpApp(ctx, { rateLimits: { ...relaxedLimits, ...options.rateLimits } });
  let mailWorker: RunningNotificationWorker | undefined;
  let pushWorker: RunningPushWorker | undefined;
  const closeRedisSide = async () => {
    await mailWorker?.close();
    await pushWorker?.close();
    // A queue still loading its scripts would see its connection vanish: let it finish first.
    await Promise.all([
      queues.auctionClose.waitUntilReady(),
      queues.notifications.waitUntilReady(),
      queues.push.waitUntilReady(),
    ]);
    await queues.close();
    await redis.quit();
  };
  return {
    ...http,
    ctx,
    clock,
    mailer,
    handle,
    async startMailWorker() {
      mailWorker = await startNotificationWorker({
        db: handle.db,
        redis: config.redis,
        redisPrefix: config.redisPrefix,
        logger: ctx.logger,
        mailer,
        appOrigin: config.appOrigin,
        outbox,
      });
    },
    async startPushWorker() {
      pushWorker = await startPushWorker({
        db: handle.db,
        redis: config.redis,
        redisPrefix: config.redisPrefix,
        logger: ctx.logger,
        clock,
        push: config.push,
      });
    },
    closeRedisSide,
    async close() {
      await closeRedisSide();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
