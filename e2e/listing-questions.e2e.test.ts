import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '@autolicit/test-support';
import { useBiddingBrowsers } from './app-under-test';
import { seriousViolations } from './axe-checks';

const browsers = useBiddingBrowsers();

describe('questions and answers on a listing', () => {
  it('a bidder asks, the seller answers, and the bidder sees the answer live without a reload', async () => {
    const seller = await createUser(browsers.app.server.ctx, { firstName: 'Sorin' });
    const bidder = await createUser(browsers.app.server.ctx, { firstName: 'Bianca' });
    const vehicle = await createVehicle(browsers.app.server.ctx, {
      sellerId: seller.id,
      make: 'Dacia',
      model: 'Duster',
      auctionEndTime: new Date(Date.now() + 3600_000),
    });

    const bidderPage = await browsers.bidderPage(bidder.email, vehicle.id);
    const section = bidderPage.locator('#questions');
    await section.getByRole('heading', { name: 'Întrebări și răspunsuri' }).waitFor();
    await section.getByLabel('Întrebarea dvs.').fill('Are cartea service? Sunați-mă la 0722 123 456');
    await section.getByRole('button', { name: 'Întrebați vânzătorul' }).click();
    await expect.poll(() => section.getByText('Are cartea service? Sunați-mă la [***]').count()).toBe(1);
    expect(await section.getByText(/Datele de contact au fost ascunse/).count()).toBe(1);
    expect(await seriousViolations(bidderPage, '#questions')).toEqual([]);

    const sellerPage = await browsers.userPage(seller.email, `/vehicle/${vehicle.id}`);
    const sellerSection = sellerPage.locator('#questions');
    await sellerSection.getByLabel('Răspunsul dvs.').waitFor();
    expect(await sellerSection.getByRole('button', { name: 'Întrebați vânzătorul' }).count()).toBe(0);
    await sellerSection.getByLabel('Răspunsul dvs.').fill('Da, toate reviziile la reprezentanță.');
    await sellerSection.getByRole('button', { name: 'Răspundeți public' }).click();

    // The bidder's page, open all along, shows the answer from the vehicle's room.
    await expect.poll(() => section.getByText('Da, toate reviziile la reprezentanță.').count()).toBe(1);
    expect(await section.getByText('Răspunsul vânzătorului').count()).toBe(1);
    expect(await seriousViolations(sellerPage, '#questions')).toEqual([]);
  });
});
