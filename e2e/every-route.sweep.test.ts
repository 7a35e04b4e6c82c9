import { insertProfessionalProfile, insertVehicleImages } from '@autolicit/db';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestAdmin, createAdmin } from '@autolicit/realtime-server/testing';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import {
  type AppUnderTest,
  launchBrowser,
  signInAdminContext,
  signInContext,
  startAppUnderTest,
} from './app-under-test';
import { seriousViolations } from './axe-checks';
import { clippedText } from './clipped-text';
import { clickUntilVisible } from './page-helpers';

/**
 * Every route of the web app and every dialog, as each role that can see them: nothing a user reads
 * on a button, badge, pill, label, tab or link is cut off at 360, 768 or 1,280 px (Romanian, the
 * longer language, everywhere; English on the main screens), and axe-core finds no serious or
 * critical WCAG 2.1 A/AA violation, colour contrast included, on what e2e/accessibility.e2e.test.ts
 * does not cover (Romanian; pages at 1,280 px, dialogs at 1,280 and 360 px). One app and one browser;
 * each role signs in once and its pages are visited in a loop, each width reached by resizing.
 */
const WIDTHS = [1280, 768, 360] as const;
/** axe on pages at the desktop width; dialogs at the desktop and phone widths too (phones show them full screen). */
const PAGE_AXE_WIDTHS = [1280];
const DIALOG_AXE_WIDTHS = [1280, 360];
type Language = 'ro' | 'en';
type Role = 'visitor' | 'bidder' | 'seller' | 'verified trader' | 'pending trader' | 'admin';

interface Dialog {
  name: string;
  /** Opens it from the page as left by the previous dialog; returns what axe checks (the dialog, or a panel opened in place). */
  open(page: Page): Promise<Locator>;
  /** Closes it, leaving the page as the next dialog expects. Defaults to Escape. */
  close?(page: Page, dialog: Locator): Promise<void>;
  /** Widths it exists at (the phone's filters drawer); all by default. */
  widths?: readonly number[];
  /** False where e2e/accessibility.e2e.test.ts runs axe on it already. */
  axe?: boolean;
}

interface Stop {
  name: string;
  path: () => string;
  /** What shows once the page has its data. */
  ready(page: Page): Promise<void>;
  /** Romanian only (dialogs are checked in Romanian, the longer language). */
  dialogs?: Dialog[];
  /** False where e2e/accessibility.e2e.test.ts runs axe on it already; otherwise at 1,280 px. */
  axe?: boolean;
  /** Checked in English too (the main screens; Romanian is the longer language everywhere). */
  english?: boolean;
}

let app: AppUnderTest;
let browser: Browser;
let admin: TestAdmin;
const users: Record<'seller' | 'bidder' | 'rival' | 'verifiedTrader' | 'pendingTrader', { id: string; email: string }> =
  {} as never;
const cars: Record<'live' | 'long' | 'fresh' | 'ended' | 'underReserve' | 'cancelled' | 'sold', string> = {} as never;
const storage = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  await seed();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/**
 * A seller with a live car (bids, reserve, buy-now, a photo), a long-titled car, one without bids (the
 * seller may cancel it), an ended one without bids, one ended an hour ago with a bid under its reserve
 * (the seller may accept it), a cancelled one and one sold; a bidder leading on one car, outbid on another, with a purchase
 * and a favourite; a verified and a pending trader; an admin with a trader to verify, a failed sign-in
 * in the security log and a shill signal (the bidder signs in from the seller's address).
 */
