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
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';

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
    vehicles.find(
      (v) => v.bidCount > 0 && (status !== 'active' || Date.parse(v.auctionEndTime) - Date.now() > 30 * 60_000),
    ) ?? vehicles[0];
  if (!vehicle)
    throw new Error(`the demo data has no ${status} vehicle: start the app on an empty database so it seeds`);
  return vehicle.id;
}

async function newContext(browser: Browser, language: Language, viewport: ViewportName): Promise<BrowserContext> {
  // A 360 px wide window rather than Chromium's mobile emulation: with emulation, a dropdown opened
  // inside a full-screen dialog is drawn offset in headless screenshots (the layout itself is right).
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], deviceScaleFactor: 1 });
  // The app reads the language from localStorage before its first render.
  await context.addInitScript({ content: `localStorage.setItem('autolicit.language', '${language}');` });
  return context;
}

async function signIn(context: BrowserContext, email: string, password: string): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password },
    headers: { Origin: baseUrl },
  });
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

const TEXT = {
  ro: {
    openMenu: 'Deschide meniul',
    listVehicle: 'Adaugă vehicul',
    submitListing: 'Listează vehiculul',
    professional: 'Profesioniști',
    country: 'Țara',
    countryOption: 'Germania',
    vat: 'Cod de TVA',
    verify: 'Verifică codul de TVA',
    next: 'Continuă',
    company: {
      'Numele firmei': 'Auto Rhein SRL',
      'Număr de înregistrare': 'J12/3456/2004',
      'Anul înființării': '2004',
      'Adresa firmei': 'Str. Fabricii 12, corp B',
      Oraș: 'Cluj-Napoca',
      'Cod poștal': '400632',
    },
    businessType: 'Tipul activității',
    businessTypeOption: 'Dealer auto',
    market: 'Uniunea Europeană',
    volume: 'Volum lunar',
    volumeOption: '11-50 de vehicule',
  },
  en: {
    openMenu: 'Open menu',
    listVehicle: 'List vehicle',
    submitListing: 'List Vehicle',
    professional: 'Professional',
    country: 'Country',
    countryOption: 'Germany',
    vat: 'VAT number',
    verify: 'Verify VAT number',
    next: 'Next',
    company: {
      'Company name': 'Auto Rhein SRL',
      'Registration number': 'J12/3456/2004',
      'Year established': '2004',
      'Company address': 'Str. Fabricii 12, corp B',
      City: 'Cluj-Napoca',
      'Postal code': '400632',
    },
    businessType: 'Business type',
    businessTypeOption: 'Car dealer',
    market: 'European Union',
    volume: 'Monthly volume',
    volumeOption: '11-50 vehicles',
  },
} as const;

/** An input by its label; Mantine appends " *" to required labels. */
function byLabel(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();
}

async function snap(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForTimeout(400);
  const file = path.join(outDir, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage, type: 'jpeg', quality: 70 });
  console.log(`  ${path.relative(repoRoot, file)}`);
}

/** Opens a header button; on a phone the header's buttons sit in the menu. */
async function clickHeaderButton(page: Page, viewport: ViewportName, language: Language, name: string): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: TEXT[language].openMenu }).click();
  await page.getByRole('button', { name, exact: true }).last().click();
}

/** The sellers', traders' and admins' screens. */
async function shootSellerScreens(
  browser: Browser,
  language: Language,
  viewport: ViewportName,
  tag: string,
): Promise<void> {
  const text = TEXT[language];
  const seller = await newContext(browser, language, viewport);
  await signIn(seller, 'seller@autolicit.ro', 'Demo-Seller-2026');
  const page = await seller.newPage();
  for (const tab of ['activity', 'watchlist', 'listings', 'transactions']) {
    await page.goto(`${baseUrl}/dashboard?tab=${tab}`);
    await settle(page);
    await shoot(page, `dashboard-${tab}-${tag}`);
  }
  await page.goto(`${baseUrl}/`);
  await settle(page);
  await clickHeaderButton(page, viewport, language, text.listVehicle);
  const listing = page.getByRole('dialog').last();
  await listing.waitFor();
  await snap(page, `listing-dialog-empty-${tag}`);
  await listing.getByRole('button', { name: text.submitListing }).click();
  await snap(page, `listing-dialog-errors-${tag}`);
  await seller.close();

  const visitor = await newContext(browser, language, viewport);
  const wizard = await visitor.newPage();
  await wizard.goto(`${baseUrl}/`);
  await settle(wizard);
  await clickHeaderButton(wizard, viewport, language, text.professional);
  const dialog = wizard.getByRole('dialog').last();
  await dialog.waitFor();
  await snap(wizard, `wizard-1-vat-${tag}`);
  // Typing filters the long country list, so the option is on screen without scrolling the dropdown.
  await byLabel(dialog, text.country).fill(text.countryOption);
  await wizard.getByRole('option', { name: text.countryOption, exact: true }).click();
  await byLabel(dialog, text.vat).fill('DE123456789');
  await dialog.getByRole('button', { name: text.verify }).click();
  await dialog.getByRole('button', { name: text.next }).waitFor({ timeout: 5000 });
  await snap(wizard, `wizard-2-company-${tag}`);
  // Next with the company step empty shows its errors; the later steps are shown as they open.
  await dialog.getByRole('button', { name: text.next }).click();
  await snap(wizard, `wizard-2-company-errors-${tag}`);
  for (const [label, value] of Object.entries(text.company)) await byLabel(dialog, label).fill(value);
  await dialog.getByRole('button', { name: text.next }).click();
  await byLabel(dialog, text.businessType).click();
  await wizard.getByRole('option', { name: text.businessTypeOption, exact: true }).click();
  await dialog.getByRole('checkbox', { name: text.market }).check();
  await snap(wizard, `wizard-3-business-${tag}`);
  await byLabel(dialog, text.volume).click();
  await wizard.getByRole('option', { name: text.volumeOption, exact: true }).click();
  await dialog
    .locator('textarea')
    .first()
    .fill('Importăm autoturisme premium din Germania pentru dealeri din România.');
  await dialog.getByRole('button', { name: text.next }).click();
  await dialog.locator('input[type="password"]').first().waitFor();
  await snap(wizard, `wizard-4-personal-${tag}`);
  await visitor.close();

  const admin = await newContext(browser, language, viewport);
  await signIn(admin, 'admin@autolicit.ro', 'Demo-Admin-2026');
  const adminPage = await admin.newPage();
  await adminPage.goto(`${baseUrl}/dashboard`);
  await settle(adminPage);
  await shoot(adminPage, `admin-dashboard-${tag}`);
  await admin.close();
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const liveId = await firstVehicle('active');
  const soldId = await firstVehicle('sold');
  const endedId = await firstVehicle('ended');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
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
        if (viewport === 'phone')
          await page.getByRole('button', { name: language === 'ro' ? 'Deschide meniul' : 'Open menu' }).click();
        await page
          .getByRole('button', { name: language === 'ro' ? 'Autentificare cu e-mail' : 'Email Login' })
          .last()
          .click();
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
        await signedIn
          .getByTestId('bid-panel')
          .getByRole('button', { name: language === 'ro' ? /Licitează|Plasează/ : /Place bid/i })
          .first()
          .click();
        await signedIn.getByRole('dialog').waitFor();
        await signedIn.waitForTimeout(400);
        await signedIn.screenshot({ path: path.join(outDir, `bid-dialog-${tag}.jpg`), type: 'jpeg', quality: 70 });
        console.log(`  docs/screenshots/bid-dialog-${tag}.jpg`);
        await bidder.close();

        await shootSellerScreens(browser, language, viewport, tag);
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
