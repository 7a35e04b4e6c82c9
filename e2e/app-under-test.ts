import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { type RunningServer, buildServer, loadConfig, startInProcessWorkers } from '@autolicit/realtime-server';
import { closeAuctionJobId, scheduleAuctionClose } from '@autolicit/messaging';
import pg from 'pg';
import { type IsolatedDatabase, createIsolatedDatabase } from '../test/isolated-database';
import { TEST_PASSWORD, nextTotpCode } from '@autolicit/test-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Debian's Chromium; a test tool's own browser download cannot work on our machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export interface AppUnderTest {
  url: string;
  server: RunningServer;
  database: IsolatedDatabase;
  close(): Promise<void>;
}

/**
 * The real app as users get it — API, Socket.IO and the built web app on one origin — on a random
 * port, with a fresh database of its own. The web app must have been built (the test command does).
 */
export async function startAppUnderTest(
  options: {
    workers?: boolean /** Another web build than web/dist (a copy a test changes). */;
    webDistDir?: string;
  } = {},
): Promise<AppUnderTest> {
  const database = await createIsolatedDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: `${inject('redisPrefix')}e2e-${randomUUID().slice(0, 6)}:`,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    LOG_LEVEL: 'silent',
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: options.webDistDir ?? path.join(repoRoot, 'web/dist'),
    WEB_SSR_DIR: path.join(repoRoot, 'web/dist-ssr'),
    // The origin is only known once listening; the CSRF check compares it with the browser's.
    APP_ORIGIN: 'http://127.0.0.1:1',
  });
  // Listen first on a free port, then build the app for that exact origin.
  const probe = await import('node:http').then((http) => http.createServer());
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const server = await buildServer({ ...config, port, appOrigin: origin });
  await new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', resolve));
  // A production server loads its server render at start-up (realtime-server/src/http-app.ts), a test
  // server on its first page: asked for here, that one-off load is set-up, not a test's first navigation.
  await fetch(`${origin}/`).then((response) => response.text());
  // The auction-close and notification workers, as in the embedded mode of the start command.
  const workers = options.workers ? await startInProcessWorkers(server.ctx) : null;
  return {
    url: origin,
    server,
    database,
    async close() {
      await workers?.close();
      await server.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

/** Signs a browser context in through the real login endpoint; its pages share the session cookie. */
export async function signInContext(
  context: BrowserContext,
  appUrl: string,
  email: string,
  password: string,
): Promise<void> {
  const response = await context.request.post(`${appUrl}/api/auth/login`, {
    data: { email, password },
    headers: { Origin: appUrl },
  });
  if (!response.ok()) throw new Error(`login as ${email} answered ${response.status()}: ${await response.text()}`);
}

/** Signs an admin in through the real endpoints, password then the authenticator's code. */
export async function signInAdminContext(
  context: BrowserContext,
  appUrl: string,
  admin: { email: string; totpSecret: string },
): Promise<void> {
  await signInContext(context, appUrl, admin.email, TEST_PASSWORD);
  const response = await context.request.post(`${appUrl}/api/auth/login/mfa`, {
    data: { code: await nextTotpCode(admin.totpSecret) },
    headers: { Origin: appUrl },
  });
  if (!response.ok())
    throw new Error(`second factor for ${admin.email} answered ${response.status()}: ${await response.text()}`);
}

/** Seconds left on a countdown badge ("1 min 59 s", "2 h 3 min 4 s", "1m 59s"); null once it reads "ended". */
export function secondsLeft(text: string): number | null {
  const parts = /(?:(\d+)\s*h\s*)?(\d+)\s*m(?:in)?\s*(\d+)\s*s/.exec(text);
  if (!parts) return null;
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2]) * 60 + Number(parts[3]);
}

/**
 * Test hook: moves an auction's end to `inMs` from now and reschedules its close job, so a browser
 * test can watch a real close without waiting two days. Only test code can reach the database and
 * queues like this; the app has no such route.
 */
export async function endAuctionSoon(app: AppUnderTest, vehicleId: string, inMs: number): Promise<Date> {
  const end = new Date(Date.now() + inMs);
  const client = new pg.Client({ connectionString: app.database.url });
  await client.connect();
  try {
    await client.query('UPDATE vehicles SET auction_end_time = $1 WHERE id = $2', [end, vehicleId]);
  } finally {
    await client.end();
  }
  const queue = app.server.ctx.queues.auctionClose;
  await queue.remove(closeAuctionJobId(vehicleId));
  await scheduleAuctionClose(queue, vehicleId, end, new Date());
  return end;
}

export interface BiddingBrowsers {
  app: AppUnderTest;
  /** A signed-in desktop page of its own browser context, on the vehicle's page (ready once `readyTestId` shows). */
  bidderPage(email: string, vehicleId: string, readyTestId?: string): Promise<Page>;
  /** A desktop page of its own context (UTC), signed in as this admin with the second factor, on the dashboard. */
  adminPage(admin: { email: string; totpSecret: string }): Promise<Page>;
  /** A signed-in desktop page of its own context, at `path`. */
  userPage(email: string, path: string): Promise<Page>;
  close(): Promise<void>;
}

/**
 * For a test file where bidders compete in separate browser contexts: the app and one browser,
 * started before its tests and closed after them. Read `app` and `bidderPage` inside tests.
 */
export function useBiddingBrowsers(): BiddingBrowsers {
  let running: BiddingBrowsers | undefined;
  beforeAll(async () => {
    running = await startBiddingBrowsers();
  });
  afterAll(async () => running?.close());
  const started = () => {
    if (!running) throw new Error('the browsers start in beforeAll');
    return running;
  };
  return {
    get app() {
      return started().app;
    },
    bidderPage: (email, vehicleId, readyTestId) => started().bidderPage(email, vehicleId, readyTestId),
    adminPage: (admin) => started().adminPage(admin),
    userPage: (email, path) => started().userPage(email, path),
    close: async () => running?.close(),
  };
}

async function startBiddingBrowsers(): Promise<BiddingBrowsers> {
  const app = await startAppUnderTest();
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    app,
    async bidderPage(email, vehicleId, readyTestId = 'bid-panel') {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await signInContext(context, app.url, email, TEST_PASSWORD);
      const page = await context.newPage();
      await page.goto(`${app.url}/vehicle/${vehicleId}`);
      await page.getByTestId(readyTestId).waitFor();
      // The server's HTML shows the page before the app runs: ready means joined to the live room.
      await page.locator('[data-live="synced"]').waitFor();
      return page;
    },
    async userPage(email, pagePath) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await signInContext(context, app.url, email, TEST_PASSWORD);
      const page = await context.newPage();
      await page.goto(`${app.url}${pagePath}`);
      return page;
    },
    async adminPage(admin) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
      contexts.push(context);
      await signInAdminContext(context, app.url, admin);
      const page = await context.newPage();
      await page.goto(`${app.url}/dashboard`);
      return page;
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await app.close();
    },
  };
}
