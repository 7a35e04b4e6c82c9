import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';
import { placeMinimumBid } from './page-helpers';

/**
 * The home and vehicle pages arrive server-rendered (a phone paints them from the HTML,
 * before the JavaScript), show nothing the visitor's own API answers would not, and the app then
 * hydrates that HTML — keeping it, with no mismatch — into a page that works.
 */
let app: AppUnderTest;
let browser: Browser;
let seller: { id: string; email: string };
let bidder: { id: string; email: string };
let vehicleId: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  seller = await createUser(app.server.ctx, { firstName: 'Sorin', lastName: 'Vânzătoru' });
  bidder = await createUser(app.server.ctx, { firstName: 'Ana', lastName: 'Licitescu' });
  const vehicle = await createVehicle(app.server.ctx, {
    sellerId: seller.id,
    make: 'Skoda',
    model: 'Superb',
    year: 2020,
    startingBid: '12300.00',
    reservePrice: '47123.00',
    auctionEndTime: new Date(Date.now() + 50 * 60_000),
  });
  vehicleId = vehicle.id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** A phone in Bucharest's time zone (the server renders in its own): any clock-dependent mismatch would show. */
async function phone(
  options: { javaScript?: boolean; signedInAs?: string; cookies?: { name: string; value: string }[] } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent: PHONE_USER_AGENT,
    timezoneId: 'Europe/Bucharest',
    javaScriptEnabled: options.javaScript ?? true,
  });
  contexts.push(context);
  if (options.cookies) await context.addCookies(options.cookies.map((cookie) => ({ ...cookie, url: app.url })));
  if (options.signedInAs) await signInContext(context, app.url, options.signedInAs, TEST_PASSWORD);
  return context.newPage();
}

/**
 * Opens a page with JavaScript and reports what hydration did: errors React reported, and whether
 * the heading the server sent is still the one on screen (after a mismatch React throws the
 * server's DOM away and renders its own).
 */
