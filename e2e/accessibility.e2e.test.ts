import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '../realtime-server/src/test/factories';
import { type AppUnderTest, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';

/**
 * WCAG 2.1 A/AA checked by axe-core on the screens users spend their time on, in both the desktop
 * and the phone layouts, including the countdown's warning and critical colours and the dialogs a
 * bid or a listing goes through. The bar is zero serious or critical violations.
 */
let app: AppUnderTest;
let browser: Browser;
let seller: { id: string; email: string };
let bidder: { id: string; email: string };
const vehicles: Record<'normal' | 'warning' | 'critical', string> = { normal: '', warning: '', critical: '' };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  seller = await createUser(app.server.ctx, { firstName: 'Sorin', lastName: 'Vânzătoru' });
  bidder = await createUser(app.server.ctx, { firstName: 'Ana', lastName: 'Licitescu' });
  const inMs = (ms: number) => new Date(Date.now() + ms);
  vehicles.normal = (await createVehicle(app.server.ctx, { sellerId: seller.id, make: 'Dacia', model: 'Duster', auctionEndTime: inMs(3 * 24 * 3600_000) })).id;
  vehicles.warning = (await createVehicle(app.server.ctx, { sellerId: seller.id, make: 'Skoda', model: 'Octavia', auctionEndTime: inMs(90 * 60_000) })).id;
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

type Layout = 'desktop' | 'phone';
async function openPage(layout: Layout, options: { signedInAs?: string } = {}): Promise<Page> {
  const context = await browser.newContext(
    layout === 'phone' ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } : { viewport: { width: 1280, height: 900 } },
  );
  contexts.push(context);
  if (options.signedInAs) await signInContext(context, app.url, options.signedInAs, TEST_PASSWORD);
  return context.newPage();
}

/** Serious and critical WCAG 2.1 A/AA violations, one readable line each (rule, node, why). */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`));
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
  });

  it('the vehicle page in its normal, warning and critical phases, and the bid dialog', async () => {
    const page = await openPage(layout, { signedInAs: bidder.email });
    // Made now so that the page is still inside the critical phase (under 2 minutes) when checked.
    vehicles.critical = (await createVehicle(app.server.ctx, { sellerId: seller.id, make: 'BMW', model: 'X3', auctionEndTime: new Date(Date.now() + 110_000) })).id;
    for (const phase of ['normal', 'warning', 'critical'] as const) {
      await page.goto(`${app.url}/vehicle/${vehicles[phase]}`);
      await expect.poll(() => page.getByTestId('bidder-status').first().getAttribute('data-status')).not.toBeNull();
      if (phase !== 'normal') await expect.poll(() => page.locator(`[data-phase="${phase}"]`).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page), `vehicle page, ${phase} phase`).toEqual([]);
    }
    // The bid confirmation, opened from the panel (desktop) or the sticky bar (phone).
    const open = layout === 'phone' ? page.getByTestId('sticky-bid-button') : page.getByTestId('bid-panel').getByRole('button', { name: 'Plasați oferta' });
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
});