async function seed(): Promise<void> {
  const ctx = app.server.ctx;
  const hours = (h: number) => new Date(Date.now() + h * 3600_000);
  users.seller = await createUser(ctx, { firstName: 'Sorin', lastName: 'Vânzătorescu' });
  users.bidder = await createUser(ctx, { firstName: 'Ana', lastName: 'Licitescu' });
  users.rival = await createUser(ctx, { firstName: 'Mihai', lastName: 'Concurentu' });
  const sellerId = users.seller.id;
  cars.live = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Dacia',
      model: 'Duster',
      reservePrice: '12000.00',
      buyNowPrice: '13500.00',
      auctionEndTime: hours(72),
    })
  ).id;
  await insertVehicleImages(ctx.db, [
    {
      vehicleId: cars.live,
      position: 0,
      url: '/vehicle-fallback.svg',
      thumbnailUrl: '/vehicle-fallback.svg',
      width: 800,
      height: 500,
    },
    {
      vehicleId: cars.live,
      position: 1,
      url: '/vehicle-fallback.svg',
      thumbnailUrl: '/vehicle-fallback.svg',
      width: 800,
      height: 500,
    },
  ]);
  cars.long = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Mercedes-Benz',
      model: 'GLE 350 d 4MATIC Coupé AMG Line',
      category: 'coupe',
      auctionEndTime: hours(30),
    })
  ).id;
  cars.fresh = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Toyota',
      model: 'Corolla',
      category: 'sedan',
      auctionEndTime: hours(100),
    })
  ).id;
  cars.sold = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Volkswagen',
      model: 'Golf',
      category: 'hatchback',
      buyNowPrice: '15000.00',
      auctionEndTime: hours(48),
    })
  ).id;
  cars.ended = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Skoda',
      model: 'Octavia',
      category: 'wagon',
      status: 'ended',
      auctionEndTime: hours(-2),
    })
  ).id;
  cars.underReserve = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Renault',
      model: 'Megane',
      category: 'hatchback',
      status: 'ended',
      reservePrice: '12000.00',
      currentBid: '10400.00',
      bidCount: 1,
      highBidderId: users.rival.id,
      auctionEndTime: hours(-1),
      closedAt: hours(-1),
    })
  ).id;
  cars.cancelled = (
    await createVehicle(ctx, {
      sellerId,
      make: 'Ford',
      model: 'Focus',
      category: 'hatchback',
      status: 'cancelled',
      auctionEndTime: hours(20),
      cancelReason: 'Vândută în afara platformei',
      cancelledBy: sellerId,
    })
  ).id;

  const trader = (role: 'verified' | 'pending', name: string, vatNumber: string) =>
    createUser(ctx, { role: 'dealer', entityType: 'company', firstName: name, lastName: 'Comerciantu' }).then(
      async (user) => {
        await insertProfessionalProfile(ctx.db, {
          userId: user.id,
          vatNumber,
          country: 'RO',
          companyName: `Auto ${name} SRL`,
          registrationNumber: 'J12/345/2015',
          yearEstablished: '2015',
          companyAddress: 'Str. Fabricii 12, Cluj-Napoca',
          city: 'Cluj-Napoca',
          postalCode: '400000',
          businessType: 'dealer',
          primaryMarkets: ['RO'],
          monthlyVolume: '11-50',
          businessDescription: 'Dealer de autoturisme rulate din 2015.',
          phone: '0744000333',
          position: 'Administrator',
          verificationStatus: role,
        });
        return user;
      },
    );
  users.verifiedTrader = await trader('verified', 'Radu', 'RO14399841');
  users.pendingTrader = await trader('pending', 'Vlad', 'RO18547290');
  admin = await createAdmin(ctx, { firstName: 'Elena', lastName: 'Dumitru' });

  const headers = { Origin: app.url };
  const wrong = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: users.seller.email, password: 'Parola-Gresita-1' }),
  });
  expect(wrong.status).toBe(401);

  for (const role of ['seller', 'bidder', 'rival', 'verifiedTrader', 'pendingTrader'] as const) {
    const context = await browser.newContext();
    await signInContext(context, app.url, users[role].email, TEST_PASSWORD);
    const state = await context.storageState();
    if (role === 'verifiedTrader') storage.set('verified trader', state);
    else if (role === 'pendingTrader') storage.set('pending trader', state);
    else if (role !== 'rival') storage.set(role, state);
    const post = async (path: string, data: object) => {
      const response = await context.request.post(`${app.url}${path}`, { data, headers });
      expect(response.status(), `${role} POST ${path}: ${await response.text()}`).toBe(201);
    };
    if (role === 'bidder') {
      await post(`/api/vehicles/${cars.live}/bids`, { amount: '10500' });
      await post(`/api/vehicles/${cars.long}/bids`, { amount: '10100' });
      await post(`/api/vehicles/${cars.sold}/bids`, { amount: '15000' });
      await post('/api/watchlist', { vehicleId: cars.long });
    }
    if (role === 'rival') await post(`/api/vehicles/${cars.long}/bids`, { amount: '10600' });
    await context.close();
  }
  const adminContext = await browser.newContext();
  await signInAdminContext(adminContext, app.url, admin);
  storage.set('admin', await adminContext.storageState());
  await adminContext.close();
}