async function openHydrated(page: Page, path: string, hydrated: (page: Page) => Promise<void>) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The heading as parsed from the server's HTML, before any of the app's scripts has run.
  // (Browser code as strings: the e2e project is compiled without the DOM's types.)
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.serverHeading = document.querySelector('#root h1');
  });
  window.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`);
  // Scripts arrive late, as on a phone's network: the server's HTML is painted before the app runs,
  // so anything the app moves after hydration counts as a layout shift.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto(`${app.url}${path}`);
  await hydrated(page);
  const serverHeading = (await page.evaluate(
    '(() => { const h = window.serverHeading; return h ? { text: h.textContent, kept: h.isConnected } : null; })()',
  )) as { text: string; kept: boolean } | null;
  const layoutShift = (await page.evaluate('window.layoutShift')) as number;
  return { errors, serverHeading, layoutShift };
}

/** How many times the page fetched the chunk the build names `name-<hash>.js`. */
function chunkLoads(page: Page, name: string): Promise<number> {
  return page.evaluate(
    `performance.getEntriesByType('resource').filter((entry) => /${name}-[^/]*[.]js$/.test(entry.name)).length`,
  ) as Promise<number>;
}

/** Keeps, as `window[name]`, the element `selector` finds in the server's HTML before any script ran. */
async function rememberServerElement(page: Page, name: string, selector: string): Promise<void> {
  await page.addInitScript(`document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') window.${name} = document.querySelector('${selector}');
  });`);
}

/**
 * A part shown to some readers only: a visitor and a signed-in bidder open `path`, its HTML hints
 * no `chunk` and the page never fetches it (`alsoCheck` looks at each of those pages too).
 */
async function expectChunkLeftOut(path: string, chunk: string, alsoCheck?: (page: Page) => Promise<void>) {
  for (const signedInAs of [undefined, bidder.email]) {
    const page = await phone({ signedInAs });
    await page.goto(`${app.url}${path}`);
    await page.waitForLoadState('networkidle');
    await alsoCheck?.(page);
    expect(await chunkLoads(page, chunk)).toBe(0);
    expect(await page.evaluate('document.head.innerHTML')).not.toContain(`${chunk}-`);
  }
}

describe('the vehicle page, server-rendered', () => {
  it("carries the car, its price and its photo's place in the HTML, and nothing the visitor may not see", async () => {
    const response = await fetch(`${app.url}/vehicle/${vehicleId}`, { headers: { Accept: 'text/html' } });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>2020 Skoda Superb<\/h1>/);
    expect(html).toMatch(/12\.300\s€/);
    expect(html).toContain('id="ssr-state"');
    expect(html).not.toMatch(/47\.?123/);
  });

  it("lays the page out for the reader's device in the HTML: a phone gets the phone layout, not a swap after hydration", async () => {
    const html = async (userAgent: string) =>
      (
        await fetch(`${app.url}/vehicle/${vehicleId}`, { headers: { Accept: 'text/html', 'User-Agent': userAgent } })
      ).text();
    expect(await html(PHONE_USER_AGENT)).toContain('data-testid="sticky-bid-bar"');
    expect(
      await html('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'),
    ).not.toContain('data-testid="sticky-bid-bar"');
  });

  it('paints on a phone without any JavaScript', async () => {
    const page = await phone({ javaScript: false });
    await page.goto(`${app.url}/vehicle/${vehicleId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('2020 Skoda Superb');
    expect(await page.getByText(/12\.300\s€/).count()).toBeGreaterThan(0);
  });

  it("hydrates without a mismatch, keeps the server's HTML, and a signed-in bidder bids from it", async () => {
    // A bid in the history first: its time is written by the server and again by a phone in Bucharest.
    const rival = await createUser(app.server.ctx, { firstName: 'Radu', lastName: 'Rival' });
    const rivalContext = await browser.newContext();
    contexts.push(rivalContext);
    await signInContext(rivalContext, app.url, rival.email, TEST_PASSWORD);
    const rivalBid = await rivalContext.request.post(`${app.url}/api/vehicles/${vehicleId}/bids`, {
      data: { amount: '13000', autoExtend: true },
      headers: { Origin: app.url, 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(rivalBid.status()).toBe(201);
    const page = await phone({ signedInAs: bidder.email });
    // The "set a maximum" box is disabled in the server's HTML and enabled by the hydrated app (the
    // bid button already once the app's code is in: a tap on it then is held until hydrated).
    const maximum = page.getByTestId('bid-panel').getByTestId('set-maximum');
    const hydration = await openHydrated(page, `/vehicle/${vehicleId}`, () =>
      expect.poll(() => maximum.isEnabled()).toBe(true),
    );
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHeading).toEqual({ text: '2020 Skoda Superb', kept: true });
    // The phone layout was in the HTML: nothing moved when the app took over (CLS "good" is < 0.1).
    expect(hydration.layoutShift).toBeLessThan(0.02);
    await placeMinimumBid(page);
    await expect.poll(() => page.getByTestId('bid-panel').textContent()).toContain('Sunteți cel mai mare ofertant');
  });
  it("gives the seller their cancel button from the HTML, and nobody else the seller tools' code", async () => {
    const own = await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      make: 'Dacia',
      model: 'Duster',
      year: 2021,
      startingBid: '9000.00',
      auctionEndTime: new Date(Date.now() + 50 * 60_000),
    });
    const sellerPage = await phone({ signedInAs: seller.email });
    await rememberServerElement(sellerPage, 'serverCancel', '[data-testid=cancel-auction]');
    const hydration = await openHydrated(sellerPage, `/vehicle/${own.id}`, (opened) =>
      opened.waitForLoadState('networkidle'),
    );
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHeading).toEqual({ text: '2021 Dacia Duster', kept: true });
    // The button as parsed from the server's HTML is the one the hydrated page keeps and uses.
    expect(await sellerPage.evaluate('window.serverCancel?.isConnected')).toBe(true);
    expect(await sellerPage.evaluate('document.head.innerHTML')).toMatch(
      /<link rel="modulepreload"[^>]*cancel-auction-button-/,
    );
    expect(await chunkLoads(sellerPage, 'cancel-auction-button')).toBeGreaterThan(0);
    await sellerPage.getByTestId('cancel-auction').click();
    await expect.poll(() => sellerPage.getByRole('dialog').isVisible()).toBe(true);

    await expectChunkLeftOut(`/vehicle/${own.id}`, 'cancel-auction-button', async (page) =>
      expect(await page.getByTestId('cancel-auction').count()).toBe(0),
    );
  });
});

