import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { secondsLeft, useBiddingBrowsers } from './app-under-test';
import { placeMinimumBid } from './page-helpers';

const browsers = useBiddingBrowsers();
const bidderPage = browsers.bidderPage;

const currentBid = (page: Page) => page.getByTestId('current-bid').textContent();

describe('live bidding in two browsers', () => {
  // Live means without a reload; how fast is the benchmarks' to say (bench/live-broadcast.ts), not a wait's.
  it("shows A's bid to B live: price, history and minimum, without a reload", async () => {
    const seller = await createUser(browsers.app.server.ctx);
    const alice = await createUser(browsers.app.server.ctx, { firstName: 'Alice' });
    const bogdan = await createUser(browsers.app.server.ctx, { firstName: 'Bogdan' });
    const vehicle = await createVehicle(browsers.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '15000.00',
      make: 'Skoda',
      model: 'Octavia',
    });

    const pageA = await bidderPage(alice.email, vehicle.id);
    const pageB = await bidderPage(bogdan.email, vehicle.id);
    expect(await currentBid(pageB)).toBe('15.000 €');
    expect(await pageB.getByText('Oferta minimă următoare: 15.100 €').count()).toBe(1);

    await placeMinimumBid(pageA);
    const committedAt = Date.now();
    await expect.poll(() => currentBid(pageB), { interval: 50 }).toBe('15.100 €');
    const seenAfterMs = Date.now() - committedAt;
    console.info(`B saw A's bid ${seenAfterMs} ms after A's request returned`);
    await expect.poll(() => pageB.getByText('Oferta minimă următoare: 15.200 €').count()).toBe(1);
    const historyB = pageB.getByTestId('bid-history');
    await expect.poll(() => historyB.getByText('15.100 €').count()).toBe(1);
    expect(await historyB.getByText('Cea mai mare').count()).toBe(1);
    // B's amount input followed the new minimum; B never bid, so no standing is claimed for B.
    expect(await pageB.getByLabel('Oferta dvs. (€)').inputValue()).toBe('15.200');
    expect(await pageB.getByTestId('bidder-status').getAttribute('data-status')).toBe('none');
    expect(await pageA.getByTestId('bidder-status').getAttribute('data-status')).toBe('leading');

    // A sees the success toast (notifications are a chunk of their own) and the amount reset to the new minimum.
    await expect.poll(() => pageA.getByText('Ofertă plasată!').count()).toBe(1);
    expect(await pageA.getByLabel('Oferta dvs. (€)').inputValue()).toBe('15.200');

    // B answers; A sees it live too.
    await placeMinimumBid(pageB);
    await expect.poll(() => currentBid(pageA), { interval: 50 }).toBe('15.200 €');
    expect(await pageA.getByTestId('bid-history').locator('li').count()).toBe(2);
    // Now A was overtaken: A's panel says so and what to bid; B leads.
    await expect.poll(() => pageA.getByTestId('bidder-status').getAttribute('data-status')).toBe('outbid');
    expect(await pageA.getByTestId('bidder-status-title').textContent()).toBe(
      'Oferta dvs. a fost depășită — licitați 15.300 €',
    );
    expect(await pageB.getByTestId('bidder-status').getAttribute('data-status')).toBe('leading');
  });

  it('a bid in the final 2 minutes extends the countdown on both screens', async () => {
    const seller = await createUser(browsers.app.server.ctx);
    const alice = await createUser(browsers.app.server.ctx);
    const bogdan = await createUser(browsers.app.server.ctx);
    const vehicle = await createVehicle(browsers.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '8000.00',
      auctionEndTime: new Date(Date.now() + 60_000),
    });
    const pageA = await bidderPage(alice.email, vehicle.id);
    const pageB = await bidderPage(bogdan.email, vehicle.id);
    const countdownB = pageB.getByTestId('countdown');
    expect(await countdownB.getAttribute('data-phase')).toBe('critical');
    expect(secondsLeft((await countdownB.textContent()) ?? '')).toBeLessThanOrEqual(60);
    expect(await pageB.getByText('O ofertă acum readuce timpul rămas la 2 minute').count()).toBe(1);

    await placeMinimumBid(pageA);
    // The end moved to bid time + 2 minutes: both countdowns jump to about 120 s.
    for (const page of [pageA, pageB]) {
      await expect
        .poll(async () => secondsLeft((await page.getByTestId('countdown').textContent()) ?? '') ?? 0, { interval: 50 })
        .toBeGreaterThan(110);
      expect(await page.getByTestId('countdown-extended').textContent()).toMatch(/^Prelungită — (2:00|1:59)$/);
    }
  });
});