/** Two frames and a moment for a resize's media queries and a dialog's transition. */
async function settle(page: Page): Promise<void> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  await page.waitForTimeout(100);
}

const liveRoom = (page: Page) => page.locator('[data-live="synced"]').first().waitFor();
const countdown = (page: Page) => page.getByTestId('countdown').first().waitFor();
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const escape = async (page: Page, dialog: Locator) => {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
};
/** A dialog named `name` opened by clicking `opener` (again while the server's HTML still waits for the app). */
const dialogFrom = async (page: Page, opener: Locator, name?: string | RegExp): Promise<Locator> => {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await clickUntilVisible(opener, dialog.first());
  await settle(page);
  return dialog.first();
};
const vehicleStop = (name: string, car: keyof typeof cars, options: Partial<Stop> = {}): Stop => ({
  name,
  path: () => `/vehicle/${cars[car]}`,
  ready: liveRoom,
  ...options,
});
const dashboardTab = (tab: string, ready: (page: Page) => Promise<void>, options: Partial<Stop> = {}): Stop => ({
  name: `dashboard, ${tab}`,
  path: () => `/dashboard?tab=${tab}`,
  ready,
  ...options,
});
const tabReady = (page: Page) => page.getByRole('tabpanel').first().waitFor();

const signInDialogs: Dialog[] = [
  {
    name: 'sign-in',
    axe: false,
    open: (page) =>
      dialogFrom(
        page,
        page.getByRole('button', { name: 'Autentificare cu e-mail' }).first(),
        'Autentificare cu e-mail',
      ),
  },
  {
    name: 'sign-in with its errors, then the registration tab',
    open: async (page) => {
      const dialog = await dialogFrom(
        page,
        page.getByRole('button', { name: 'Autentificare cu e-mail' }).first(),
        'Autentificare cu e-mail',
      );
      await dialog.getByRole('button', { name: 'Intrați în cont' }).click();
      await dialog.locator('[aria-invalid="true"]').first().waitFor();
      await dialog.getByRole('tab', { name: 'Înregistrare' }).click();
      await settle(page);
      return dialog;
    },
  },
  {
    name: 'forgot password',
    open: async (page) => {
      const dialog = await dialogFrom(
        page,
        page.getByRole('button', { name: 'Autentificare cu e-mail' }).first(),
        'Autentificare cu e-mail',
      );
      await dialog.getByRole('button', { name: 'Ați uitat parola?' }).click();
      await dialog.getByRole('button', { name: /Trimiteți/ }).waitFor();
      await settle(page);
      return dialog;
    },
  },
  {
    name: 'professional registration',
    open: (page) => dialogFrom(page, page.getByRole('button', { name: 'Profesioniști', exact: true }).first()),
  },
  {
    name: 'professional sign-in',
    open: async (page) => {
      const dialog = await dialogFrom(page, page.getByRole('button', { name: 'Profesioniști', exact: true }).first());
      await dialog.getByRole('button', { name: 'Autentificare profesională' }).click();
      await dialog.locator('input[type="password"]').waitFor();
      await settle(page);
      return dialog;
    },
  },
];

