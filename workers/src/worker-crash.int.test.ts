import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAuctionState, findTransactionByVehicleId, lockVehicle } from '@autolicit/db';
import {
  closeAuctionJobId,
  createAuctionEventPublisher,
  createRedisConnection,
  createRedisRoomEmitter,
  getBroadcastChannel,
  getRoomChannel,
  scheduleAuctionClose,
} from '@autolicit/messaging';
import { compactVehicleRoom, userRoom, vehicleRoom } from '@autolicit/shared';
import { toRedisEnv } from '@autolicit/shared/env';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type WorkerTestContext,
  createWorkerTestContext,
  sleep,
  waitFor,
  waitUntilClosed,
} from '@autolicit/jobs/testing';

const workersDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real worker process (`src/main.ts`) against this file's database and Redis prefix. */
function spawnWorkerProcess(t: WorkerTestContext, dataDir: string): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: workersDir,
    env: {
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      ...toRedisEnv(t.redis),
      REDIS_PREFIX: t.redisPrefix,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

describe('a worker process', () => {
  let t: WorkerTestContext;
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    t = await createWorkerTestContext();
    dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-workers-'));
  });
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    child = undefined;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts, and on SIGTERM closes its worker, queues, Redis and database, then exits 0', async () => {
    const worker = spawnWorkerProcess(t, dataDir);
    child = worker.child;
    await waitFor(async () => worker.output().includes('workers ready'), 20_000, 50);
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code, worker.output()).toBe(0);
    expect(worker.output()).toContain('workers shutting down');
  });

  it('killed while closing an auction: nothing of its close remains, and the restarted worker closes it once', async () => {
    const sellerId = await t.createUser();
    const buyerId = await t.createUser();
    const end = new Date(Date.now() + 300);
    const vehicle = await t.createVehicle({
      sellerId,
      startingBid: '10000.00',
      currentBid: '15000.00',
      bidCount: 3,
      highBidderId: buyerId,
      auctionEndTime: end,
    });

    // Everything the killed process could tell Socket.IO about this auction goes through these
    // channels: the vehicle's rooms, the buyer's and the seller's, and the one every node hears.
    const subscriber = createRedisConnection(t.redis, { shardedSubscribers: true });
    let childMessagesAboutVehicle = 0;
    subscriber.on('smessageBuffer', (_channel: Buffer, message: Buffer) => {
      if (message.includes(vehicle.id)) childMessagesAboutVehicle += 1;
    });
    const rooms = [vehicleRoom(vehicle.id), compactVehicleRoom(vehicle.id), userRoom(buyerId), userRoom(sellerId)];
    const channels = [getBroadcastChannel(t.redisPrefix), ...rooms.map((room) => getRoomChannel(t.redisPrefix, room))];
    // One at a time: on a cluster the channels live in different slots.
    for (const channel of channels) await subscriber.ssubscribe(channel);
    // Control: an emit about this vehicle through the Redis emitter is seen by the subscription.
    const emitterRedis = createRedisConnection(t.redis);
    createAuctionEventPublisher(createRedisRoomEmitter(emitterRedis, t.redisPrefix)).toVehicle(
      vehicle.id,
      'auction:extended',
      {
        vehicleId: vehicle.id,
        previousEndTime: end.toISOString(),
        auctionEndTime: end.toISOString(),
        serverTime: new Date().toISOString(),
      },
    );
    await waitFor(async () => childMessagesAboutVehicle === 1);
    await emitterRedis.quit();
    childMessagesAboutVehicle = 0;

    // Hold the vehicle's row lock so the worker's close stops mid-way, inside its transaction.
    let releaseLock!: () => void;
    const lockReleased = new Promise<void>((resolve) => (releaseLock = resolve));
    let lockTaken!: () => void;
    const lockHeld = new Promise<void>((resolve) => (lockTaken = resolve));
    const holder = t.deps.db.transaction(async (tx) => {
      await lockVehicle(tx, vehicle.id);
      lockTaken();
      await lockReleased;
    });
    try {
      await lockHeld;
      await scheduleAuctionClose(t.queues.auctionClose, vehicle.id, end, new Date());
      const worker = spawnWorkerProcess(t, dataDir);
      child = worker.child;
      const job = async () => t.queues.auctionClose.getJob(closeAuctionJobId(vehicle.id));
      await waitFor(async () => (await (await job())?.getState()) === 'active', 20_000, 50);
      await sleep(300);
      expect(worker.output()).toContain('closing auction');

      const killedAt = new Date();
      child.kill('SIGKILL');
      await once(child, 'exit');
      releaseLock();
      await holder;
      // The dead process's transaction never committed: PostgreSQL rolls it back.
      await sleep(500);
      expect((await findAuctionState(t.deps.db, vehicle.id))?.status).toBe('active');
      expect(await findTransactionByVehicleId(t.deps.db, vehicle.id)).toBeNull();

      await t.startWorkers();
      const state = await waitUntilClosed(t, vehicle.id, 5000);
      expect(state.status).toBe('sold');
      expect(state.closedAt!.getTime()).toBeGreaterThan(killedAt.getTime());
      expect((await findTransactionByVehicleId(t.deps.db, vehicle.id))?.finalPrice).toBe('15000.00');
      expect(t.events.named('auction:closed', vehicle.id)).toHaveLength(1);
      expect(childMessagesAboutVehicle).toBe(0);
    } finally {
      releaseLock();
      await holder.catch(() => undefined);
      await subscriber.quit();
    }
  });
});
