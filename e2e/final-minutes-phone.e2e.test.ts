import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import {
  type AppUnderTest,
  endAuctionSoon,
  launchBrowser,
  secondsLeft,
  signInContext,
  startAppUnderTest,
} from './app-under-test';

/**
 * The final minutes on two phones (390×844, touch), in Romanian. A dropped connection never
 * shows a false result, the panel always says whether you lead, re-bidding is one tap + confirm,
 * extensions are seen on both phones, and at the close the winner and the loser read different things.
 */
let app: AppUnderTest;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  app = await startAppUnderTest({ workers: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await app?.close();
});

interface Phone {
  page: Page;
  context: BrowserContext;
  /** Every bid request this phone sent. */
  bidRequests: Request[];
}

async function phone(email: string, vehicleId: string): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
  });
  contexts.push(context);
  await signInContext(context, app.url, email, TEST_PASSWORD);
  const page = await context.newPage();
  const bidRequests: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/bids')) bidRequests.push(request);
  });
  await page.goto(`${app.url}/vehicle/${vehicleId}`);
  await page.getByTestId('sticky-bid-bar').waitFor();
  // The room's snapshot (with the bidder's standing) has arrived once the countdown runs on the server clock.
  await expect.poll(() => page.getByTestId('bidder-status').getAttribute('data-status')).not.toBeNull();
  return { page, context, bidRequests };
}

const status = (p: Phone) => p.page.getByTestId('bidder-status').getAttribute('data-status');
const stickyPrice = (p: Phone) => p.page.getByTestId('sticky-current-bid').textContent();
const barCountdown = (p: Phone) => p.page.getByTestId('sticky-bid-bar').getByTestId('countdown');

/** One tap on the bar's "Licitați X €", then the confirmation (ticking the terms only the first time). */
async function bidFromBar(p: Phone, options: { firstTime: boolean }): Promise<void> {
  await p.page.getByTestId('sticky-bid-button').tap();
  const dialog = p.page.getByRole('dialog');
  await dialog.waitFor();
  // The confirmation always shows the fee and the total.
  expect(await dialog.getByText(/Total/).count()).toBeGreaterThan(0);
  if (options.firstTime) {
    await dialog.getByRole('checkbox').check();
  } else {
    expect(await dialog.getByRole('checkbox').count()).toBe(0);
    expect(await dialog.getByTestId('terms-remembered').count()).toBe(1);
  }
  const response = p.page.waitForResponse((r) => r.url().endsWith('/bids') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /^Confirm/ }).tap();
  expect((await response).status()).toBe(201);
  await dialog.waitFor({ state: 'hidden' });
}

