import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { signInContext } from './app-under-test';
import { useBrowserScene } from './browser-scene';
import { seriousViolations } from './axe-checks';

/**
 * Saved searches end to end: a search saved from the browse page with its filters, then seen on the
 * dashboard with the listings that match it, its alerts changed and the search deleted; in
 * Romanian and in English, with the form and the list checked by axe.
 */
const scene = useBrowserScene();

async function signedInPage(language: 'ro' | 'en'): Promise<{ page: Page; context: BrowserContext }> {
  const user = await createUser(scene.app.server.ctx);
  const context = await scene.newContext({ viewport: { width: 1280, height: 900 } });
  if (language === 'en') await context.addInitScript("localStorage.setItem('autolicit.language', 'en')");
  await signInContext(context, scene.app.url, user.email, TEST_PASSWORD);
  return { page: await context.newPage(), context };
}

/** Two open listings that match `make`/`model` under 15.000 €, and one that is too dear. */
async function listCars(make: string, model: string): Promise<void> {
  const seller = await createUser(scene.app.server.ctx);
  await createVehicle(scene.app.server.ctx, { sellerId: seller.id, make, model, startingBid: '9000.00' });
  await createVehicle(scene.app.server.ctx, { sellerId: seller.id, make, model, startingBid: '12000.00' });
  await createVehicle(scene.app.server.ctx, { sellerId: seller.id, make, model, startingBid: '25000.00' });
}

async function savedSearches(context: BrowserContext): Promise<{ name: string; alert: string; matchCount: number }[]> {
  const response = await context.request.get(`${scene.app.url}/api/saved-searches`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { name: string; alert: string; matchCount: number }[];
}

describe('saved searches', () => {
  it('saves a search from the browse page, lists it with its matches, changes its alerts and deletes it (Romanian)', async () => {
    await listCars('Dacia', 'Logan');
    const { page, context } = await signedInPage('ro');
    await page.goto(`${scene.app.url}/vehicles?make=Dacia&model=Logan&maxPrice=15000`);

    await page.getByRole('button', { name: 'Salvați căutarea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Salvați căutarea' });
    const name = dialog.getByRole('textbox', { name: /Nume/ });
    await expect.poll(() => name.inputValue()).toBe('Dacia Logan, până la 15.000 €');
    expect(await dialog.getByRole('combobox', { name: 'Alerte' }).inputValue()).toBe('daily');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await name.fill('Logan sub 15.000 €');
    await dialog.getByRole('button', { name: 'Salvați' }).click();
    await page.getByRole('link', { name: /^Căutare salvată/ }).waitFor();
    expect(await savedSearches(context)).toMatchObject([{ name: 'Logan sub 15.000 €', alert: 'daily', matchCount: 2 }]);

    await page.getByRole('link', { name: /^Căutare salvată/ }).click();
    await page.waitForURL(/\/dashboard\?tab=saved-searches/);
    const row = page.getByTestId('saved-search-row');
    await row.waitFor();
    expect(await row.getByRole('heading').textContent()).toBe('Logan sub 15.000 €');
    expect(await row.getByTestId('saved-search-count').textContent()).toBe('2 anunțuri');
    expect(await row.textContent()).toContain('Dacia Logan · până la 15.000 €');
    expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);

    await row.getByRole('combobox', { name: 'Alerte pentru „Logan sub 15.000 €”' }).selectOption('instant');
    await expect.poll(async () => (await savedSearches(context))[0]?.alert).toBe('instant');

    // The link opens the browse page on the same search.
    const href = await row.getByRole('link', { name: /^Vedeți anunțurile/ }).getAttribute('href');
    expect(href).toMatch(/^\/vehicles\?/);
    expect(new URLSearchParams(href!.split('?')[1]).get('make')).toBe('Dacia');

    await row.getByRole('button', { name: 'Ștergeți „Logan sub 15.000 €”' }).click();
    await page
      .getByRole('dialog', { name: 'Ștergeți căutarea salvată?' })
      .getByRole('button', { name: 'Ștergeți' })
      .click();
    await page.getByText('Nu aveți încă nicio căutare salvată').waitFor();
    expect(await savedSearches(context)).toEqual([]);
    expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);
  });

  it('speaks English to an English reader', async () => {
    await listCars('Skoda', 'Octavia');
    const { page, context } = await signedInPage('en');
    await page.goto(`${scene.app.url}/vehicles?make=Skoda&model=Octavia&maxPrice=15000`);

    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save search' });
    await expect
      .poll(() => dialog.getByRole('textbox', { name: /Name/ }).inputValue())
      .toBe('Skoda Octavia, up to €15,000');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('combobox', { name: 'Alerts' }).selectOption('off');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('link', { name: /^Search saved/ }).waitFor();

    await page.goto(`${scene.app.url}/dashboard?tab=saved-searches`);
    const row = page.getByTestId('saved-search-row');
    await row.waitFor();
    expect(await row.getByTestId('saved-search-count').textContent()).toBe('2 listings');
    expect(await row.getByRole('combobox', { name: /^Alerts for/ }).inputValue()).toBe('off');
    expect(await seriousViolations(page, '[role="tabpanel"]')).toEqual([]);

    await row.getByRole('combobox', { name: /^Alerts for/ }).selectOption('daily');
    await expect.poll(async () => (await savedSearches(context))[0]?.alert).toBe('daily');

    await row.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete the saved search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('No saved searches yet').waitFor();
    expect(await savedSearches(context)).toEqual([]);
  });

  it('asks a visitor to sign in, then opens the form on the same search', async () => {
    const user = await createUser(scene.app.server.ctx);
    const context = await scene.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/vehicles?make=Dacia&fuelType=diesel`);

    await page.getByRole('button', { name: 'Salvați căutarea' }).click();
    const signIn = page.getByRole('dialog');
    await signIn.getByLabel('E-mail').fill(user.email);
    await signIn.locator('input[type="password"]').fill(TEST_PASSWORD);
    const reloaded = page.waitForEvent('load');
    await signIn.getByRole('button', { name: 'Intrați în cont' }).click();
    await reloaded;

    const form = page.getByRole('dialog', { name: 'Salvați căutarea' });
    await expect.poll(() => form.getByRole('textbox', { name: /Nume/ }).inputValue()).toBe('Dacia, Motorină');
    expect(page.url()).toBe(`${scene.app.url}/vehicles?make=Dacia&fuelType=diesel`);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await form.getByRole('button', { name: 'Salvați' }).click();
    await page.getByRole('link', { name: /^Căutare salvată/ }).waitFor();
    expect(await savedSearches(context)).toMatchObject([{ name: 'Dacia, Motorină', alert: 'daily' }]);
  });
});
