import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { secondsLeft, useBiddingBrowsers } from './app-under-test';

/**
 * Maximum bids in two real browsers, in Romanian: A leaves a maximum, B bids by hand
 * and is outbid automatically each time, B finally goes above it, A is told and raises the maximum
 * in two taps, and both pages agree on price, leader and end time throughout.
 */
const browsers = useBiddingBrowsers();
const bidderPage = browsers.bidderPage;

const currentBid = (page: Page) => page.getByTestId('current-bid').textContent();
const standing = (page: Page) => page.getByTestId('bidder-status').getAttribute('data-status');
const statusTitle = (page: Page) => page.getByTestId('bidder-status-title').textContent();

/** Confirms the open dialog (ticking the terms the first time on this auction) and returns the answer's status. */
async function confirmDialog(page: Page, button: string): Promise<number> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if ((await dialog.getByRole('checkbox').count()) > 0) await dialog.getByRole('checkbox').check();
  const response = page.waitForResponse((r) => r.url().includes('/bids') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: button }).click();
  const status = (await response).status();
  await dialog.waitFor({ state: 'hidden' });
  return status;
}

async function bidByHand(page: Page, amount: string): Promise<void> {
  const panel = page.getByTestId('bid-panel');
  await panel.getByLabel('Oferta dvs. (€)').fill(amount);
  await panel.getByRole('button', { name: 'Plasați oferta' }).click();
  expect(await confirmDialog(page, 'Confirmați oferta')).toBe(201);
}

/** Both pages show the same price and end (within the second the countdowns may tick apart). */
async function expectPagesAgree(pages: Page[], price: string): Promise<void> {
  for (const page of pages) await expect.poll(() => currentBid(page), { interval: 50 }).toBe(price);
  const left = await Promise.all(
    pages.map(async (page) => secondsLeft((await page.getByTestId('countdown').textContent()) ?? '') ?? -1),
  );
  expect(Math.abs(left[0]! - left[1]!)).toBeLessThanOrEqual(1);
}

describe('maximum bids in two browsers', () => {
  it('defends A automatically, tells A when B goes above, and A raises the maximum in two taps', async () => {
    const seller = await createUser(browsers.app.server.ctx);
    const alice = await createUser(browsers.app.server.ctx);
    const bogdan = await createUser(browsers.app.server.ctx);
    // In the final two minutes: every bid, automatic ones too, moves the end on both screens.
    const vehicle = await createVehicle(browsers.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '15000.00',
      auctionEndTime: new Date(Date.now() + 100_000),
      make: 'Skoda',
      model: 'Kodiaq',
    });
    const pageA = await bidderPage(alice.email, vehicle.id);
    const pageB = await bidderPage(bogdan.email, vehicle.id);

    // A leaves a maximum of 20.000 €; the confirmation shows the fee and total at the maximum.
    const panelA = pageA.getByTestId('bid-panel');
    await panelA.getByText('Setați o ofertă maximă').click();
    await panelA.getByLabel('Oferta dvs. maximă (€)').fill('20000');
    await panelA.getByRole('button', { name: 'Setați oferta maximă' }).click();
    const dialog = pageA.getByRole('dialog');
    expect(await dialog.getByTestId('maximum-confirm-line').textContent()).toBe(
      'Licităm pentru dvs. până la 20.000 €, doar cât este nevoie ca să conduceți.',
    );
    expect(await dialog.getByTestId('fee-summary').textContent()).toContain('20.400 €');
    // The fee's explanation opens over the dialog (its code comes after the dialog's) and closes again.
    const feeInfo = pageA.getByTestId('fee-summary').getByRole('button', { name: 'Ce este comisionul de licitație?' });
    await feeInfo.click();
    await pageA.getByText('200 € plus 10 €', { exact: false }).waitFor();
    expect(await feeInfo.getAttribute('aria-expanded')).toBe('true');
    await feeInfo.click();
    await expect.poll(() => pageA.getByRole('dialog').count()).toBe(1);
    expect(await confirmDialog(pageA, 'Confirmați oferta')).toBe(201);
    await expectPagesAgree([pageA, pageB], '15.100 €');
    expect(await standing(pageA)).toBe('leading');
    expect(await pageA.getByTestId('bidder-status-detail').textContent()).toBe(
      'Oferta dvs.: 15.100 € — oferta maximă: 20.000 €',
    );

    // B bids by hand twice and is answered by A's maximum at once each time.
    for (const [hand, price] of [
      ['15200', '15.300 €'],
      ['17000', '17.100 €'],
    ] as const) {
      await bidByHand(pageB, hand);
      await expect
        .poll(() => pageB.getByText('Oferta dvs. a fost depășită de o ofertă automată').count())
        .toBeGreaterThan(0);
      await expectPagesAgree([pageA, pageB], price);
      await expect.poll(() => standing(pageB)).toBe('outbid');
      await expect.poll(() => standing(pageA)).toBe('leading');
    }
    expect(await pageB.getByTestId('bid-history').getByTestId('bid-automatic').count()).toBeGreaterThanOrEqual(3);
    // Nothing on B's page gives A's maximum away.
    expect(await pageB.locator('body').textContent()).not.toContain('20.000');

    // B goes above the maximum: B leads, A is told in a notification and in the panel.
    await bidByHand(pageB, '21000');
    await expectPagesAgree([pageA, pageB], '21.000 €');
    await expect.poll(() => standing(pageB)).toBe('leading');
    await expect.poll(() => standing(pageA)).toBe('outbid');
    expect(await statusTitle(pageA)).toBe('Oferta dvs. maximă a fost depășită — licitați 21.100 €');
    const notice = pageA.getByTestId('user-event-bid:outbid');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('peste oferta dvs. maximă');

    // Tap 1: the notification's link opens the confirmation of a raised maximum; tap 2: confirm.
    await notice.getByRole('link', { name: 'Măriți oferta maximă' }).click();
    expect(await pageA.getByRole('dialog').getByTestId('maximum-confirm-line').textContent()).toContain('22.000 €');
    expect(await confirmDialog(pageA, 'Confirmați oferta')).toBe(201);
    await expectPagesAgree([pageA, pageB], '21.100 €');
    await expect.poll(() => standing(pageA)).toBe('leading');
    await expect.poll(() => standing(pageB)).toBe('outbid');
    expect(await pageA.getByTestId('bidder-status-detail').textContent()).toBe(
      'Oferta dvs.: 21.100 € — oferta maximă: 22.000 €',
    );
    // Every bid came in the final two minutes: the end is about two minutes away on both.
    expect(secondsLeft((await pageB.getByTestId('countdown').textContent()) ?? '')).toBeGreaterThan(100);
  });
});
