import { randomUUID } from 'node:crypto';
import {
  type DatabaseHandle,
  findAuctionState,
  findTransactionByVehicleId,
  insertUser,
  insertVehicle,
  openDatabase,
} from '@autolicit/db';
import {
  type AuctionQueues,
  type RedisConnection,
  createRedisConnection,
  createAuctionQueues,
  createOutboxDelivery,
  localPublishes,
  scheduleAuctionClose,
} from '@autolicit/messaging';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RunningAuctionWorkers, startAuctionWorkers } from '../start-workers';
import type { WorkerDeps } from '../worker-deps';
import { RecordingPublisher } from '../test/recording-publisher';
import { sleep, waitFor } from '../test/worker-test-context';
import { closeAuctionIfDue } from './close-auction.service';

/** Embedded mode: the server runs these workers in its own process, on its PGlite database. */
describe('auction workers on PGlite', () => {
  let handle: DatabaseHandle;
  let connection: RedisConnection;
  let queues: AuctionQueues;
  let workers: RunningAuctionWorkers | undefined;
  let deps: WorkerDeps;
  const events = new RecordingPublisher();

  beforeAll(async () => {
    handle = openDatabase({ pgliteDir: 'memory://' });
    await handle.migrate();
    const redisPrefix = `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`;
    connection = createRedisConnection(inject('redisTarget'), { maxRetriesPerRequest: 3 });
    queues = createAuctionQueues(connection, redisPrefix);
    const logger = pino({ level: 'silent' });
    const now = () => new Date();
    const outbox = createOutboxDelivery({
      db: handle.db,
      emitter: events,
      publishes: localPublishes,
      queues,
      logger,
      now,
    });
    deps = { db: handle.db, redis: inject('redisTarget'), redisPrefix, logger, clock: { now }, events, outbox, queues };
  });
  afterAll(async () => {
    await workers?.close();
    await Promise.all([
      queues.auctionClose.obliterate({ force: true }),
      queues.notifications.obliterate({ force: true }),
    ]);
    await queues.close();
    await connection.quit();
    await handle.close();
  });

  async function createSale(endTime: Date) {
    const user = async () =>
      (await insertUser(deps.db, {
        email: `u-${randomUUID()}@example.com`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
      }))!.id;
    const [sellerId, buyerId] = [await user(), await user()];
    return insertVehicle(deps.db, {
      sellerId,
      year: 2020,
      make: 'Skoda',
      model: 'Octavia',
      vin: 'TMBJJ7NE0L0000001',
      mileage: 40_000,
      condition: 'good',
      startingBid: '9000.00',
      currentBid: '9500.00',
      bidCount: 1,
      highBidderId: buyerId,
      auctionEndTime: endTime,
    });
  }

  it('closes a due auction once when called concurrently', async () => {
    const vehicle = await createSale(new Date(Date.now() + 50));
    await sleep(100);
    const results = await Promise.all(Array.from({ length: 5 }, () => closeAuctionIfDue(deps, vehicle.id)));
    expect(results.filter((r) => r.outcome === 'closed-sold')).toHaveLength(1);
    expect(events.named('auction:closed', vehicle.id)).toHaveLength(1);
  });

  it('closes a scheduled auction at its end through the in-process worker', async () => {
    workers = await startAuctionWorkers(deps);
    const end = new Date(Date.now() + 1000);
    const vehicle = await createSale(end);
    await scheduleAuctionClose(queues.auctionClose, vehicle.id, end, new Date());
    const state = await waitFor(async () => {
      const s = await findAuctionState(deps.db, vehicle.id);
      return s?.status === 'sold' ? s : undefined;
    }, 5000);
    expect(state.closedAt!.getTime() - end.getTime()).toBeLessThan(1000);
    expect((await findTransactionByVehicleId(deps.db, vehicle.id))?.finalPrice).toBe('9500.00');
  });
});
