import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, startAppUnderTest } from './app-under-test';

let app: AppUnderTest;
let browser: Browser;

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  const seller = await createUser(app.server.ctx);
  await createVehicle(app.server.ctx, {
    sellerId: seller.id,
    make: 'Dacia',
    model: 'Logan',
    year: 2018,
    transmission: 'manual',
    startingBid: '4000.00',
  });
  await createVehicle(app.server.ctx, {
    sellerId: seller.id,
    make: 'BMW',
    model: 'X5',
    year: 2021,
    transmission: 'automatic',
    startingBid: '42000.00',
  });
  await createVehicle(app.server.ctx, {
    sellerId: seller.id,
    make: 'Skoda',
    model: 'Octavia',
    year: 2020,
    transmission: 'automatic',
    startingBid: '12000.00',
  });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const countLine = (page: Page) => page.getByText(/vehicule? găsit/).textContent();

describe('a visitor browsing', () => {
  it('filters (kept in the URL, back button works), searches, clears an empty result and opens a vehicle', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/vehicles`);
    // The first visit loads the route's chunks: allow for a busy CI machine.
    await expect.poll(() => countLine(page)).toBe('3 vehicule găsite');

    await page.getByRole('combobox', { name: 'Transmisie' }).click();
    await page.getByRole('option', { name: 'Automată', exact: true }).click();
    await expect.poll(() => countLine(page)).toBe('2 vehicule găsite');
    expect(new URL(page.url()).searchParams.get('transmission')).toBe('automatic');

    await page.getByRole('combobox', { name: 'Căutați vehicule' }).fill('BMW');
    await page.getByRole('button', { name: 'Căutați', exact: true }).click();
    await expect.poll(() => countLine(page)).toBe('1 vehicul găsit');
    expect(new URL(page.url()).searchParams.get('q')).toBe('BMW');

    // The URL is shareable: a fresh page on it shows the same result.
    // A new page loads the app afresh (no cache): as on the first visit, allow for a busy machine.
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect.poll(() => countLine(shared)).toBe('1 vehicul găsit');
    await shared.close();

    await page.goBack();
    await expect.poll(() => countLine(page)).toBe('2 vehicule găsite');

    await page.getByRole('combobox', { name: 'Căutați vehicule' }).fill('Trabant');
    await page.getByRole('button', { name: 'Căutați', exact: true }).click();
    await expect.poll(() => page.getByText('Nu au fost găsite vehicule').count()).toBe(1);
    await page.getByRole('main').getByRole('button', { name: 'Ștergeți filtrele' }).last().click();
    await expect.poll(() => countLine(page)).toBe('3 vehicule găsite');
    expect(new URL(page.url()).search).toBe('');

    await page.getByRole('link', { name: '2021 BMW X5' }).first().click();
    await page.waitForURL(/\/vehicle\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: '2021 BMW X5' }).count()).toBe(1);
    expect(await page.getByTestId('current-bid').textContent()).toBe('42.000 €');
    // A visitor sees the bid panel; bidding asks to sign in.
    await page.getByTestId('bid-panel').getByRole('button', { name: 'Plasați oferta' }).click();
    await expect.poll(() => page.getByText('Autentificare necesară').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('opens make and model under the search on a phone, out of the way while closed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/vehicles`);
    await expect.poll(() => countLine(page)).toBe('3 vehicule găsite');
    const options = page.locator('#browse-advanced-options');
    const model = options.getByRole('textbox', { name: 'Model' });
    const toggle = page.getByRole('button', { name: 'Marcă și model' });

    // Closed: no height, not shown, and the Tab key goes past it to the next link.
    const height = () => options.evaluate((element) => element.getBoundingClientRect().height);
    expect(await height()).toBe(0);
    expect(await model.isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Tab');
    expect(
      await page
        .getByRole('link', { name: 'Toate criteriile (căutare avansată)' })
        .evaluate((link) => link.matches(':focus')),
    ).toBe(true);

    await toggle.click();
    await model.waitFor({ state: 'visible' });
    await model.fill('X5');
    await page.getByRole('button', { name: 'Căutați', exact: true }).click();
    await expect.poll(() => countLine(page)).toBe('1 vehicul găsit');
    expect(new URL(page.url()).searchParams.get('model')).toBe('X5');

    // Closed again, it takes its room back once the animation is over.
    await page.getByRole('button', { name: 'Ascundeți marca și modelul' }).click();
    await model.waitFor({ state: 'hidden' });
    await expect.poll(height).toBe(0);
    await page.close();
  });

  it('shows "Vehicle not found" for an unknown id', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/vehicle/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/negăsit|nu a fost găsit/i);
    await page.goto(`${app.url}/vehicle/not-a-uuid`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/negăsit|nu a fost găsit/i);
    await page.close();
  });
});
