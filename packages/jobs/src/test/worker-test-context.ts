import { randomUUID } from 'node:crypto';
import {
  type NewVehicleRow,
  type VehicleRow,
  findAuctionState,
  findTransactionByVehicleId,
  insertUser,
  insertVehicle,
} from '@autolicit/db';
import {
  type AuctionQueues,
  createAuctionQueues,
  createOutboxDelivery,
  createRedisConnection,
  localPublishes,
} from '@autolicit/messaging';
import type { RedisTarget } from '@autolicit/shared/env';
import { pino } from 'pino';
import { inject } from 'vitest';
import { type AuctionWorkerOptions, type RunningAuctionWorkers, startAuctionWorkers } from '../start-workers';
import type { WorkerDeps } from '../worker-deps';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../../test/isolated-database';
import { RecordingPublisher } from './recording-publisher';

export interface WorkerTestContext {
  database: IsolatedDatabase;
  deps: WorkerDeps;
  queues: AuctionQueues;
  events: RecordingPublisher;
  redis: RedisTarget;
  redisPrefix: string;
  /** Starts in-process workers; they are closed by `stopWorkers` or `close`. */
  startWorkers(options?: AuctionWorkerOptions): Promise<RunningAuctionWorkers>;
  stopWorkers(): Promise<void>;
  createUser(): Promise<string>;
  createVehicle(overrides: Partial<NewVehicleRow> & { sellerId: string }): Promise<VehicleRow>;
  close(): Promise<void>;
}

/**
 * Real PostgreSQL (a database of the file's own), real Redis under a key prefix of the file's own:
 * the run's Redis, or `redis` (e.g. a private redis-server with other settings).
 */
export async function createWorkerTestContext(options: { redis?: RedisTarget } = {}): Promise<WorkerTestContext> {
  const database = await createIsolatedDatabase();
  const redis = options.redis ?? inject('redisTarget');
  const redisPrefix = `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`;
  const connection = createRedisConnection(redis, { maxRetriesPerRequest: 3 });
  const queues = createAuctionQueues(connection, redisPrefix);
  const events = new RecordingPublisher();
  const logger = pino({ level: 'silent' });
  const clock = { now: () => new Date() };
  const deps: WorkerDeps = {
    db: database.handle.db,
    redis,
    redisPrefix,
    logger,
    clock,
    events,
    outbox: createOutboxDelivery({
      db: database.handle.db,
      emitter: events,
      publishes: localPublishes,
      queues,
      logger,
      now: clock.now,
    }),
    queues,
  };
  const running: RunningAuctionWorkers[] = [];
  const stopWorkers = async () => {
    await Promise.all(running.splice(0).map((w) => w.close()));
  };
  return {
    database,
    deps,
    queues,
    events,
    redis,
    redisPrefix,
    async startWorkers(options) {
      const workers = await startAuctionWorkers(deps, options);
      running.push(workers);
      return workers;
    },
    stopWorkers,
    async createUser() {
      const user = await insertUser(deps.db, {
        email: `u-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'Ion',
        lastName: 'Pop',
      });
      return user!.id;
    },
    createVehicle(overrides) {
      const startingBid = overrides.startingBid ?? '10000.00';
      return insertVehicle(deps.db, {
        year: 2019,
        make: 'Dacia',
        model: 'Duster',
        vin: 'UU1HSDADG12345678',
        mileage: 85_000,
        condition: 'good',
        currentBid: startingBid,
        auctionEndTime: new Date(Date.now() + 3_600_000),
        ...overrides,
        startingBid,
      });
    },
    async close() {
      await stopWorkers();
      await Promise.all([
        queues.auctionClose.obliterate({ force: true }),
        queues.notifications.obliterate({ force: true }),
        queues.push.obliterate({ force: true }),
      ]);
      await queues.close();
      await connection.quit();
      await database.drop();
    },
  };
}

/** Polls until `check` returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 5000,
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the vehicle is no longer active and returns its state. */
export function waitUntilClosed(ctx: WorkerTestContext, vehicleId: string, timeoutMs = 5000) {
  return waitFor(
    async () => {
      const state = await findAuctionState(ctx.deps.db, vehicleId);
      return state && state.status !== 'active' ? state : undefined;
    },
    timeoutMs,
    10,
  );
}

export { findTransactionByVehicleId };
