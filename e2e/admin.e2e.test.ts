import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '../realtime-server/src/test/factories';
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
  it('switch to the admin role from the header and then see the platform statistics', async () => {
    const admin = await createUser(app.server.ctx, { firstName: 'Elena', isAdmin: true, role: 'user' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, app.url, admin.email, TEST_PASSWORD);
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { name: 'Bine ați revenit, Elena!' }).or(page.getByRole('heading', { name: /Elena/ })).count()).toBeGreaterThan(0);
    expect(await page.getByText('Statistici platformă').count()).toBe(0);

    const switcher = page.getByTestId('role-switcher');
    await switcher.getByText('Administrator').click();
    await expect.poll(() => page.getByText('Rolul a fost actualizat cu succes').count()).toBe(1);
    await expect.poll(() => page.getByText('Statistici platformă').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Utilizatori înregistrați').count()).toBeGreaterThan(0);
    expect((await context.request.get(`${app.url}/api/stats`)).status()).toBe(200);

    // And back: the panel goes away with the role.
    await switcher.getByText('Utilizator').click();
    await expect.poll(() => page.getByText('Statistici platformă').count()).toBe(0);
    await context.close();
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
    const role = await context.request.patch(`${app.url}/api/auth/user/role`, { data: { role: 'admin' }, headers: { Origin: app.url } });
    expect(role.status()).toBe(403);
    await context.close();
  });
});
