import { insertProfessionalProfile, setQuestionHidden } from '@autolicit/db';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/**
 * WCAG 2.1 A/AA checked by axe-core on the screens users spend their time on, in both the desktop
 * and the phone layouts, including the countdown's warning and critical colours and the dialogs a
 * bid or a listing goes through, the seller's own listings (with the red "cancel" action) and the
 * admin's panels (verification chips, the security log's outcome badges, shill signals, reported
 * questions with a removed one), the advanced search with its RAR certificate filter ticked: the colour
 * variants a theme can get wrong are all on screen. The bar is zero serious or critical violations.
 */
let app: AppUnderTest;
let browser: Browser;
let seller: { id: string; email: string };
let bidder: { id: string; email: string };
let admin: TestAdmin;
const vehicles: Record<'normal' | 'warning' | 'critical', string> = { normal: '', warning: '', critical: '' };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  seller = await createUser(app.server.ctx, { firstName: 'Sorin', lastName: 'Vânzătoru' });
  bidder = await createUser(app.server.ctx, { firstName: 'Ana', lastName: 'Licitescu' });
  const inMs = (ms: number) => new Date(Date.now() + ms);
  vehicles.normal = (
    await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      make: 'Dacia',
      model: 'Duster',
      auctionEndTime: inMs(3 * 24 * 3600_000),
    })
  ).id;
  vehicles.warning = (
    await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      make: 'Skoda',
      model: 'Octavia',
      auctionEndTime: inMs(90 * 60_000),
    })
  ).id;
  await seedAdminPanels();
});

/**
 * What the admin's panels show when there is something to act on: a trader waiting with its
 * checks (one passed, one failed), a failed and a successful sign-in in the security log, a
 * shill signal (a bidder who signed in from the seller's address, bidding on the seller's car), and
 * two reported questions, one of them already removed by a moderator.
 */
