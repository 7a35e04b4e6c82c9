/**
 * Benchmark: N bidders send a bid at the same amount on one vehicle at the same instant, over real
 * HTTP against the real app (PostgreSQL + Redis on this machine). Measures the wall time until
 * every answer is back, and checks that exactly one was accepted. Run:
 *   pnpm --filter @autolicit/realtime-server exec tsx ../bench/concurrent-bids.ts [bidders] [rounds]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findVehicleById, openDatabase } from '@autolicit/db';
import pg from 'pg';
import {
  createAuctionEventPublisher,
  createAuctionQueues,
  createRedisConnection,
  createRedisRoomEmitter,
  trackRedisPublishes,
} from '@autolicit/messaging';
import {
  type AppContext,
  createBidFloors,
  createHttpApp,
  createLogger,
  createMetrics,
  createServerOutboxDelivery,
  loadConfig,
  systemClock,
} from '@autolicit/realtime-server';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';

const bidders = Number(process.argv[2] ?? 50);
const rounds = Number(process.argv[3] ?? 10);
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `autolicit_bench_${randomBytes(4).toString('hex')}`;

async function withAdmin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

async function main() {
  await withAdmin(`CREATE DATABASE "${databaseName}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    REDIS_PREFIX: `autolicit-bench:${databaseName}:`,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://localhost:3000',
  });
  const database = openDatabase({ url: config.databaseUrl });
  await database.migrate();
  const redis = createRedisConnection(config.redis);
  const logger = createLogger('silent');
  const queues = createAuctionQueues(redis, config.redisPrefix);
  const emitter = createRedisRoomEmitter(redis, config.redisPrefix);
  const events = createAuctionEventPublisher(emitter);
  const metrics = createMetrics();
  const outbox = createServerOutboxDelivery({
    db: database.db,
    emitter,
    publishes: trackRedisPublishes(redis, () => undefined),
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
    events,
    outbox,
    queues,
    metrics,
    bidFloors: createBidFloors(),
  };
  const unlimited = { points: 1_000_000, durationSeconds: 60 };
  const { app } = createHttpApp(ctx, {
    rateLimits: { bidsPerIp: unlimited, bidsPerUser: unlimited, loginFailuresPerIp: unlimited },
  });
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const headers = { 'Content-Type': 'application/json', Origin: config.appOrigin };

  try {
    const seller = await createUser(ctx);
    const cookies: string[] = [];
    for (let i = 0; i < bidders; i += 1) {
      const user = await createUser(ctx);
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      });
      cookies.push(
        response.headers
          .getSetCookie()
          .find((c) => c.startsWith('autolicit.sid='))!
          .split(';')[0]!,
      );
    }
    const timings: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const vehicle = await createVehicle(ctx, { sellerId: seller.id, startingBid: '10000.00' });
      const started = performance.now();
      const statuses = await Promise.all(
        cookies.map((cookie) =>
          fetch(`${base}/api/vehicles/${vehicle.id}/bids`, {
            method: 'POST',
            headers: { ...headers, Cookie: cookie },
            body: JSON.stringify({ amount: '10100' }),
          }).then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          }),
        ),
      );
      timings.push(performance.now() - started);
      const accepted = statuses.filter((s) => s === 201).length;
      const after = await findVehicleById(ctx.db, vehicle.id);
      if (accepted !== 1 || after?.bidCount !== 1)
        throw new Error(`round ${round}: ${accepted} accepted, bid_count ${after?.bidCount}`);
    }
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    console.log(
      JSON.stringify({
        bidders,
        rounds,
        medianMs: Math.round(median),
        minMs: Math.round(timings[0]!),
        maxMs: Math.round(timings.at(-1)!),
        perBidMedianMs: +(median / bidders).toFixed(2),
      }),
    );
  } finally {
    server.close();
    await queues.close();
    const keys = await redis.keys(`${config.redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database.close();
    await withAdmin(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
