/**
 * Benchmark: outbid → Web Push. The real app in this process (API, outbox, the push worker),
 * PostgreSQL and Redis of this machine, and the local push service (HTTPS on loopback, VAPID
 * checked, payload decrypted) in a child process.
 *
 * 1. Latency: N times in a row, A bids on a fresh auction, B outbids A; from B's accepted answer
 *    (the bid committed) to A's push arriving at the push service — p50, p99, max.
 * 2. Cost: N push jobs queued at once (the same outbid facts again); the CPU this process spends
 *    until all arrive (the server is idle meanwhile), per push: reads, encryption, VAPID, HTTPS.
 *
 *   pnpm --filter @autolicit/realtime-server exec tsx ../bench/push-latency.ts [N]
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@autolicit/db';
import { PUSH_JOB_NAMES } from '@autolicit/messaging';
import { buildServer, loadConfig, startInProcessWorkers } from '@autolicit/realtime-server';
import { TEST_PASSWORD, createLoopbackTls, createUser, createVehicle } from '@autolicit/test-support';
import pg from 'pg';
import { spawnChild } from './ipc';

const runs = Number(process.argv[2] ?? 100);
const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Node reads NODE_EXTRA_CA_CERTS only at start: without it, run again with it. */
async function relaunchTrustingLoopback(): Promise<never> {
  const tlsDir = mkdtempSync(path.join(tmpdir(), 'autolicit-bench-tls-'));
  const tls = await createLoopbackTls(tlsDir, { inheritedCaFile: process.env.NODE_EXTRA_CA_CERTS });
  // The push service's own key and certificate; `certFile` is the bundle this process trusts (the
  // inherited authorities, then this certificate), not a server certificate.
  writeFileSync(path.join(tlsDir, 'loopback-key.pem'), tls.key);
  writeFileSync(path.join(tlsDir, 'loopback-server-cert.pem'), tls.cert);
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.certFile, BENCH_TLS_DIR: tlsDir },
  });
  const code = await new Promise<number>((resolve) => child.once('exit', (exitCode) => resolve(exitCode ?? 1)));
  rmSync(tlsDir, { recursive: true, force: true });
  process.exit(code);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main() {
  if (!process.env.NODE_EXTRA_CA_CERTS || !process.env.BENCH_TLS_DIR) await relaunchTrustingLoopback();
  const pushService = spawnChild('push-service.ts', 'push-service', { BENCH_TLS_DIR: process.env.BENCH_TLS_DIR });
  await pushService.ready;
  const pushOrigin = await pushService.call<string>('origin');

  const databaseName = `autolicit_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${databaseName}"`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-bench-'));
  const migrations = openDatabase({ url: databaseUrl.toString() });
  await migrations.migrate();
  await migrations.close();

  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl.toString(),
    REDIS_PREFIX: `autolicit-bench-push:${databaseName}:`,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    LOG_LEVEL: 'silent',
    APP_ORIGIN: origin,
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    PUSH_ALLOWED_ENDPOINT_ORIGINS: pushOrigin,
    // Each bidder its own address (X-Forwarded-For), as real bidders: the per-address limits stay as in production.
    TRUST_PROXY: 'loopback',
  });
  const server = await buildServer({ ...config, port });
  await new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', resolve));
  const workers = await startInProcessWorkers(server.ctx);
  const { ctx } = server;
  const headers = { 'Content-Type': 'application/json', Origin: origin };
  let clients = 0;
  const signIn = async (email: string) => {
    clients += 1;
    const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
    const response = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('autolicit.sid='))!
      .split(';')[0]!;
    return (method: string, url: string, body?: unknown) =>
      fetch(`${origin}${url}`, {
        method,
        headers: { ...headers, Cookie: cookie, 'X-Forwarded-For': address },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).then(async (r) => {
        if (r.status >= 300) throw new Error(`${method} ${url}: ${r.status} ${await r.text()}`);
        return r.json() as Promise<Record<string, unknown>>;
      });
  };

  try {
    const seller = await createUser(ctx);
    const received = async () => pushService.call<{ subscriptionId: string; receivedAt: number }[]>('received');
    const waitForArrival = async (subscriptionId: string, count: number) => {
      for (;;) {
        const got = (await received()).filter((push) => push.subscriptionId === subscriptionId);
        if (got.length >= count) return got;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };

    // A fresh pair of bidders per run: the per-user bid limits stay as in production.
    const latencies: number[] = [];
    const fromSent: number[] = [];
    const outbids: { vehicleId: string; bidId: string; userId: string; subscriptionId: string }[] = [];
    for (let i = 0; i < runs; i += 1) {
      const [a, b] = await Promise.all([createUser(ctx), createUser(ctx)]);
      const [asA, asB] = await Promise.all([signIn(a.email), signIn(b.email)]);
      const device = await pushService.call<{ endpoint: string }>('subscribe');
      await asA('POST', '/api/push/subscriptions', device);
      const subscriptionId = device.endpoint.slice(device.endpoint.lastIndexOf('/') + 1);
      const vehicle = await createVehicle(ctx, { sellerId: seller.id, startingBid: '10000.00' });
      await asA('POST', `/api/vehicles/${vehicle.id}/bids`, { amount: '10100' });
      const sentAt = Date.now();
      const answer = await asB('POST', `/api/vehicles/${vehicle.id}/bids`, { amount: '10200' });
      const committedAt = Date.now();
      const [push] = await waitForArrival(subscriptionId, 1);
      latencies.push(push!.receivedAt - committedAt);
      fromSent.push(push!.receivedAt - sentAt);
      outbids.push({ vehicleId: vehicle.id, bidId: (answer.bid as { id: string }).id, userId: a.id, subscriptionId });
    }
    latencies.sort((x, y) => x - y);
    fromSent.sort((x, y) => x - y);

    // Cost: the same facts pushed again, all at once, with nothing else running.
    const before = process.cpuUsage();
    const started = performance.now();
    await ctx.queues.push.addBulk(
      outbids.map((outbid) => ({
        name: PUSH_JOB_NAMES.bidOutbid,
        data: { vehicleId: outbid.vehicleId, userId: outbid.userId, bidId: outbid.bidId },
        opts: { jobId: `bench-${randomUUID()}` },
      })),
    );
    for (;;) {
      if ((await received()).length >= runs * 2) break;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(before);
    const cpuMsPerPush = (cpu.user + cpu.system) / 1000 / runs;
    const refused = await pushService.call<number>('refused');

    console.log(
      JSON.stringify(
        {
          runs,
          // From B's answer (the bid committed and acknowledged) to A's push at the push service.
          outbidToPushMs: {
            min: latencies[0],
            p50: percentile(latencies, 50),
            p99: percentile(latencies, 99),
            max: latencies.at(-1),
          },
          // From B sending the bid: the bid's own round trip included.
          bidSentToPushMs: { p50: percentile(fromSent, 50), p99: percentile(fromSent, 99), max: fromSent.at(-1) },
          burst: { pushes: runs, wallMs: Math.round(wallMs), pushesPerSecond: Math.round((runs / wallMs) * 1000) },
          workerCpuMsPerPush: Number(cpuMsPerPush.toFixed(2)),
          refusedByPushService: refused,
        },
        null,
        2,
      ),
    );
  } finally {
    await workers.close();
    await server.stop();
    await pushService.stop();
    await admin.query(`DROP DATABASE "${databaseName}" WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