describe('the home page, server-rendered', () => {
  it('lists the auctions ending soon in the HTML and hydrates it without a mismatch', async () => {
    const html = await (await fetch(`${app.url}/`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain('2020 Skoda Superb');
    const page = await phone();
    const hydration = await openHydrated(page, '/', (opened) => opened.waitForLoadState('networkidle'));
    expect(await page.locator(`a[href="/vehicle/${vehicleId}"]`).count()).toBeGreaterThan(0);
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHeading).toEqual({ text: 'Licitații live de autovehicule în România', kept: true });
  });

  it("gives an account with admin rights its user/admin switch from the HTML, and nobody else that switch's code", async () => {
    const admin = await createUser(app.server.ctx, { firstName: 'Elena', isAdmin: true, role: 'user' });
    const adminPage = await phone({ signedInAs: admin.email });
    // The switch as parsed from the server's HTML: hydrating it keeps that very element.
    await rememberServerElement(adminPage, 'serverSwitch', '[data-testid=role-switcher]');
    const hydration = await openHydrated(adminPage, '/', (opened) => opened.waitForLoadState('networkidle'));
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHeading?.kept).toBe(true);
    expect(await adminPage.evaluate('window.serverSwitch?.isConnected')).toBe(true);
    // The switch sits in the phone's menu drawer: its code came with the page, hinted by the HTML.
    expect(await chunkLoads(adminPage, 'role-switcher')).toBeGreaterThan(0);
    const html = await adminPage.evaluate('document.head.innerHTML');
    expect(html).toMatch(/<link rel="modulepreload"[^>]*role-switcher-/);
    await adminPage.getByRole('button', { name: 'Deschideți meniul' }).click();
    await expect.poll(() => adminPage.getByRole('dialog').getByTestId('role-switcher').isVisible()).toBe(true);

    await expectChunkLeftOut('/', 'role-switcher');
  });

  it('shows the signed-in home to a signed-in user, from the first paint', async () => {
    const page = await phone({ signedInAs: seller.email, javaScript: false });
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Sorin');
  });
});

describe('browse, server-rendered', () => {
  it('renders the search the URL asks for, and hydrates it without a mismatch', async () => {
    const other = await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      make: 'Dacia',
      model: 'Logan',
      year: 2018,
    });
    const html = await (
      await fetch(`${app.url}/vehicles?make=Skoda`, {
        headers: { Accept: 'text/html', 'User-Agent': PHONE_USER_AGENT },
      })
    ).text();
    expect(html).toContain('2020 Skoda Superb');
    expect(html).not.toContain('2018 Dacia Logan');
    expect(await (await fetch(`${app.url}/vehicles`, { headers: { Accept: 'text/html' } })).text()).toContain(
      '2018 Dacia Logan',
    );
    const page = await phone();
    const hydration = await openHydrated(page, '/vehicles?make=Skoda', (opened) =>
      opened.waitForLoadState('networkidle'),
    );
    expect(hydration.errors).toEqual([]);
    expect(hydration.serverHeading?.kept).toBe(true);
    expect(hydration.layoutShift).toBeLessThan(0.02);
    expect(await page.locator(`a[href="/vehicle/${other.id}"]`).count()).toBe(0);
  });
});

