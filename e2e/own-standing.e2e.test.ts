import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { useBiddingBrowsers } from './app-under-test';
import { placeMinimumBid } from './page-helpers';

/**
 * One bidder with the vehicle page open on two devices (two browser contexts, two sessions) and a
 * rival, in Romanian: whichever device bids, both show the bidder's standing; the rival's bid turns
 * both to outbid. A loaded two-core machine may take seconds, so waits on content allow 10 s.
 */
const browsers = useBiddingBrowsers();

const WAIT = { timeout: 10_000, interval: 100 };
const statusTitle = (page: Page) =>
  page
    .getByTestId('bidder-status-title')
    .textContent({ timeout: 1000 })
    .catch(() => null);
const statusDetail = (page: Page) =>
  page
    .getByTestId('bidder-status-detail')
    .textContent({ timeout: 1000 })
    .catch(() => null);

describe("a bidder's standing on every device of theirs", () => {
  it("shows the bid made on one device as leading on the other, and the rival's bid as outbid on both", async () => {
    const seller = await createUser(browsers.app.server.ctx);
    const ana = await createUser(browsers.app.server.ctx);
    const rival = await createUser(browsers.app.server.ctx);
    const vehicle = await createVehicle(browsers.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '8000.00',
      make: 'Dacia',
      model: 'Duster',
    });
    const laptop = await browsers.bidderPage(ana.email, vehicle.id);
    const phone = await browsers.bidderPage(ana.email, vehicle.id);
    const rivalPage = await browsers.bidderPage(rival.email, vehicle.id);

    // The phone loaded before Ana ever bid: it cannot tell her number from the room's bid alone.
    await placeMinimumBid(laptop);
    for (const page of [laptop, phone])
      await expect.poll(() => statusTitle(page), WAIT).toBe('Sunteți cel mai mare ofertant');

    // The rival outbids her: both her devices say so, with the minimum to lead again.
    await placeMinimumBid(rivalPage);
    for (const page of [laptop, phone])
      await expect.poll(() => statusTitle(page), WAIT).toBe('Oferta dvs. a fost depășită — licitați 8.300 €');

    // A maximum set on the phone: the laptop leads again and shows it; the rival never sees it.
    const panel = phone.getByTestId('bid-panel');
    await panel.getByText('Setați o ofertă maximă').click();
    await panel.getByLabel('Oferta dvs. maximă (€)').fill('12345');
    await panel.getByRole('button', { name: 'Setați oferta maximă' }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.waitFor();
    if ((await dialog.getByRole('checkbox').count()) > 0) await dialog.getByRole('checkbox').check();
    const answer = phone.waitForResponse((r) => r.url().includes('/bids') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Confirmați oferta' }).click();
    expect((await answer).status()).toBe(201);
    for (const page of [laptop, phone]) {
      await expect.poll(() => statusTitle(page), WAIT).toBe('Sunteți cel mai mare ofertant');
      await expect.poll(() => statusDetail(page), WAIT).toBe('Oferta dvs.: 8.300 € — oferta maximă: 12.345 €');
    }
    await expect.poll(() => statusTitle(rivalPage), WAIT).toBe('Oferta dvs. a fost depășită — licitați 8.400 €');
    expect(await rivalPage.locator('body').textContent()).not.toContain('12.345');
  });
});
