import { addToWatchlist } from '@autolicit/db';
import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { useBiddingBrowsers } from './app-under-test';

/** Issue 13: a seller cancels an auction without bids; a watcher's open page and notifications follow live. */
const browsers = useBiddingBrowsers();

describe('a seller cancels an auction', () => {
  it('without bids, from the vehicle page, with a reason; the watcher sees it end as cancelled and is told why', async () => {
    const ctx = browsers.app.server.ctx;
    const seller = await createUser(ctx);
    const watcher = await createUser(ctx);
    const vehicle = await createVehicle(ctx, { sellerId: seller.id, make: 'Dacia', model: 'Logan', year: 2020 });
    await addToWatchlist(ctx.db, watcher.id, vehicle.id);
    const sellerPage = await browsers.bidderPage(seller.email, vehicle.id, 'seller-notice');
    const watcherPage = await browsers.bidderPage(watcher.email, vehicle.id);

    const notice = sellerPage.getByTestId('seller-notice');
    expect(await notice.textContent()).toContain('Cât timp nu are oferte, puteți anula licitația.');
    await notice.getByRole('button', { name: 'Anulați licitația' }).click();
    const dialog = sellerPage.getByRole('dialog', { name: 'Anulați licitația?' });
    // A reason is required: confirming without one says so and cancels nothing.
    await dialog.getByRole('button', { name: 'Anulați licitația' }).click();
    expect(await dialog.getByText('Scrieți un motiv de 3–500 de caractere').count()).toBe(1);
    await dialog.getByLabel('Motivul anulării').fill('Vehiculul a fost vândut direct');
    const response = sellerPage.waitForResponse((r) => r.url().endsWith('/cancel'));
    await dialog.getByRole('button', { name: 'Anulați licitația' }).click();
    expect((await response).status()).toBe(200);
    await expect.poll(() => sellerPage.getByText('Licitație anulată').count()).toBeGreaterThan(0);

    // The watcher's page, open all along, ends as cancelled without a reload, and they are told why.
    await watcherPage.getByTestId('ended-panel').waitFor();
    expect(await watcherPage.getByTestId('ended-panel').textContent()).toContain('Licitație anulată');
    expect(await watcherPage.getByTestId('bid-panel').count()).toBe(0);
    const toast = watcherPage.getByTestId('user-event-auction:cancelled');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Vehiculul a fost vândut direct');
  });
});