async function seedAdminPanels(): Promise<void> {
  const ctx = app.server.ctx;
  admin = await createAdmin(ctx, { firstName: 'Elena', lastName: 'Dumitru' });
  const trader = await createUser(ctx, { role: 'dealer', firstName: 'Radu', lastName: 'Marin' });
  await insertProfessionalProfile(ctx.db, {
    userId: trader.id,
    vatNumber: 'RO14399841',
    country: 'RO',
    companyName: 'Auto Radu SRL',
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
  });
  const headers = { Origin: app.url };
  const wrong = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: seller.email, password: 'Parola-Gresita-1' }),
  });
  expect(wrong.status).toBe(401);
  const sellerContext = await browser.newContext();
  const bidderContext = await browser.newContext();
  contexts.push(sellerContext, bidderContext);
  await signInContext(sellerContext, app.url, seller.email, TEST_PASSWORD);
  await signInContext(bidderContext, app.url, bidder.email, TEST_PASSWORD);
  const bidOn = await createVehicle(ctx, {
    sellerId: seller.id,
    make: 'Volkswagen',
    model: 'Golf',
    auctionEndTime: new Date(Date.now() + 24 * 3600_000),
  });
  const bid = await bidderContext.request.post(`${app.url}/api/vehicles/${bidOn.id}/bids`, {
    data: { amount: '10500' },
    headers,
  });
  expect(bid.status(), await bid.text()).toBe(201);

  const reportedQuestion = async (text: string) => {
    const asked = await bidderContext.request.post(`${app.url}/api/vehicles/${bidOn.id}/questions`, {
      data: { text },
      headers,
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { id } = (await asked.json()) as { id: string };
    const reported = await sellerContext.request.post(`${app.url}/api/questions/${id}/report`, {
      data: { reason: 'Spam' },
      headers,
    });
    expect(reported.status(), await reported.text()).toBe(201);
    return id;
  };
  await reportedQuestion('Are cartea service la zi?');
  const removed = await reportedQuestion('Vizitați pagina mea pentru oferte mai bune');
  await setQuestionHidden(ctx.db, removed, { at: new Date(), by: admin.id, reason: 'Conținut publicitar' });
}
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

type Layout = 'desktop' | 'phone';
async function openPage(layout: Layout, options: { signedInAs?: string; admin?: TestAdmin } = {}): Promise<Page> {
  const context = await browser.newContext(
    layout === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  contexts.push(context);
  if (options.signedInAs) await signInContext(context, app.url, options.signedInAs, TEST_PASSWORD);
  if (options.admin) await signInAdminContext(context, app.url, options.admin);
  return context.newPage();
}

describe.each<Layout>(['desktop', 'phone'])('accessibility (%s)', (layout) => {
  it('home, browse and advanced search have no serious or critical violations', async () => {
    const page = await openPage(layout);
    await page.goto(`${app.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByTestId('countdown').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${app.url}/vehicles`);
    await expect.poll(() => page.getByText(/vehicule găsite/).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${app.url}/advanced-search`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The "Cu certificat RAR" filter ticked (it searches at once; a phone's drawer closes), with its
    // description and its active-filter chip.
    const openFilters = async () => {
      if (layout === 'phone') await page.getByRole('button', { name: 'Filtre', exact: true }).click();
      return layout === 'phone' ? page.getByRole('dialog') : page.locator('aside');
    };
    await (await openFilters()).getByRole('checkbox', { name: 'Cu certificat RAR' }).click();
    await expect.poll(() => page.url()).toContain('hasRarCertificate=true');
    const filters = await openFilters();
    await expect.poll(() => filters.getByRole('checkbox', { name: 'Cu certificat RAR' }).isChecked()).toBe(true);
    const scope = layout === 'phone' ? '[role="dialog"]' : 'aside';
    expect(await seriousViolations(page, scope), 'RAR certificate filter').toEqual([]);
    if (layout === 'phone') {
      await page.keyboard.press('Escape');
      await filters.waitFor({ state: 'hidden' });
    }
    expect(await seriousViolations(page), 'advanced search with the RAR filter').toEqual([]);
  });

  it('the vehicle page in its normal, warning and critical phases, and the bid dialog', async () => {
    const page = await openPage(layout, { signedInAs: bidder.email });
    // Made now so that the page is still inside the critical phase (under 2 minutes) when checked.
    vehicles.critical = (
      await createVehicle(app.server.ctx, {
        sellerId: seller.id,
        make: 'BMW',
        model: 'X3',
        auctionEndTime: new Date(Date.now() + 110_000),
      })
    ).id;
    for (const phase of ['normal', 'warning', 'critical'] as const) {
      await page.goto(`${app.url}/vehicle/${vehicles[phase]}`);
      await expect
        .poll(() => page.getByTestId('bidder-status').first().getAttribute('data-status'), { timeout: 10_000 })
        .not.toBeNull();
      if (phase !== 'normal')
        await expect
          .poll(() => page.locator(`[data-phase="${phase}"]`).count(), { timeout: 10_000 })
          .toBeGreaterThan(0);
      expect(await seriousViolations(page), `vehicle page, ${phase} phase`).toEqual([]);
    }
    // The bid confirmation, opened from the panel (desktop) or the sticky bar (phone).
    const open =
      layout === 'phone'
        ? page.getByTestId('sticky-bid-button')
        : page.getByTestId('bid-panel').getByRole('button', { name: 'Plasați oferta' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Închideți' }).count()).toBe(1);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Închideți' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // "Set a maximum" in the panel, and the confirmation of a maximum.
    const panel = page.getByTestId('bid-panel');
    await panel.getByText('Setați o ofertă maximă').click();
    await panel.getByLabel('Oferta dvs. maximă (€)').waitFor();
    expect(await seriousViolations(page, '[data-testid="bid-panel"]'), 'bid panel with a maximum').toEqual([]);
    await panel.getByRole('button', { name: 'Setați oferta maximă' }).click();
    await dialog.getByTestId('maximum-confirm-line').waitFor();
    expect(await seriousViolations(page, '[role="dialog"]'), 'maximum confirmation').toEqual([]);
  });

  it('the sign-in dialog and the listing dialog with its validation errors', async () => {
    const visitor = await openPage(layout);
    await visitor.goto(`${app.url}/`);
    if (layout === 'phone') await visitor.getByRole('button', { name: 'Deschideți meniul' }).click();
    await visitor.getByRole('button', { name: 'Autentificare cu e-mail' }).click();
    const signIn = visitor.getByRole('dialog');
    await signIn.waitFor();
    await signIn.getByRole('button', { name: 'Intrați în cont' }).click();
    await expect.poll(() => signIn.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(visitor, '[role="dialog"]')).toEqual([]);

    const page = await openPage(layout, { signedInAs: seller.email });
    await page.goto(`${app.url}/`);
    if (layout === 'phone') await page.getByRole('button', { name: 'Deschideți meniul' }).click();
    await page.getByRole('button', { name: 'Publicați un anunț' }).click();
    const listing = page.getByRole('dialog', { name: 'Publicați un anunț' });
    await listing.waitFor();
    await listing.getByRole('button', { name: 'Publicați anunțul' }).click();
    await expect.poll(() => listing.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  });

  it("the seller's listings with a cancellable auction, and the seller's own vehicle page", async () => {
    const page = await openPage(layout, { signedInAs: seller.email });
    await page.goto(`${app.url}/dashboard?tab=listings`);
    await page.getByTestId('cancel-auction').first().waitFor();
    expect(await seriousViolations(page), 'my listings').toEqual([]);

    await page.goto(`${app.url}/vehicle/${vehicles.normal}`);
    await page.getByTestId('seller-notice').getByRole('button', { name: 'Anulați licitația' }).waitFor();
    expect(await seriousViolations(page), 'own vehicle page').toEqual([]);
  });

  it("the admin's dashboard with a trader to verify (one check passed, one failed), the security log, a shill signal and reported questions", async () => {
    const page = await openPage(layout, { admin });
    await page.goto(`${app.url}/dashboard`);
    await page.getByTestId('pending-trader').getByText('Format TVA corect').waitFor();
    await page.getByTestId('pending-trader').getByRole('button', { name: 'Respingeți' }).waitFor();
    await page.getByTestId('audit-log-panel').getByText('Eșuat').first().waitFor();
    await page.getByTestId('signals-panel').getByRole('button', { name: 'Afișați semnalele' }).click();
    await page.getByTestId('shill-signal').first().waitFor();
    const moderation = page.getByTestId('question-moderation-panel');
    await moderation.getByRole('button', { name: 'Restabiliți' }).waitFor();
    await moderation.getByRole('button', { name: 'Eliminați' }).waitFor();
    expect(await seriousViolations(page, '[data-testid="question-moderation-panel"]'), 'question moderation').toEqual(
      [],
    );
    expect(await seriousViolations(page), 'admin dashboard').toEqual([]);
  });
});
