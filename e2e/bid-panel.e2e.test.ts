import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { signInContext } from './app-under-test';
import { useBrowserScene } from './browser-scene';

/**
 * The bid panel and the phone bar as a bidder reads them, on a 360 px phone and a 1,280 px desktop,
 * in Romanian and English: quick bids stop at the buy-now price, labels and prices are never cut or
 * broken, the leader is not invited to outbid themself, and numbers follow the interface language.
 */
const scene = useBrowserScene();

type Language = 'ro' | 'en';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

async function signedInContext(
  email: string,
  viewport: { width: number; height: number },
  language: Language = 'ro',
): Promise<BrowserContext> {
  const phone = viewport.width < 600;
  const context = await scene.newContext({ viewport, ...(phone ? { isMobile: true, hasTouch: true } : {}) });
  await context.addInitScript((chosen) => localStorage.setItem('autolicit.language', chosen), language);
  await signInContext(context, scene.app.url, email, TEST_PASSWORD);
  return context;
}

/** A bid through the real API, as another device of that bidder would place it. */
async function bid(context: BrowserContext, vehicleId: string, amount: string): Promise<void> {
  const response = await context.request.post(`${scene.app.url}/api/vehicles/${vehicleId}/bids`, {
    data: { amount, autoExtend: true },
    headers: { Origin: scene.app.url, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status()).toBe(201);
}

async function openVehicle(context: BrowserContext, vehicleId: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${scene.app.url}/vehicle/${vehicleId}`);
  await page.locator('[data-live="synced"]').waitFor();
  await page.getByTestId('bid-panel').waitFor();
  return page;
}

/** Text cut at an edge: its content is wider or taller than its box. */
const isClipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
    );
/** Lines an inline text takes (a price that wraps takes two). */
const lineCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      // The e2e project has no DOM typings: only the calls made here, typed by hand.
      type Rects = { length: number; [index: number]: { top: number } };
      const range = (
        element.ownerDocument as unknown as {
          createRange(): { selectNodeContents(node: unknown): void; getClientRects(): Rects };
        }
      ).createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });

async function seedOutbidCar(): Promise<{ vehicleId: string; viewerEmail: string; newcomerEmail: string }> {
  const seller = await createUser(scene.app.server.ctx);
  const viewer = await createUser(scene.app.server.ctx);
  const rival = await createUser(scene.app.server.ctx);
  const newcomer = await createUser(scene.app.server.ctx);
  // In the last minutes (the countdown shows its anti-sniping note), as the tester saw it.
  const vehicle = await createVehicle(scene.app.server.ctx, {
    sellerId: seller.id,
    startingBid: '10000.00',
    buyNowPrice: '13500.00',
    mileage: 142_000,
    auctionEndTime: new Date(Date.now() + 100_000),
  });
  await bid(await signedInContext(viewer.email, DESKTOP), vehicle.id, '10100');
  await bid(await signedInContext(rival.email, DESKTOP), vehicle.id, '11500');
  return { vehicleId: vehicle.id, viewerEmail: viewer.email, newcomerEmail: newcomer.email };
}

describe('the bid panel and the phone bar', () => {
  it('never offers a quick bid above the buy-now price: the step that reaches it is "buy now"', async () => {
    const { vehicleId, newcomerEmail } = await seedOutbidCar();
    for (const [language, viewport, buyLabel, amounts] of [
      ['ro', PHONE, 'Cumpărați acum', ['11.700 €', '12.000 €', '12.500 €']],
      ['en', DESKTOP, 'Buy Now', ['€11,700', '€12,000', '€12,500']],
    ] as const) {
      const page = await openVehicle(await signedInContext(newcomerEmail, viewport, language), vehicleId);
      const quick = page.getByTestId('bid-panel').getByRole('group');
      expect(await quick.getByTestId('quick-bid').allInnerTexts()).toEqual(
        amounts.map((amount) => expect.stringContaining(amount)),
      );
      const buy = quick.getByTestId('quick-buy-now');
      expect(await buy.innerText()).toContain(buyLabel);
      expect(await buy.innerText()).toContain(language === 'ro' ? '13.500 €' : '€13,500');
      // The tap opens the purchase at the buy-now price, not a bid of 14.000 €.
      await buy.click();
      const dialog = page.getByRole('dialog');
      expect(await dialog.innerText()).toContain(language === 'ro' ? '13.500 €' : '€13,500');
      expect(await dialog.innerText()).not.toContain(language === 'ro' ? '14.000 €' : '€14,000');
      await page.keyboard.press('Escape');
    }
  });

  it('shows the whole buy-now label and no empty box under the bid count, on a phone and a desktop, in both languages', async () => {
    const { vehicleId, newcomerEmail } = await seedOutbidCar();
    for (const language of ['ro', 'en'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await openVehicle(await signedInContext(newcomerEmail, viewport, language), vehicleId);
        const button = page.getByTestId('buy-now-button');
        expect(await button.innerText()).toContain(
          language === 'ro' ? 'Cumpărați acum cu 13.500 €' : 'Buy Now for €13,500',
        );
        expect(await isClipped(page, '[data-testid="buy-now-button"] .mantine-Button-label')).toBe(false);
        // A signed-in visitor who never bid: nothing between the bid count and the divider.
        expect(await page.getByTestId('bidder-status').getAttribute('data-status')).toBe('none');
        const count = await page
          .getByTestId('bid-panel')
          .getByText(language === 'ro' ? '2 oferte' : '2 bids', { exact: true })
          .boundingBox();
        const divider = await page.getByTestId('bid-panel').locator('.divider-line').first().boundingBox();
        expect(divider!.y - (count!.y + count!.height)).toBeLessThan(40);
        await page.close();
      }
    }
  });

  it('keeps the bar readable on a phone: the price on one line, the outbid status whole', async () => {
    const { vehicleId, viewerEmail } = await seedOutbidCar();
    for (const [language, status] of [
      ['ro', 'Oferta dvs. a fost depășită — licitați 11.600 €'],
      ['en', 'You have been outbid — bid €11,600'],
    ] as const) {
      for (const width of [360, 390]) {
        const page = await openVehicle(await signedInContext(viewerEmail, { width, height: 780 }, language), vehicleId);
        const bar = page.getByTestId('sticky-bid-bar');
        await expect.poll(() => bar.getByTestId('sticky-bidder-status').innerText()).toBe(status);
        // The last minutes: the countdown carries its anti-sniping note next to the price.
        expect(await bar.getByTestId('countdown').getAttribute('data-phase')).toBe('critical');
        expect(await lineCount(page, '[data-testid="sticky-current-bid"]')).toBe(1);
        expect(await isClipped(page, '[data-testid="sticky-bidder-status"]')).toBe(false);
        expect(await isClipped(page, '[data-testid="sticky-bid-button"] .mantine-Button-label')).toBe(false);
        expect(await bar.getByTestId('sticky-bid-button').innerText()).toBe(
          language === 'ro' ? 'Licitați 11.600 €' : 'Bid €11,600',
        );
        await page.close();
      }
    }
  });

  it('tells the leader they lead, offers a raise instead of a bid, and the confirmation says it raises their own price', async () => {
    const seller = await createUser(scene.app.server.ctx);
    const leader = await createUser(scene.app.server.ctx);
    const rival = await createUser(scene.app.server.ctx);
    const vehicle = await createVehicle(scene.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      buyNowPrice: '18500.00',
    });
    await bid(await signedInContext(rival.email, DESKTOP), vehicle.id, '10100');
    // The lead taken on another device: the phone learns it from the room.
    const leaderDesktop = await signedInContext(leader.email, DESKTOP);
    await bid(leaderDesktop, vehicle.id, '10200');

    const phone = await openVehicle(await signedInContext(leader.email, { width: 390, height: 844 }), vehicle.id);
    const bar = phone.getByTestId('sticky-bid-bar');
    await expect.poll(() => bar.getByTestId('sticky-bidder-status').innerText()).toBe('Sunteți cel mai mare ofertant');
    const button = bar.getByTestId('sticky-bid-button');
    expect(await button.getAttribute('data-action')).toBe('raise-own');
    expect(await button.innerText()).toBe('Măriți la 10.300 €');
    await button.tap();
    const dialog = phone.getByRole('dialog');
    expect(await dialog.getByTestId('own-bid-raise').innerText()).toContain('Sunteți deja cel mai mare ofertant');
    expect(await dialog.getByTestId('own-bid-raise').innerText()).toContain('vă măriți propriul preț la 10.300 €');
    await phone.keyboard.press('Escape');
    expect(await phone.getByTestId('bid-submit').innerText()).toBe('Măriți propria ofertă');

    // Outbid from elsewhere: the bar offers a plain bid again, and the confirmation has no such warning.
    await bid(await signedInContext(rival.email, DESKTOP), vehicle.id, '10400');
    await expect.poll(() => button.getAttribute('data-action')).toBe('bid');
    expect(await button.innerText()).toBe('Licitați 10.500 €');
    await button.tap();
    await phone.getByRole('dialog').waitFor();
    expect(await phone.getByTestId('own-bid-raise').count()).toBe(0);
  });

  it('offers buy now on the bar once the minimum next bid reaches the buy-now price', async () => {
    const seller = await createUser(scene.app.server.ctx);
    const viewer = await createUser(scene.app.server.ctx);
    const rival = await createUser(scene.app.server.ctx);
    const vehicle = await createVehicle(scene.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '13000.00',
      buyNowPrice: '13500.00',
    });
    await bid(await signedInContext(rival.email, DESKTOP), vehicle.id, '13400');
    const phone = await openVehicle(await signedInContext(viewer.email, { width: 360, height: 780 }, 'en'), vehicle.id);
    const button = phone.getByTestId('sticky-bid-bar').getByTestId('sticky-bid-button');
    expect(await button.getAttribute('data-action')).toBe('buy-now');
    expect(await button.innerText()).toBe('Buy now for €13,500');
  });

  it('writes numbers and money the English way in English and the Romanian way in Romanian', async () => {
    const { vehicleId, newcomerEmail } = await seedOutbidCar();
    for (const [language, mileage, price, minimum, tooHigh] of [
      ['en', '142,000 km', '€11,500', 'Minimum next bid: €11,600', 'The amount cannot exceed €10,000,000'],
      ['ro', '142.000 km', '11.500 €', 'Oferta minimă următoare: 11.600 €', 'Suma nu poate depăși 10.000.000 €'],
    ] as const) {
      const page = await openVehicle(await signedInContext(newcomerEmail, DESKTOP, language), vehicleId);
      expect(await page.getByText(mileage).count()).toBeGreaterThan(0);
      expect(await page.getByTestId('current-bid').innerText()).toBe(price);
      expect(await page.getByText(minimum).count()).toBe(1);
      expect(await page.getByTestId('bid-amount').inputValue()).toBe(language === 'en' ? '11,600' : '11.600');
      // Above the platform's ceiling the panel says so before anything is sent.
      await page.getByTestId('bid-amount').fill('10000001');
      await page.getByText(tooHigh).waitFor();
      expect(await page.getByTestId('bid-submit').isDisabled()).toBe(true);
      await page.close();
    }
  });
});