const STOPS: Record<Role, Stop[]> = {
  visitor: [
    { name: 'home', path: () => '/', ready: countdown, dialogs: signInDialogs, axe: false, english: true },
    {
      name: 'browse',
      path: () => '/vehicles',
      ready: (page) =>
        page
          .getByText(/vehicule găsite|vehicles found/)
          .first()
          .waitFor(),
      axe: false,
      english: true,
      dialogs: [
        {
          name: 'filters drawer',
          widths: [768, 360],
          open: (page) => dialogFrom(page, page.getByRole('button', { name: 'Filtre', exact: true }), 'Filtre'),
        },
      ],
    },
    {
      name: 'browse (the /browse path)',
      path: () => '/browse',
      ready: (page) =>
        page
          .getByText(/vehicule găsite|vehicles found/)
          .first()
          .waitFor(),
      axe: false,
    },
    { name: 'advanced search', path: () => '/advanced-search', ready: heading, axe: false, english: true },
    vehicleStop('vehicle, live with bids, reserve and buy-now', 'live', {
      english: true,
      dialogs: [
        {
          name: 'photo viewer',
          open: (page) => dialogFrom(page, page.getByRole('button', { name: /Deschideți fotografia 1/ })),
        },
      ],
    }),
    vehicleStop('vehicle, long title', 'long'),
    vehicleStop('vehicle, ended without bids', 'ended'),
    vehicleStop('vehicle, sold', 'sold', { english: true }),
    { name: 'terms', path: () => '/terms-and-conditions', ready: heading, english: true },
    { name: 'privacy', path: () => '/privacy', ready: heading, english: true },
    { name: 'reset password', path: () => '/reset-password?token=e2e-not-a-token', ready: heading },
    { name: 'not found', path: () => '/no-such-page', ready: heading, english: true },
  ],
  bidder: [
    { name: 'home, signed in', path: () => '/', ready: countdown, english: true },
    dashboardTab('activity', tabReady, {
      english: true,
      dialogs: [
        {
          name: 'two-step enrolment',
          open: async (page) => {
            const panel = page.getByTestId('two-step-panel');
            await clickUntilVisible(
              panel.getByRole('button', { name: 'Activați verificarea în doi pași' }),
              panel.getByTestId('totp-secret'),
            );
            return panel;
          },
          close: async () => {},
        },
      ],
    }),
    dashboardTab('watchlist', tabReady, { english: true }),
    dashboardTab('listings', tabReady),
    dashboardTab('transactions', tabReady, { english: true }),
    { name: 'watchlist page', path: () => `/users/${users.bidder.id}/watchlist`, ready: heading },
    vehicleStop('vehicle, leading', 'live', {
      axe: false,
      english: true,
      dialogs: [
        { name: 'bid confirmation', axe: false, open: (page) => dialogFrom(page, page.getByTestId('bid-submit')) },
        {
          name: 'maximum bid confirmation',
          axe: false,
          open: async (page) => {
            const panel = page.getByTestId('bid-panel');
            await clickUntilVisible(
              panel.getByText('Setați o ofertă maximă'),
              panel.getByLabel('Oferta dvs. maximă (€)'),
            );
            return dialogFrom(page, panel.getByRole('button', { name: 'Setați oferta maximă' }));
          },
        },
        { name: 'buy-now confirmation', open: (page) => dialogFrom(page, page.getByTestId('buy-now-button')) },
      ],
    }),
    vehicleStop('vehicle, outbid', 'long'),
    vehicleStop('vehicle, bought', 'sold'),
  ],
  seller: [
    dashboardTab('listings', (page) => page.getByTestId('cancel-auction').first().waitFor(), {
      axe: false,
      english: true,
      dialogs: [
        { name: 'cancel auction', open: (page) => dialogFrom(page, page.getByTestId('cancel-auction').first()) },
        { name: 'relist', open: (page) => dialogFrom(page, page.getByTestId('relist-auction').first()) },
        {
          name: 'accept the highest bid under the reserve',
          open: (page) => dialogFrom(page, page.getByTestId('accept-highest-bid').first()),
        },
        {
          name: 'new listing with its errors',
          axe: false,
          open: async (page) => {
            const dialog = await dialogFrom(
              page,
              page.getByRole('button', { name: 'Publicați un anunț' }).first(),
              'Publicați un anunț',
            );
            await dialog.getByRole('button', { name: 'Publicați anunțul' }).click();
            await dialog.locator('[aria-invalid="true"]').first().waitFor();
            return dialog;
          },
        },
      ],
    }),
    dashboardTab('transactions', tabReady),
    vehicleStop("vehicle, the seller's own car without bids", 'fresh', {
      axe: false,
      english: true,
      dialogs: [
        {
          name: 'cancel from the vehicle page',
          open: (page) =>
            dialogFrom(page, page.getByTestId('seller-notice').getByRole('button', { name: 'Anulați licitația' })),
        },
      ],
    }),
    vehicleStop("vehicle, the seller's own car with bids", 'live'),
    vehicleStop("vehicle, the seller's own ended car", 'ended'),
    // Only its seller (and admins) can open a cancelled auction; it has no live room to join.
    vehicleStop("vehicle, the seller's own cancelled car", 'cancelled', {
      ready: (page) => page.getByTestId('bid-history').waitFor(),
    }),
    vehicleStop("vehicle, the seller's own sold car", 'sold'),
  ],
  'verified trader': [
    { name: 'dashboard', path: () => '/dashboard', ready: tabReady, english: true },
    { name: 'home', path: () => '/', ready: countdown },
  ],
  'pending trader': [
    { name: 'dashboard', path: () => '/dashboard', ready: (page) => page.getByTestId('two-step-panel').waitFor() },
  ],
  admin: [
    {
      name: 'dashboard with every panel',
      path: () => '/dashboard',
      axe: false,
      english: true,
      ready: async (page) => {
        await page.getByTestId('pending-trader').locator('.mantine-Badge-root').first().waitFor();
        await page.getByTestId('audit-log-panel').locator('.mantine-Badge-root').first().waitFor();
        const signals = page.getByTestId('signals-panel');
        await clickUntilVisible(
          signals.getByRole('button').filter({ hasText: /Afișați semnalele|Show the signals/ }),
          page.getByTestId('shill-signal').first(),
        );
      },
      dialogs: [
        {
          name: 'rejecting a trader',
          open: async (page) => {
            const trader = page.getByTestId('pending-trader');
            await trader.getByRole('button', { name: 'Respingeți', exact: true }).click();
            await trader.getByRole('button', { name: 'Respingeți contul' }).waitFor();
            return trader;
          },
          close: async () => {},
        },
      ],
    },
    {
      name: 'home',
      path: () => '/',
      ready: countdown,
      dialogs: [
        {
          name: 'phone menu with the role switcher',
          widths: [768, 360],
          open: async (page) => {
            const menu = await dialogFrom(page, page.getByRole('button', { name: 'Deschideți meniul' }), 'Meniu');
            await menu.getByTestId('role-switcher').waitFor();
            return menu;
          },
        },
        {
          name: 'role switched to user, with its notice',
          widths: [1280],
          open: async (page) => {
            const switcher = page.getByTestId('role-switcher').first();
            await switcher.getByText('Utilizator').click();
            await page.getByText('Rolul a fost actualizat cu succes').first().waitFor();
            await settle(page);
            return switcher;
          },
          close: async (page, switcher) => {
            // The admin's next tour (English) goes on with this session: it must be an admin again.
            await switcher.getByText('Administrator').click();
            await switcher.locator('input[value="admin"]:checked').waitFor({ state: 'attached' });
          },
        },
      ],
    },
  ],
};

