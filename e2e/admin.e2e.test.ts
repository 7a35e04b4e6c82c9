import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, nextTotpCode } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';

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

describe('admins', () => {
  it('turn on two-step verification with an authenticator code, switch to admin, and sign in again with a code', async () => {
    const admin = await createUser(app.server.ctx, {
      firstName: 'Elena',
      lastName: 'Dumitru',
      isAdmin: true,
      role: 'user',
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, app.url, admin.email, TEST_PASSWORD);
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: /Elena/ }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Statistici platformă').count()).toBe(0);

    // Without a second factor the admin role is refused, with the reason.
    const switcher = page.getByTestId('role-switcher');
    await switcher.getByText('Administrator').click();
    await expect
      .poll(() => page.getByText(/Activați verificarea în doi pași și autentificați-vă cu ea/).count())
      .toBeGreaterThan(0);

    // Enrol: the key shown on the page goes into an "authenticator" (otplib here), whose code confirms.
    const panel = page.getByTestId('two-step-panel');
    await panel.getByRole('button', { name: 'Activați verificarea în doi pași' }).click();
    await expect
      .poll(() => panel.getByRole('img', { name: 'Cod QR pentru aplicația de autentificare' }).count())
      .toBe(1);
    const secret = (await panel.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await panel.getByLabel('Codul afișat de aplicație').fill('000000');
    await panel.getByRole('button', { name: 'Confirmați' }).click();
    await expect.poll(() => panel.getByText(/Codul nu este valid/).count()).toBe(1);
    await panel.getByLabel('Codul afișat de aplicație').fill(await nextTotpCode(secret));
    await panel.getByRole('button', { name: 'Confirmați' }).click();
    await expect.poll(() => panel.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    await panel.getByRole('button', { name: 'Le-am salvat' }).click();
    await expect.poll(() => panel.getByText(/Verificarea în doi pași este activă/).count()).toBe(1);

    // Now the switch works, and the admin's panels appear.
    await switcher.getByText('Administrator').click();
    await expect.poll(() => page.getByText('Rolul a fost actualizat cu succes').count()).toBe(1);
    await expect.poll(() => page.getByText('Statistici platformă').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Jurnal de securitate').count()).toBeGreaterThan(0);
    expect((await context.request.get(`${app.url}/api/stats`)).status()).toBe(200);
    await switcher.getByText('Utilizator').click();
    await expect.poll(() => page.getByText('Statistici platformă').count()).toBe(0);
    await context.close();

    // A new sign-in through the dialog asks for the code after the password.
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await fresh.goto(`${app.url}/`);
    await fresh.getByRole('button', { name: 'Autentificare cu e-mail' }).click();
    const dialog = fresh.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(admin.email);
    await dialog.locator('input[type="password"]').fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Intrați în cont' }).click();
    await dialog.getByLabel('Cod de verificare').fill(await nextTotpCode(secret));
    const reloaded = fresh.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Verificați' }).click();
    await reloaded;
    await expect.poll(() => fresh.getByRole('button', { name: 'Meniul contului Elena Dumitru' }).count()).toBe(1);
    await fresh.close();
  });

  it('a normal user has no role switcher, and /api/stats answers 403', async () => {
    const user = await createUser(app.server.ctx, { firstName: 'Vlad' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, app.url, user.email, TEST_PASSWORD);
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: /Vlad/ }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('role-switcher').count()).toBe(0);
    expect(await page.getByText('Statistici platformă').count()).toBe(0);
    const stats = await context.request.get(`${app.url}/api/stats`);
    expect(stats.status()).toBe(403);
    const role = await context.request.patch(`${app.url}/api/auth/user/role`, {
      data: { role: 'admin' },
      headers: { Origin: app.url },
    });
    expect(role.status()).toBe(403);
    await context.close();
  });
});
