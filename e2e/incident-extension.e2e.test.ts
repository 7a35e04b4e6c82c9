import { addToWatchlist } from '@autolicit/db';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '@autolicit/realtime-server/testing';
import { createUser, createVehicle } from '@autolicit/test-support';
import { secondsLeft, useBiddingBrowsers } from './app-under-test';

/** An operator extends the auctions of an incident window; a watcher's countdown moves live. */
const browsers = useBiddingBrowsers();
const MINUTE = 60_000;
/** A datetime-local value in UTC (the admin's browser runs in UTC here). */
const utcInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

describe('incident extension', () => {
  it('an admin gives the auctions of an outage window 10 more minutes; the watcher sees the countdown move and is told', async () => {
    const ctx = browsers.app.server.ctx;
    const seller = await createUser(ctx);
    const watcher = await createUser(ctx);
    const admin = await createAdmin(ctx);
    const now = Date.now();
    const vehicle = await createVehicle(ctx, {
      sellerId: seller.id,
      make: 'Renault',
      model: 'Clio',
      year: 2021,
      auctionEndTime: new Date(now + 15 * MINUTE),
    });
    await addToWatchlist(ctx.db, watcher.id, vehicle.id);
    const watcherPage = await browsers.bidderPage(watcher.email, vehicle.id);
    const left = async () => secondsLeft((await watcherPage.getByTestId('countdown').textContent()) ?? '') ?? 0;
    expect(await left()).toBeLessThanOrEqual(15 * 60);

    const adminPage = await browsers.adminPage(admin);
    const panel = adminPage.getByTestId('incident-panel');
    await panel.waitFor();
    await panel.getByLabel('Începutul întreruperii').fill(utcInput(now + 10 * MINUTE));
    await panel.getByLabel('Sfârșitul întreruperii').fill(utcInput(now + 20 * MINUTE));
    await panel.getByLabel('Minute în plus').fill('10');
    const response = adminPage.waitForResponse((r) => r.url().endsWith('/api/admin/auctions/extend'));
    await panel.getByRole('button', { name: 'Prelungiți licitațiile' }).click();
    expect((await response).status()).toBe(200);
    await expect.poll(() => adminPage.getByText('1 licitație a fost prelungită.').count()).toBe(1);

    // Live, without a reload: about 25 minutes left now.
    await expect.poll(left, { interval: 100 }).toBeGreaterThan(24 * 60);
    expect(await left()).toBeLessThanOrEqual(25 * 60);
    const toast = watcherPage.getByTestId('user-event-auction:rescheduled');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Licitația pentru 2021 Renault Clio se încheie acum la');
  });
});