interface Findings {
  clipped: string[];
  violations: string[];
  /** Pages and dialogs the tour could not open. */
  failed: string[];
}

/** Each width of the page as it is: clipped text at every one, axe (Romanian) at `axeWidths`. */
async function checkWidths(
  page: Page,
  where: string,
  language: Language,
  found: Findings,
  options: { widths: readonly number[]; axeWidths: readonly number[]; axeScope?: string },
): Promise<void> {
  for (const width of options.widths) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    found.clipped.push(...(await clippedText(page)).map((line) => `${where} @${width} px ${language}: ${line}`));
    if (language === 'ro' && options.axeWidths.includes(width)) {
      found.violations.push(
        ...(await seriousViolations(page, options.axeScope)).map((line) => `${where} @${width} px: ${line}`),
      );
    }
  }
}

/** Runs one step of the tour; a step that cannot run is a finding too, and the tour goes on. */
async function attempt(found: Findings, where: string, step: () => Promise<void>): Promise<boolean> {
  try {
    await step();
    return true;
  } catch (error) {
    found.failed.push(`${where}: could not be checked: ${(error as Error).message.split('\n')[0]}`);
    return false;
  }
}

async function tour(role: Role, language: Language): Promise<Findings> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: storage.get(role) });
  await context.addInitScript({ content: `localStorage.setItem('autolicit.language', '${language}');` });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const found: Findings = { clipped: [], violations: [], failed: [] };
  try {
    for (const stop of STOPS[role].filter((each) => language === 'ro' || each.english)) {
      const where = `${role}, ${stop.name}`;
      const loaded = await attempt(found, where, async () => {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(`${app.url}${stop.path()}`);
        await stop.ready(page);
        await checkWidths(page, where, language, found, {
          widths: WIDTHS,
          axeWidths: stop.axe === false ? [] : PAGE_AXE_WIDTHS,
        });
      });
      if (!loaded || language === 'en') continue;
      for (const dialog of stop.dialogs ?? []) {
        await attempt(found, `${where}, ${dialog.name}`, async () => {
          const widths = dialog.widths ?? WIDTHS;
          await page.setViewportSize({ width: widths[0]!, height: 900 });
          await settle(page);
          const opened = await dialog.open(page);
          const scope = (await opened.evaluate(
            '(el) => el.getAttribute("data-testid") ? `[data-testid="${el.getAttribute("data-testid")}"]` : "[role=dialog]"',
          )) as string;
          await checkWidths(page, `${where}, ${dialog.name}`, language, found, {
            widths,
            axeWidths: dialog.axe === false ? [] : DIALOG_AXE_WIDTHS,
            axeScope: scope,
          });
          await (dialog.close ?? escape)(page, opened);
        });
      }
    }
    // A role switch gives the session a new id: the role's next tour goes on with it.
    storage.set(role, await context.storageState());
  } finally {
    await context.close();
  }
  return found;
}

