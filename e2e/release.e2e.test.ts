import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { closeAuctionJobId, createAuctionQueues, scheduleAuctionClose } from '@autolicit/messaging';
import { type TestSocket, command, connectSocket, nextEvent, waitForConnect } from '@autolicit/realtime-server/testing';
import { buildRelease } from '../scripts/build-release';
import { type IsolatedDatabase, createIsolatedDatabase } from '../test/isolated-database';
import { TEST_VAPID_ENV } from '@autolicit/test-support';

/**
 * The production form of the app, as the container image runs it: the release folder built by
 * scripts/build-release.ts into a clean temporary folder, started with plain `node` and
 * NODE_ENV=production — two server processes and one workers process on a fresh database, its
 * migrations applied by the release's own migrate entry.
 */
const run = promisify(execFile);
const requireFromServer = createRequire(path.resolve('realtime-server/package.json'));
const SECRET = 'release-test-secret-release-test-secret-0123456789';
const PASSWORD = 'Parola-Sigura-2026';

let releaseDir: string;
let dataDir: string;
let database: IsolatedDatabase;
let env: NodeJS.ProcessEnv;
let origin: string;
let nodeA: string;
let nodeB: string;
const processes: { name: string; child: ChildProcess; exited: Promise<number | null>; output: string[] }[] = [];
const sockets: TestSocket[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function start(name: string, entry: string, extra: NodeJS.ProcessEnv = {}): void {
  const child = spawn(process.execPath, [entry], {
    cwd: releaseDir,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  processes.push({ name, child, exited, output });
}

async function waitReady(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline)
      throw new Error(
        `${url}/readyz never turned ready:\n${processes.map((p) => `${p.name}: ${p.output.join('')}`).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A JSON write as the browser sends it: from the app's origin, with the session cookie. */
async function post(
  url: string,
  body: unknown,
  cookie?: string,
): Promise<{ status: number; body: Record<string, unknown>; cookie?: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  // The session cookie only (the API also sets the browser's device cookie).
  const setCookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('autolicit.sid='))
    ?.split(';')[0];
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    cookie: setCookie,
  };
}

async function register(email: string): Promise<string> {
  const response = await post(`${nodeA}/api/auth/register`, {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    entityType: 'individual',
    firstName: 'Ana',
    lastName: 'Marin',
    cnp: '1800101400016',
    individualAddress: 'Strada Florilor 12, Cluj-Napoca',
    individualPhone: '0721234567',
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.cookie!;
}

beforeAll(async () => {
  releaseDir = mkdtempSync(path.join(tmpdir(), 'autolicit-release-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-release-data-'));
  // The web app was built by the test command already; the release copies it.
  await buildRelease(releaseDir, { skipWeb: true });
  database = await createIsolatedDatabase({ migrate: false });
  const [portA, portB] = [await freePort(), await freePort()];
  nodeA = `http://127.0.0.1:${portA}`;
  nodeB = `http://127.0.0.1:${portB}`;
  // Behind a proxy both nodes answer one public origin; here it is node A's.
  origin = nodeA;
  env = {
    NODE_ENV: 'production',
    ...TEST_VAPID_ENV,
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `${inject('redisPrefix')}release-${randomUUID().slice(0, 6)}:`,
    SESSION_SECRET: SECRET,
    APP_ORIGIN: origin,
    ALLOW_INSECURE_ORIGIN: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MIGRATE_ON_START: 'false',
  };
  const migrated = await run(process.execPath, ['dist/migrate.js'], { cwd: releaseDir, env });
  expect(migrated.stdout).toContain('migrations applied (postgres)');
  // What scripts/start.sh runs next: in production the seed step must leave the database empty.
  const seeded = await run(process.execPath, ['dist/seed.js'], { cwd: releaseDir, env });
  expect(seeded.stdout).toContain('demo data not seeded');
  start('server A', 'dist/server.js', { PORT: String(portA) });
  start('server B', 'dist/server.js', { PORT: String(portB) });
  start('workers', 'dist/workers.js');
  await Promise.all([waitReady(nodeA), waitReady(nodeB)]);
}, 180_000);

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const p of processes) p.child.kill('SIGKILL');
  await database?.drop();
  rmSync(releaseDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the production release', () => {
  it('holds compiled JavaScript and production dependencies only', () => {
    const modules = readdirSync(path.join(releaseDir, 'node_modules'));
    for (const dev of ['tsx', 'vitest', 'typescript', 'esbuild', '@types', 'eslint', 'playwright-core'])
      expect(modules, dev).not.toContain(dev);
    for (const runtime of ['express', 'socket.io', 'bullmq', 'pg', 'sharp', '@node-rs'])
      expect(modules, runtime).toContain(runtime);
    const dist = readdirSync(path.join(releaseDir, 'dist'));
    expect(dist).toEqual(expect.arrayContaining(['server.js', 'workers.js', 'migrate.js', 'seed.js']));
    expect(dist.filter((file) => file.endsWith('.ts'))).toEqual([]);
    expect(existsSync(path.join(releaseDir, 'web/dist/index.html'))).toBe(true);
  });

  it('serves the web app on both nodes, and no demo account exists in production', async () => {
    for (const url of [nodeA, nodeB])
      expect((await fetch(`${url}/`)).headers.get('content-type')).toMatch(/^text\/html/);
    const demo = await post(`${nodeA}/api/auth/login`, { email: 'admin@autolicit.ro', password: 'Demo-Admin-2026' });
    expect(demo.status).toBe(401);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expect(Number((await client.query('SELECT count(*) AS n FROM users')).rows[0].n)).toBe(0);
    } finally {
      await client.end();
    }
  });

  it('a listing with a photo, a socket bid on node A seen by a watcher on node B, and the workers close it', async () => {
    const sellerCookie = await register(`seller-${randomUUID()}@example.com`);
    const sharp = requireFromServer('sharp') as (options: object) => { jpeg(): { toBuffer(): Promise<Buffer> } };
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'car.jpg');
    const upload = await fetch(`${nodeA}/api/uploads`, {
      method: 'POST',
      headers: { Origin: origin, Cookie: sellerCookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const photo = (await upload.json()) as { id: string; url: string };
    expect((await fetch(`${nodeB}${photo.url}`)).headers.get('content-type')).toBe('image/webp');

    const listing = await post(
      `${nodeA}/api/vehicles`,
      {
        make: 'Dacia',
        model: 'Duster',
        year: 2020,
        mileage: 45_000,
        vin: 'UU1HSDADG49876543',
        condition: 'good',
        category: 'suv',
        transmission: 'manual',
        drivetrain: 'fwd',
        fuelType: 'diesel',
        location: 'Cluj-Napoca',
        description: 'Release test.',
        startingBid: 10_000,
        auctionDays: '2',
        sellerType: 'individual',
        hasDamage: false,
        photos: [photo.id],
      },
      sellerCookie,
    );
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const vehicleId = String((listing.body.vehicle as { id?: string } | undefined)?.id ?? listing.body.id);

    const bidderCookie = await register(`bidder-${randomUUID()}@example.com`);
    const watcher = connectSocket(nodeB, { origin });
    const bidder = connectSocket(nodeA, { origin, cookie: bidderCookie });
    sockets.push(watcher, bidder);
    await Promise.all([waitForConnect(watcher), waitForConnect(bidder)]);
    await command(watcher, 'vehicle:join', { vehicleId });
    const seen = nextEvent(watcher, 'bid:placed');
    const ack = await command<{ bid: { amount: string } }>(bidder, 'bid:place', {
      vehicleId,
      amount: '10100',
      clientBidId: randomUUID(),
    });
    expect('data' in ack, JSON.stringify(ack)).toBe(true);
    expect((await seen).amount).toBe('10100.00');

    // Bring the end forward and hand the close to the workers, as the scheduler would at the end time.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const end = new Date(Date.now() + 500);
    await client.query('UPDATE vehicles SET auction_end_time = $1 WHERE id = $2', [end, vehicleId]);
    await client.end();
    const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
    const queues = createAuctionQueues(redis, env.REDIS_PREFIX!);
    const closed = nextEvent(watcher, 'auction:closed', 20_000);
    try {
      // The listing scheduled its close for the original end under a stable job id: replace it.
      await queues.auctionClose.remove(closeAuctionJobId(vehicleId));
      await scheduleAuctionClose(queues.auctionClose, vehicleId, end, new Date());
      expect((await closed).vehicleId).toBe(vehicleId);
    } finally {
      await queues.close();
      redis.disconnect();
    }

    // The buyer's sale summary: the release carries the PDF font the server reads from disk.
    const headers = { Origin: origin, Cookie: bidderCookie };
    const me = (await (await fetch(`${nodeB}/api/auth/user`, { headers })).json()) as { id: string };
    const sales = (await (await fetch(`${nodeB}/api/users/${me.id}/transactions`, { headers })).json()) as {
      id: string;
      vehicleId: string;
    }[];
    const sale = sales.find((tx) => tx.vehicleId === vehicleId);
    expect(sale).toBeTruthy();
    const pdf = await fetch(`${nodeB}/api/transactions/${sale!.id}/summary.pdf?lang=ro`, { headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('stops every process cleanly on SIGTERM within 10 s', async () => {
    for (const socket of sockets) socket.disconnect();
    const started = Date.now();
    for (const p of processes) p.child.kill('SIGTERM');
    const codes = await Promise.all(processes.map((p) => p.exited));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(codes, processes.map((p) => `${p.name}: ${p.output.join('').slice(-500)}`).join('\n')).toEqual([0, 0, 0]);
  });
});