describe('the final minutes on two phones', () => {
  it('a bidder who drops offline before the end never sees a false result, and catches up on return', async () => {
    const seller = await createUser(app.server.ctx);
    const alice = await createUser(app.server.ctx);
    const bogdan = await createUser(app.server.ctx);
    const end = Date.now() + 40_000;
    const vehicle = await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      startingBid: '11000.00',
      auctionEndTime: new Date(end),
    });
    const a = await phone(alice.email, vehicle.id);
    const b = await phone(bogdan.email, vehicle.id);

    await bidFromBar(b, { firstTime: true });
    await expect.poll(() => status(b)).toBe('leading');
    await expect.poll(() => status(a)).toBe('none');
    // B's bid came in the last 2 minutes: the end moved to its time + 2 minutes.
    const extendedEnd = (await b.page.evaluate(() => Date.now())) + 120_000;

    await b.context.setOffline(true);
    await expect
      .poll(() => b.page.getByTestId('connection-banner').getAttribute('data-status'))
      .toMatch(/offline|reconnecting/);
    expect(await b.page.getByText('Prețul poate fi depășit — reconectare în curs').count()).toBeGreaterThan(0);
    // A bid tapped while offline is refused at once, with the reason — and never sent later.
    expect(await b.page.getByTestId('sticky-bid-button').isDisabled()).toBe(true);
    expect(await b.page.getByTestId('sticky-bidder-status').textContent()).toContain('Nu puteți licita fără conexiune');
    const requestsWhileOffline = b.bidRequests.length;

    await bidFromBar(a, { firstTime: true });
    await expect.poll(() => status(a)).toBe('leading');
    const priceAfterA = await stickyPrice(a);
    expect(priceAfterA).toBe('11.200 €');

    // B's countdown is frozen and says it is reconnecting; past the old end it must never show "ended".
    expect(await barCountdown(b).getAttribute('data-frozen')).toBe('true');
    const watchUntil = Math.max(end, extendedEnd - 110_000) + 4_000;
    while (Date.now() < watchUntil) {
      expect(await b.page.getByTestId('ended-panel').count()).toBe(0);
      expect(await b.page.getByText('Licitație încheiată').count()).toBe(0);
      await b.page.waitForTimeout(250);
    }

    await b.context.setOffline(false);
    // Back: the banner goes, the price and the extended countdown are the server's, and B is told.
    await expect.poll(() => stickyPrice(b)).toBe(priceAfterA);
    await expect.poll(() => status(b)).toBe('outbid');
    expect(await b.page.getByTestId('bidder-status-title').textContent()).toBe(
      'Oferta dvs. a fost depășită — licitați 11.300 €',
    );
    await expect.poll(async () => secondsLeft((await barCountdown(b).textContent()) ?? '') ?? 0).toBeGreaterThan(60);
    expect(await barCountdown(b).getAttribute('data-frozen')).toBeNull();
    await expect
      .poll(() =>
        b.page
          .getByTestId('connection-banner')
          .getAttribute('data-status')
          .catch(() => null),
      )
      .not.toMatch(/offline|reconnecting/);
    expect(await b.page.getByTestId('ended-panel').count()).toBe(0);
    // Nothing was queued while offline.
    expect(b.bidRequests.length).toBe(requestsWhileOffline);
  });

  it('two bidders alternate through extensions: standing after every bid, the highlight on both, one-tap re-bid', async () => {
    const seller = await createUser(app.server.ctx);
    const alice = await createUser(app.server.ctx);
    const bogdan = await createUser(app.server.ctx);
    const vehicle = await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      startingBid: '7000.00',
      auctionEndTime: new Date(Date.now() + 100_000),
    });
    const a = await phone(alice.email, vehicle.id);
    const b = await phone(bogdan.email, vehicle.id);
    expect(await barCountdown(a).getAttribute('data-phase')).toBe('critical');
    // The note states the rule: a bid now brings the time left back to 2 minutes.
    expect(await a.page.getByText('O ofertă acum readuce timpul rămas la 2 minute').count()).toBeGreaterThan(0);

    const rounds: [Phone, Phone, boolean][] = [
      [a, b, true],
      [b, a, true],
      [a, b, false],
      [b, a, false],
    ];
    let expectedPrice = 7000;
    const haveBid = new Set<Phone>();
    for (const [bidder, other, firstTime] of rounds) {
      haveBid.add(bidder);
      await bidFromBar(bidder, { firstTime });
      expectedPrice += 100;
      const price = `${expectedPrice.toLocaleString('de-DE')} €`;
      for (const p of [bidder, other]) await expect.poll(() => stickyPrice(p)).toBe(price);
      await expect.poll(() => status(bidder)).toBe('leading');
      expect(await bidder.page.getByTestId('sticky-bidder-status').textContent()).toBe('Sunteți cel mai mare ofertant');
      // Someone who never bid is told nothing; a bidder who was overtaken is told what to bid.
      if (haveBid.has(other)) {
        await expect.poll(() => status(other)).toBe('outbid');
        expect(await other.page.getByTestId('sticky-bidder-status').textContent()).toBe(
          `Oferta dvs. a fost depășită — licitați ${(expectedPrice + 100).toLocaleString('de-DE')} €`,
        );
      } else {
        expect(await status(other)).toBe('none');
      }
      // Each bid reset the time left to 2 minutes; both phones flag the extension.
      for (const p of [bidder, other]) {
        await expect
          .poll(() => p.page.getByTestId('countdown-extended').first().textContent())
          .toMatch(/^Prelungită — (2:00|1:59)$/);
      }
      // After a bid, focus is back on the bar's button, ready for the next tap.
      expect(await bidder.page.locator(':focus').getAttribute('data-testid')).toBe('sticky-bid-button');
    }
    // The outbid phone's live region told it (politely) what happened.
    expect(await b.page.getByTestId('live-announcer').textContent()).toMatch(/depășită|prelungită/);
  });

  it('at the close the winner and the loser read different, correct outcomes', async () => {
    const seller = await createUser(app.server.ctx);
    const alice = await createUser(app.server.ctx);
    const bogdan = await createUser(app.server.ctx);
    const vehicle = await createVehicle(app.server.ctx, { sellerId: seller.id, startingBid: '20000.00' });
    const a = await phone(alice.email, vehicle.id);
    const b = await phone(bogdan.email, vehicle.id);
    await bidFromBar(a, { firstTime: true });
    await expect.poll(() => status(b)).toBe('none');
    await bidFromBar(b, { firstTime: true });
    await expect.poll(() => status(a)).toBe('outbid');

    await endAuctionSoon(app, vehicle.id, 1500);
    for (const p of [a, b]) await p.page.getByTestId('ended-panel').waitFor({ timeout: 15_000 });
    expect(await status(b)).toBe('won');
    expect(await b.page.getByTestId('bidder-status-title').textContent()).toBe(
      'Ați câștigat — total de plată 20.600 €',
    );
    expect(await status(a)).toBe('lost');
    expect(await a.page.getByTestId('bidder-status-title').textContent()).toBe(
      'Licitația s-a încheiat — nu ați câștigat (oferta dvs. maximă: 20.100 €)',
    );
    // The bid bar is gone for both once the server closed the auction.
    for (const p of [a, b]) expect(await p.page.getByTestId('sticky-bid-bar').count()).toBe(0);
  });
});
