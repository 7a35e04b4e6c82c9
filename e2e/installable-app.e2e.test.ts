import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, startAppUnderTest } from './app-under-test';
import { seriousViolations } from './axe-checks';
import { clickUntilVisible } from './page-helpers';

/**
 * The installable app: a valid, linked manifest with real icons; a service worker that takes the
 * page over; a navigation without a network shows the offline page, and a vehicle page's price is
 * never shown from a cache; a new deploy's worker waits until the reader agrees to reload.
 *
 * The app runs on a copy of the web build, so the last test can deploy a new worker into it.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let app: AppUnderTest;
let browser: Browser;
let distCopy: string;
let vehicleId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  distCopy = mkdtempSync(path.join(tmpdir(), 'autolicit-pwa-dist-'));
  cpSync(path.join(repoRoot, 'web/dist'), distCopy, { recursive: true });
  app = await startAppUnderTest({ webDistDir: distCopy });
  browser = await launchBrowser();
  const seller = await createUser(app.server.ctx);
  const vehicle = await createVehicle(app.server.ctx, {
    sellerId: seller.id,
    make: 'Dacia',
    model: 'Duster',
    year: 2021,
    startingBid: '13700.00',
    auctionEndTime: new Date(Date.now() + 60 * 60_000),
  });
  vehicleId = vehicle.id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
  if (distCopy) rmSync(distCopy, { recursive: true, force: true });
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return { context, page: await context.newPage() };
}

/** Opens a page and waits until its service worker is active and controls it (a reload makes sure). */
async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Registered after load, when the browser is idle: wait for the worker to be active.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller?.state ?? null')).toBe('activated');
}

/** Every URL in every cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  })()`) as Promise<string[]>;
}

/** Width × height from a PNG's header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const MANIFESTS = [
  { language: 'ro', url: '/manifest.webmanifest', name: 'AutoLicit — licitații auto live' },
  { language: 'en', url: '/manifest.en.webmanifest', name: 'AutoLicit — live car auctions' },
] as const;

/** The manifest Chromium would install the page with: its URL, its errors and its name. */
async function appManifestOf(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { errors, url, data } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string }[];
    url: string;
    data?: string;
  };
  await cdp.detach();
  return { url, errors, name: data ? (JSON.parse(data) as { name?: string }).name : undefined };
}

