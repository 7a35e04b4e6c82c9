/**
 * Screenshots of the buyers' screens for docs/screenshots/, in Romanian and English, on a desktop
 * and a phone-sized viewport, taken with Debian's Chromium against a running app with the demo
 * data (start it with the README's first command).
 *
 *   pnpm screenshots                       # app on http://localhost:3000
 *   pnpm screenshots -- --url http://localhost:3100
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'docs/screenshots');
const urlFlag = process.argv.indexOf('--url');
const baseUrl = (urlFlag > 0 ? process.argv[urlFlag + 1] : undefined) ?? 'http://localhost:3000';

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 360, height: 780 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;
type Language = 'ro' | 'en';

interface VehicleSummary {
  id: string;
  status: string;
  bidCount: number;
  auctionEndTime: string;
}

/** The first vehicle in a status with bids; a live one must have at least 30 minutes left. */
async function firstVehicle(status: 'active' | 'sold' | 'ended'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/vehicles?status=${status}&sort=ending-soon&limit=100`);
  if (!response.ok) throw new Error(`GET /api/vehicles answered ${response.status}`);
  const vehicles = (await response.json()) as VehicleSummary[];
  const vehicle =
    vehicles.find((v) => v.bidCount > 0 && (status !== 'active' || Date.parse(v.auctionEndTime) - Date.now() > 30 * 60_000)) ?? vehicles[0];
  if (!vehicle) throw new Error(`the demo data has no ${status} vehicle: start the app on an empty database so it seeds`);
  return vehicle.id;
}

async function newContext(browser: Browser, language: Language, viewport: ViewportName): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1, isMobile: viewport === 'phone', hasTouch: viewport === 'phone' });
  // The app reads the language from localStorage before its first render.
  await context.addInitScript({ content: `localStorage.setItem('autolicit.language', '${language}');` });
  return context;
}

async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, { data: { email, password }, headers: { Origin: baseUrl } });
  if (!response.ok()) throw new Error(`login as ${email} answered ${response.status()}`);
}

/** Waits for the network to settle and the live data to arrive, then one frame for the countdowns. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

async function shoot(page: Page, name: string): Promise<void> {
  const file = path.join(outDir, `${name}.jpg`);
  // JPEG keeps the whole set a few MB in the repository; the pages are photos and flat colours.
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 70 });
  console.log(`  ${path.relative(repoRoot, file)}`);
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const liveId = await firstVehicle('active');
  const soldId = await firstVehicle('sold');
  const endedId = await firstVehicle('ended');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
  try {
    for (const language of ['ro', 'en'] as const) {
      for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
        const tag = `${language}-${viewport}`;
        console.log(tag);
        const visitor = await newContext(browser, language, viewport);
        const page = await visitor.newPage();
        for (const [name, route] of [
          ['home', '/'],
          ['browse', '/vehicles'],
          ['advanced-search', '/advanced-search'],
          ['vehicle-live', `/vehicle/${liveId}`],
          ['vehicle-sold', `/vehicle/${soldId}`],
          ['vehicle-ended', `/vehicle/${endedId}`],
          ['not-found', '/no-such-page'],
        ] as const) {
          await page.goto(`${baseUrl}${route}`);
          await settle(page);
          await shoot(page, `${name}-${tag}`);
        }
        await page.goto(`${baseUrl}/`);
        await settle(page);
        // On a phone the header's buttons sit in the menu.
        if (viewport === 'phone') await page.getByRole('button', { name: language === 'ro' ? 'Deschide meniul' : 'Open menu' }).click();
        await page.getByRole('button', { name: language === 'ro' ? 'Autentificare cu e-mail' : 'Email Login' }).last().click();
        await page.getByRole('dialog').last().waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(outDir, `sign-in-dialog-${tag}.jpg`), type: 'jpeg', quality: 70 });
        console.log(`  docs/screenshots/sign-in-dialog-${tag}.jpg`);
        await visitor.close();

        const bidder = await newContext(browser, language, viewport);
        await signIn(bidder, 'bidder3@autolicit.ro', 'Demo-Bidder-2026');
        const signedIn = await bidder.newPage();
        await signedIn.goto(`${baseUrl}/`);
        await settle(signedIn);
        await shoot(signedIn, `home-signed-in-${tag}`);
        await signedIn.goto(`${baseUrl}/vehicle/${liveId}`);
        await settle(signedIn);
        await signedIn.getByTestId('bid-panel').getByRole('button', { name: language === 'ro' ? /Licitează|Plasează/ : /Place bid/i }).first().click();
        await signedIn.getByRole('dialog').waitFor();
        await signedIn.waitForTimeout(400);
        await signedIn.screenshot({ path: path.join(outDir, `bid-dialog-${tag}.jpg`), type: 'jpeg', quality: 70 });
        console.log(`  docs/screenshots/bid-dialog-${tag}.jpg`);
        await bidder.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
