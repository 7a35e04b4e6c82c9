import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';
import { field } from './page-helpers';

/** The professional wizard and the listing dialog in English. */
let app: AppUnderTest;
let browser: Browser;

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function englishPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript({ content: "localStorage.setItem('autolicit.language', 'en');" });
  return context.newPage();
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a trader registers through the professional wizard (English)', () => {
  it('fixes a wrong VAT format and a missing company field, then sees the pending-verification message', async () => {
    const page = await englishPage();
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Professional', exact: true }).click();
    const wizard = page.getByRole('dialog', { name: 'Professional registration' });

    // Step 1: a German VAT number with 8 digits instead of 9 fails the format check.
    await chooseOption(page, wizard, 'Country', 'Germany');
    await field(wizard, 'VAT number').fill('DE12345678');
    await wizard.getByRole('button', { name: 'Verify VAT number' }).click();
    await expect.poll(() => page.getByText('VAT Validation Failed').count()).toBeGreaterThan(0);
    await field(wizard, 'VAT number').fill('DE123456789');
    await wizard.getByRole('button', { name: 'Verify VAT number' }).click();

    // Step 2: Next without the city stays on the step with the message.
    await field(wizard, 'Company name').waitFor();
    await field(wizard, 'Company name').fill('Auto Rhein GmbH');
    await field(wizard, 'Registration number').fill('HRB 123456');
    await field(wizard, 'Year established').fill('2004');
    await field(wizard, 'Company address').fill('Rheinstraße 12, Gebäude B');
    await field(wizard, 'Postal code').fill('50667');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Validation Error').count()).toBeGreaterThan(0);
    expect(await field(wizard, 'Company name').inputValue()).toBe('Auto Rhein GmbH');
    await field(wizard, 'City').fill('Köln');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 3, then Back keeps step 2 as typed.
    await chooseOption(page, wizard, 'Business type', 'Car dealer');
    await wizard.getByRole('button', { name: 'Back' }).click();
    expect(await field(wizard, 'City').inputValue()).toBe('Köln');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('checkbox', { name: 'European Union' }).check();
    await chooseOption(page, wizard, 'Monthly volume', '11-50 vehicles');
    await field(wizard, 'Business description').fill('We buy German premium cars and sell them to Romanian dealers.');
    await wizard.getByRole('button', { name: 'Next' }).click();

    // Step 4.
    await field(wizard, 'First name').fill('Jonas');
    await field(wizard, 'Last name').fill('Weber');
    await field(wizard, 'Email').fill(`jonas-${Date.now()}@autorhein.de`);
    await field(wizard, 'Phone').fill('+49 221 1234567');
    await field(wizard, 'Position / title').fill('Managing director');
    await wizard.locator('input[type="password"]').nth(0).fill(TEST_PASSWORD);
    await wizard.locator('input[type="password"]').nth(1).fill(TEST_PASSWORD);
    await wizard.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await wizard.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/register-professional'));
    await wizard.getByRole('button', { name: 'Complete registration' }).click();
    expect((await answer).status()).toBe(201);
    await expect.poll(() => wizard.getByText(/pending verification/).count()).toBeGreaterThan(0);
    const me = await page.context().request.get(`${app.url}/api/auth/user`);
    expect(await me.json()).toMatchObject({ role: 'dealer', verificationStatus: 'pending' });
    await page.context().close();
  });
});

describe('the listing dialog in English', () => {
  it('shows the rules on the fields and in a notice inside the dialog, then lists the vehicle', async () => {
    const seller = await createUser(app.server.ctx, { firstName: 'Emma' });
    const page = await englishPage();
    await signInContext(page.context(), app.url, seller.email, TEST_PASSWORD);
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'List vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'List Your Vehicle' });
    await field(dialog, 'VIN').fill('ABC123');
    await field(dialog, 'Starting bid (€)').fill('9000');
    await field(dialog, 'Buy now price (€)').fill('8000');
    await dialog.getByRole('button', { name: 'List Vehicle' }).click();
    // The notice is inside the dialog (an alert), not a toast over its buttons.
    await expect
      .poll(() => dialog.getByRole('alert').filter({ hasText: 'Validation Error' }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => dialog.getByText(/VIN must be exactly 17 characters/).count()).toBeGreaterThan(0);
    expect(await dialog.getByText(/Buy now price must be (higher|greater) than/).count()).toBeGreaterThan(0);

    await field(dialog, 'Make').fill('Renault');
    await field(dialog, 'Model').fill('Clio');
    await field(dialog, 'Year').fill('2021');
    await field(dialog, 'Mileage (km)').fill('38000');
    await field(dialog, 'VIN').fill('VF1RJA00567123456');
    await field(dialog, 'Location').fill('Iași');
    await field(dialog, 'Buy now price (€)').fill('12000');
    await dialog.getByRole('radio', { name: 'Extended Auction, 4 days' }).check();
    const created = page.waitForResponse((r) => r.url().endsWith('/api/vehicles') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'List Vehicle' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const vehicle = (await response.json()) as { make: string; auctionEndTime: string; buyNowPrice: string };
    expect(vehicle).toMatchObject({ make: 'Renault', buyNowPrice: '12000.00' });
    // "Extended Auction, 4 days": the server set the end 4 days out.
    expect(Date.parse(vehicle.auctionEndTime) - Date.now()).toBeGreaterThan(4 * 24 * 3600 * 1000 - 60_000);
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });
});