describe.each<Role>(['visitor', 'bidder', 'seller', 'verified trader', 'pending trader', 'admin'])(
  'every route and dialog as the %s',
  (role) => {
    const languages: Language[] = STOPS[role].some((stop) => stop.english) ? ['ro', 'en'] : ['ro'];
    it.each<Language>(languages)(
      'in %s: no clipped text at 360, 768 or 1,280 px, and no serious WCAG violation',
      async (language) => {
        const found = await tour(role, language);
        expect.soft(found.failed, 'pages and dialogs').toEqual([]);
        expect.soft(found.clipped, 'clipped text').toEqual([]);
        expect.soft(found.violations, 'axe').toEqual([]);
      },
    );
  },
);

describe('the clipping check itself', () => {
  it('finds a cut badge and button label, and leaves wrapped, ellipsis-free and screen-reader-only text alone', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.setContent(`<main>
      <span class="mantine-Badge-root" style="display:inline-block;width:60px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Cifra de control CUI corectă</span>
      <button style="width:80px"><span style="display:block;overflow:hidden;white-space:nowrap">Autentificați-vă pentru a licita</span></button>
      <button style="width:80px"><span style="display:block;overflow:hidden">Anulați licitația</span></button>
      <label><span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap">Text doar pentru cititoare de ecran</span></label>
    </main>`);
    const found = await clippedText(page);
    expect(found).toHaveLength(2);
    expect(found[0]).toContain('"Cifra de control CUI corectă"');
    expect(found[1]).toContain('"Autentificați-vă pentru a licita"');
    await context.close();
  });
});
