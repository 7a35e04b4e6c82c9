import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '@autolicit/test-support';
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

  it('explains how it works and how to sell from the header, in both languages, and closes', async () => {
    for (const [language, texts] of [
      [
        'ro',
        {
          howItWorks: 'Cum funcționează',
          step: 'O ofertă în ultimele 2 minute',
          sell: 'Vindeți-vă mașina',
          close: 'Închideți',
        },
      ],
      [
        'en',
        { howItWorks: 'How it works', step: 'A bid in the last 2 minutes', sell: 'Sell your car', close: 'Close' },
      ],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      if (language === 'en') await context.addInitScript("localStorage.setItem('autolicit.language', 'en')");
      const page = await context.newPage();
      await page.goto(app.url);
      await page.locator('footer').waitFor();
      await page.locator('header').getByRole('button', { name: texts.howItWorks }).click();
      const dialog = page.getByRole('dialog', { name: texts.howItWorks });
      await expect.poll(() => dialog.getByText(texts.step).count()).toBe(1);
      expect(await dialog.getByRole('listitem').count()).toBe(4);
      await dialog.getByRole('button', { name: texts.close }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      await page.locator('header').getByRole('button', { name: texts.sell }).click();
      // A visitor is sent to sign in first.
      await expect
        .poll(() => page.getByRole('dialog', { name: texts.sell }).getByRole('button').count())
        .toBeGreaterThan(1);
      await context.close();
    }
  });

  it('shows the invalid-link notice without a token and goes home after 3 seconds', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/reset-password`);
    await expect.poll(() => page.getByText('Link de resetare invalid').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resetați parola' }).isDisabled()).toBe(true);
    await page.waitForURL(`${app.url}/`);
    await page.close();
  });

  it('replaces a screen whose code cannot load with a message and a reload button, the header still usable', async () => {
    for (const [language, width] of [
      ['ro', 390],
      ['en', 1280],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      if (language === 'en') await context.addInitScript("localStorage.setItem('autolicit.language', 'en')");
      const page = await context.newPage();
      await page.goto(app.url);
      await page.locator('footer').waitFor();
      // As after a deploy that replaced the chunk: the advanced search's code is gone.
      await page.route(/\/assets\/advanced-search-route-[^/]*\.js$/, (route) => route.abort());
      await page
        .locator('footer')
        .getByRole('link', { name: /Căutare avansată|Advanced search/ })
        .click();
      const alert = page
        .getByRole('alert')
        .filter({ hasText: /Pagina nu a putut fi afișată|This page could not be shown/ });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        language === 'ro' ? 'Pagina nu a putut fi afișată' : 'This page could not be shown',
      );
      expect(await page.getByRole('banner').getByRole('link').count()).toBeGreaterThan(0);

      await page.unroute(/\/assets\/advanced-search-route-[^/]*\.js$/);
      await alert.getByRole('button', { name: language === 'ro' ? 'Reîncărcați pagina' : 'Reload the page' }).click();
      await page.getByRole('heading', { level: 1, name: /Căutare avansată|Advanced search/ }).waitFor();
      expect(
        await page
          .getByRole('alert')
          .filter({ hasText: /nu a putut fi afișată|could not be shown/ })
          .count(),
      ).toBe(0);
      await context.close();
    }
  });

  it('answers an unknown path with the 404 page', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { name: 'Pagina nu a fost găsită' }).count()).toBe(1);
    expect(await page.getByText('/no-such-page').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('signs in through the email dialog: wrong password refused, then "Bine ați revenit", a reload, and the account menu', async () => {
    const user = await createUser(app.server.ctx, { firstName: 'Ileana', lastName: 'Radu' });
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.url}/`);
    await page.getByRole('button', { name: 'Autentificare cu e-mail' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.locator('input[type="password"]').fill('Parola-Gresita-1');
    await dialog.getByRole('button', { name: 'Intrați în cont' }).click();
    await expect.poll(() => page.getByText('E-mail sau parolă incorectă').count()).toBeGreaterThan(0);

    await dialog.locator('input[type="password"]').fill(TEST_PASSWORD);
    const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    // The greeting lives 300 ms before the reload: watch for it from before the click.
    const welcomed = page.getByText('Bine ați revenit').first().waitFor({ timeout: 10_000 });
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Intrați în cont' }).click();
    expect((await loginAnswer).status()).toBe(200);
    await welcomed;
    await reloaded;
    await expect.poll(() => page.getByRole('button', { name: 'Meniul contului Ileana Radu' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Autentificare cu e-mail' }).count()).toBe(0);
    await page.close();
  });
});