describe('the web app manifest', () => {
  it("is linked from the client-rendered and the server-rendered pages in the page's language, with the theme colour and touch icon", async () => {
    for (const { language, url } of MANIFESTS)
      for (const pagePath of ['/dashboard', `/vehicle/${vehicleId}`]) {
        const headers = { Accept: 'text/html', ...(language === 'en' ? { Cookie: 'autolicit.lang=en' } : {}) };
        const html = await (await fetch(`${app.url}${pagePath}`, { headers })).text();
        const what = `${language} ${pagePath}`;
        expect(html, what).toContain(`<html lang="${language}"`);
        expect(html, what).toContain(`<link rel="manifest" href="${url}"`);
        expect(html, what).toContain('<meta name="theme-color" content="#0a46c6"');
        expect(html, what).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"');
      }
    // The Romanian vehicle page really is the server's render (its price is in the HTML).
    expect(await (await fetch(`${app.url}/vehicle/${vehicleId}`, { headers: { Accept: 'text/html' } })).text()).toMatch(
      /13\.700\s€/,
    );
  });

  it.each(MANIFESTS)(
    '$language: has the required fields and icons that exist at the sizes it declares',
    async ({ language, url, name }) => {
      const response = await fetch(`${app.url}${url}`);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as {
        [key: string]: unknown;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: language,
        name,
      });
      for (const field of ['short_name', 'description', 'theme_color', 'background_color'])
        expect(manifest[field], field).toEqual(expect.any(String));
      const purposes = new Set<string>();
      for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
        const image = await fetch(new URL(icon.src, app.url));
        expect(image.status, icon.src).toBe(200);
        expect(image.headers.get('content-type'), icon.src).toBe('image/png');
        expect(pngSize(Buffer.from(await image.arrayBuffer())), icon.src).toBe(icon.sizes);
        purposes.add(`${icon.purpose} ${icon.sizes}`);
      }
      expect([...purposes].sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    },
  );

  it('is read by Chromium without errors, and the page is installable', async () => {
    const { context, page } = await newPage();
    await openControlled(page, `${app.url}/`);
    expect(await appManifestOf(context, page)).toEqual({
      url: `${app.url}/manifest.webmanifest`,
      errors: [],
      name: 'AutoLicit — licitații auto live',
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A test browser's context is an incognito one, which Chromium never offers to install from.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });

  it('follows the language: a reader who switches to English installs the app named in English, and their next page links it from the server', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.url}/`);
    // A click on the server's HTML before the app has taken it over opens nothing: click until it does.
    await clickUntilVisible(page.getByRole('combobox', { name: 'Limba' }), page.getByRole('option', { name: 'EN' }));
    await page.getByRole('option', { name: 'EN' }).click();
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.en.webmanifest');
    await expect
      .poll(() => appManifestOf(context, page))
      .toEqual({ url: `${app.url}/manifest.en.webmanifest`, errors: [], name: 'AutoLicit — live car auctions' });

    // The next page arrives in English from the server (the choice's cookie), before any script runs.
    const next = await context.request.get(`${app.url}/vehicle/${vehicleId}`, { headers: { Accept: 'text/html' } });
    const html = await next.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="manifest" href="/manifest.en.webmanifest"');
  });
});

describe('the service worker', () => {
  it('registers after load, controls the page after a reload and precaches the shell and the offline page', async () => {
    const { page } = await newPage();
    const cspErrors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) cspErrors.push(message.text());
    });
    await openControlled(page, `${app.url}/`);
    expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toBe(`${app.url}/service-worker.js`);
    const cached = await cachedUrls(page);
    expect(cached).toContain('/offline.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached).toContain('/manifest.en.webmanifest');
    const entryScript = /<script type="module" crossorigin src="([^"]+)"/.exec(
      readFileSync(path.join(distCopy, 'index.html'), 'utf8'),
    )?.[1];
    expect(entryScript).toBeDefined();
    expect(cached).toContain(entryScript);
    expect(cspErrors).toEqual([]);
  });

  it('shows the offline page, in Romanian and English, for a page opened without a network', async () => {
    const { context, page } = await newPage();
    await openControlled(page, `${app.url}/`);
    await context.setOffline(true);
    // A page this browser never opened.
    await page.goto(`${app.url}/vehicles?make=Dacia`);
    await expect.poll(() => page.getByRole('heading', { name: 'Nu sunteți conectat la internet' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'You are offline' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Reîncercați' }).count()).toBe(1);
    expect(page.url()).toBe(`${app.url}/vehicles?make=Dacia`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("never shows a vehicle page's price from a cache: offline it says offline, back online the live page returns", async () => {
    const { context, page } = await newPage();
    await openControlled(page, `${app.url}/vehicle/${vehicleId}`);
    await expect.poll(() => page.getByRole('heading', { name: '2021 Dacia Duster' }).count()).toBe(1);
    expect(await page.locator('body').textContent()).toMatch(/13\.700\s€/);
    // Nothing live was kept: not the page, not its API answers, not its photos.
    const cached = await cachedUrls(page);
    expect(cached.filter((url) => /^\/(vehicle|vehicles|api|socket\.io|uploads)(\/|$)/.test(url))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByTestId('offline-page').count()).toBe(1);
    const offlineText = (await page.locator('body').textContent()) ?? '';
    expect(offlineText).not.toMatch(/13\.700|Duster/);

    // The offline page reloads by itself once the network is back, into the live page.
    await context.setOffline(false);
    await expect.poll(() => page.getByRole('heading', { name: '2021 Dacia Duster' }).count()).toBe(1);
    expect(await page.locator('body').textContent()).toMatch(/13\.700\s€/);
  });

  it('installs a new deploy in the background and swaps it in only when the reader reloads from the notice', async () => {
    const { page } = await newPage();
    await openControlled(page, `${app.url}/vehicle/${vehicleId}`);
    const firstWorker = await page.evaluate('navigator.serviceWorker.controller.scriptURL');
    expect(await page.getByTestId('update-notice').count()).toBe(0);

    deployNewWorker('next deploy', { newCode: true });
    await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');

    // Installed and waiting; the page keeps running under the old worker and says so quietly.
    await expect.poll(() => page.getByTestId('update-notice').count()).toBe(1);
    expect(await page.getByRole('status').filter({ hasText: 'O versiune nouă este disponibilă' }).count()).toBe(1);
    expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting?.state)')).toBe(
      'installed',
    );
    expect(await page.evaluate('navigator.serviceWorker.controller.scriptURL')).toBe(firstWorker);

    await page.evaluate('window.beforeUpdate = true');
    await page.getByRole('button', { name: 'Reîncărcați' }).click();
    // Reloaded (the marker is gone) under the new worker, with nothing waiting and no notice.
    await expect.poll(() => page.evaluate('window.beforeUpdate === undefined')).toBe(true);
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting === null)'))
      .toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: '2021 Dacia Duster' }).count()).toBe(1);
    expect(await page.getByTestId('update-notice').count()).toBe(0);
  });

  it('lets a waiting deploy take over once the only open page has loaded it, and not while another page is open', async () => {
    const { context, page } = await newPage();
    await openControlled(page, `${app.url}/`);
    const other = await context.newPage();
    await other.goto(`${app.url}/vehicle/${vehicleId}`);
    await deployNewWorker('another deploy');
    await page.evaluate('navigator.serviceWorker.getRegistration().then((registration) => registration.update())');
    await expect.poll(() => page.getByTestId('update-notice').count()).toBe(1);

    // Two pages: a navigation in one leaves the new worker waiting, and that page offers the reload.
    await page.goto(`${app.url}/vehicles`);
    await expect.poll(() => page.getByTestId('update-notice').count()).toBe(1);
    expect(await page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting?.state)')).toBe(
      'installed',
    );

    // The last page of the old code navigates: the new worker takes over, no notice is left.
    await other.close();
    // The workers learn of the closed page on their own schedule; navigate once the waiting one, which
    // decides whether to take over, counts one page too.
    await expect.poll(() => countWorkerPages(context)).toBe(1);
    await expect.poll(() => countWorkerPages(context, { includeUncontrolled: true })).toBe(1);
    await page.goto(`${app.url}/vehicle/${vehicleId}`);
    await expect
      .poll(() => page.evaluate('navigator.serviceWorker.getRegistration().then((r) => r.waiting === null)'))
      .toBe(true);
    await expect.poll(() => page.evaluate('navigator.serviceWorker.controller?.state ?? null')).toBe('activated');
    await expect.poll(() => page.getByRole('heading', { name: '2021 Dacia Duster' }).count()).toBe(1);
    expect(await page.getByTestId('update-notice').count()).toBe(0);
  });
});

/**
 * The most pages any of the context's workers counts: those it controls (a waiting one controls
 * none), or with `includeUncontrolled` every open window, as the waiting one counts before taking over.
 */
async function countWorkerPages(context: BrowserContext, options: { includeUncontrolled?: boolean } = {}) {
  const query = JSON.stringify({ type: 'window', includeUncontrolled: options.includeUncontrolled ?? false });
  const counts = await Promise.all(
    context
      .serviceWorkers()
      .map(
        (worker) => worker.evaluate(`self.clients.matchAll(${query}).then((pages) => pages.length)`) as Promise<number>,
      ),
  );
  return Math.max(0, ...counts);
}

let builtWorker: string | undefined;

/**
 * A deploy as the browser sees it: a worker script that differs byte for byte, at the same address.
 * With `newCode` the app's entry script changes too (a new hashed name in the worker's precache), so
 * a page loaded before the deploy runs code the new worker does not serve.
 */
function deployNewWorker(marker: string, options: { newCode?: boolean } = {}): void {
  const workerFile = path.join(distCopy, 'service-worker.js');
  // Each deploy starts from the build's worker: the pages the server renders name the build's entry.
  builtWorker ??= readFileSync(workerFile, 'utf8');
  let script = builtWorker;
  if (options.newCode) {
    const entry = /\/assets\/index-[\w-]+\.js/.exec(script)?.[0];
    if (!entry) throw new Error('the worker precaches no entry script');
    const nextEntry = entry.replace(/\.js$/, `-${marker.replaceAll(' ', '-')}.js`);
    cpSync(path.join(distCopy, entry), path.join(distCopy, nextEntry));
    script = script.replaceAll(entry, nextEntry);
  }
  writeFileSync(workerFile, `${script}\n// ${marker}\n`);
  rmSync(`${workerFile}.br`, { force: true });
  rmSync(`${workerFile}.gz`, { force: true });
}
