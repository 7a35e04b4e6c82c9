import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppUnderTest, launchBrowser, startAppUnderTest } from './app-under-test';

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

describe('the web app in a real browser', () => {
  it('speaks Romanian by default, switches to English, and keeps the choice across a reload', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${app.url}/reset-password`);
    await expect.poll(() => page.getByRole('heading', { name: 'Resetați parola' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');

    await page.getByLabel('Limba').first().click();
    await page.getByRole('option', { name: 'EN' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Reset your password' }).count()).toBe(1);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Reset your password' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows the invalid-link notice without a token and goes home after 3 seconds', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/reset-password`);
    await expect.poll(() => page.getByText('Link de resetare invalid').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resetează parola' }).isDisabled()).toBe(true);
    await page.waitForURL(`${app.url}/`, { timeout: 6000 });
    await page.close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).count()).toBe(1);
    expect(await page.getByText('/no-such-page').count()).toBeGreaterThan(0);
    await page.close();
  });
});