describe('a reader who chose English', () => {
  it('gets the page rendered by the client, in English', async () => {
    const page = await phone({ cookies: [{ name: 'autolicit.lang', value: 'en' }] });
    await page.addInitScript(() => localStorage.setItem('autolicit.language', 'en'));
    const html = await (
      await fetch(`${app.url}/vehicle/${vehicleId}`, { headers: { Accept: 'text/html', Cookie: 'autolicit.lang=en' } })
    ).text();
    expect(html).not.toContain('id="ssr-state"');
    await page.goto(`${app.url}/vehicle/${vehicleId}`);
    await expect.poll(() => page.getByTestId('bid-panel').textContent()).toMatch(/Sign in|Place/);
  });
});

describe('widgets whose code comes after the first paint', () => {
  /** A desktop page on which the floating widgets' chunk arrives only when `release` is called. */
  async function desktopWithWidgetsHeld(): Promise<{ page: Page; release: () => void }> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Bucharest',
    });
    contexts.push(context);
    const page = await context.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/floating-widgets-*.js', async (route) => {
      await held;
      await route.continue();
    });
    return { page, release };
  }

  const widgetsArrived = (page: Page) =>
    expect
      .poll(() =>
        page.evaluate(
          "performance.getEntriesByType('resource').some((entry) => entry.name.includes('floating-widgets') && entry.responseEnd > 0)",
        ),
      )
      .toBe(true);

  /**
   * Where the header's and the search card's fields are and how they look: the box of every input and
   * its right-hand section (a Select's chevron), its text and the styles that paint it.
   */
  const fieldLooks = (page: Page) =>
    page.evaluate(`[...document.querySelectorAll('header input:not([type=hidden]), form input:not([type=hidden])')].map((input) => {
      const box = (element) => {
        const rect = element.getBoundingClientRect();
        return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
      };
      const style = getComputedStyle(input);
      const section = input.parentElement.querySelector('[data-position="right"]');
      return {
        label: input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? '',
        box: box(input),
        chevron: section ? box(section) : null,
        text: input.value || input.placeholder,
        paint: [style.color, style.backgroundColor, style.borderColor, style.fontSize, style.paddingRight].join(' '),
      };
    })`);

  it('look the same before their code arrives as after', async () => {
    const { page, release } = await desktopWithWidgetsHeld();
    await page.goto(`${app.url}/`);
    await expect.poll(() => page.getByRole('combobox', { name: 'Limba' }).inputValue()).toBe('RO');
    await page.waitForLoadState('load');
    const before = await fieldLooks(page);
    expect(before).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Marcă', text: 'Toate mărcile' })]),
    );
    release();
    await widgetsArrived(page);
    // The stand-ins are swapped for the widgets in the render after the chunk is in.
    await expect.poll(() => page.getByRole('combobox', { name: 'Marcă' }).getAttribute('readonly')).toBeNull();
    expect(await fieldLooks(page)).toEqual(before);
    // The price ranges are the browse screen's words, fetched after the first paint: they are in by now.
    await page.getByRole('combobox', { name: 'Preț' }).click();
    await expect.poll(() => page.getByRole('option', { name: 'Sub 15.000 €' }).count()).toBe(1);
  });

  it('open a list touched before its code arrived once it does', async () => {
    const { page, release } = await desktopWithWidgetsHeld();
    await page.goto(`${app.url}/vehicle/${vehicleId}`);
    // Hydrated: the "set a maximum" box is disabled in the server's HTML and enabled by the app.
    await expect.poll(() => page.getByTestId('bid-panel').getByTestId('set-maximum').isEnabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Limba' }).click();
    expect(await page.getByRole('option', { name: 'EN' }).count()).toBe(0);
    release();
    await page.getByRole('option', { name: 'EN' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
  });
});
