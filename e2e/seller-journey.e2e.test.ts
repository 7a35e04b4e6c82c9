import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVehiclePhoto } from '@autolicit/realtime-server/testing';
import { TEST_PASSWORD, createUser } from '@autolicit/test-support';
import { type AppUnderTest, endAuctionSoon, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';
import { field, placeMinimumBid } from './page-helpers';

/**
 * The seller's journeys in Romanian: a seller registers and lists a car with three photos, two
 * buyers bid while the seller watches My Listings, the auction closes for real (its end moved close
 * by a test hook) and everyone sees the outcome; the winner has a pending transaction with the fee.
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** A CNP with a valid check digit (born 1 Jan 1990, county 12, serial 345). */
function validCnp(): string {
  const body = '190010112345';
  const weights = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
  const sum = weights.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + String(sum % 11 === 10 ? 1 : sum % 11);
}

describe('a seller and two buyers, in Romanian', () => {
  it('register, list with 3 photos, bid live, close, and see the outcome and the transaction', async () => {
    // 1. The seller registers through the full registration and is signed in after the reload.
    const seller = await newPage();
    await seller.goto(`${app.url}/`);
    await seller.getByRole('button', { name: 'Autentificare cu e-mail' }).click();
    await seller.getByRole('button', { name: 'Mai multe opțiuni / înregistrare completă' }).click();
    const auth = seller.getByRole('dialog', { name: 'Contul dvs. AutoLicit' });
    await auth.getByRole('tab', { name: 'Creare cont' }).click();
    const email = `seller-${Date.now()}@example.ro`;
    await field(auth, 'Prenume').fill('Sorin');
    await field(auth, 'Nume').fill('Vânzătoru');
    await field(auth, 'E-mail').fill(email);
    await auth.locator('input[type="password"]').nth(0).fill(TEST_PASSWORD);
    await auth.locator('input[type="password"]').nth(1).fill(TEST_PASSWORD);
    await auth.getByRole('radio', { name: 'Persoană fizică' }).check();
    await field(auth, 'Cod numeric personal (CNP)').fill(validCnp());
    await field(auth, 'Adresă').fill('Str. Memorandumului 10, Cluj-Napoca');
    await field(auth, 'Telefon').fill('0740123456');
    const reloaded = seller.waitForEvent('load');
    await auth.getByRole('button', { name: 'Creați contul' }).click();
    await reloaded;
    await expect.poll(() => seller.getByRole('button', { name: 'Meniul contului Sorin Vânzătoru' }).count()).toBe(1);

    // 2. Lists a vehicle with three photos generated here.
    await seller.getByRole('button', { name: 'Publicați un anunț' }).click();
    const listing = seller.getByRole('dialog', { name: 'Publicați un anunț' });
    await field(listing, 'Marcă').fill('Dacia');
    await field(listing, 'Model').fill('Duster');
    await field(listing, 'An').fill('2020');
    await field(listing, 'Kilometraj (km)').fill('64000');
    await field(listing, 'Serie de șasiu (VIN)').fill('UU1HSDADG49876543');
    await field(listing, 'Locație').fill('Cluj-Napoca');
    await field(listing, 'Preț de pornire (€)').fill('15000');
    const photos = await Promise.all(
      [0, 1, 2].map(async (variant) => ({
        name: `duster-${variant}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await renderVehiclePhoto({
          make: 'Dacia',
          model: 'Duster',
          year: 2020,
          hue: 30,
          style: 'suv',
          variant,
          width: 800,
          height: 600,
        }),
      })),
    );
    await listing.getByLabel('Alegeți fișiere').setInputFiles(photos);
    await expect
      .poll(() => listing.getByText('Toate cele 3 fotografii au fost încărcate').count(), { timeout: 20_000 })
      .toBe(1);
    const created = seller.waitForResponse((r) => r.url().endsWith('/api/vehicles') && r.request().method() === 'POST');
    await listing.getByRole('button', { name: 'Publicați anunțul' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const vehicle = (await createdResponse.json()) as { id: string; images: string[] };
    expect(vehicle.images).toHaveLength(3);
    await expect.poll(() => seller.getByText('Anunț publicat').count()).toBe(1);
    await expect.poll(() => listing.count()).toBe(0);

    // …and sees it in My Listings and in Browse.
    await seller.goto(`${app.url}/dashboard?tab=listings`);
    const myCard = seller.getByRole('link', { name: /Dacia Duster/ }).first();
    await myCard.waitFor();
    const browse = await newPage();
    await browse.goto(`${app.url}/vehicles`);
    await expect.poll(() => browse.getByText(/Dacia Duster/).count()).toBeGreaterThan(0);

    // 3. Two buyers bid; the seller's My Listings follows each bid live, with a notification.
    const alice = await createUser(app.server.ctx, { firstName: 'Alina' });
    const bogdan = await createUser(app.server.ctx, { firstName: 'Bogdan' });
    const pages: Page[] = [];
    for (const buyer of [alice, bogdan]) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      contexts.push(context);
      await signInContext(context, app.url, buyer.email, TEST_PASSWORD);
      const page = await context.newPage();
      await page.goto(`${app.url}/vehicle/${vehicle.id}`);
      await page.getByTestId('bid-panel').waitFor();
      pages.push(page);
    }
    const [pageA, pageB] = pages as [Page, Page];

    await placeMinimumBid(pageA);
    await expect.poll(() => seller.getByText('15.100 €').count()).toBeGreaterThan(0);
    await expect.poll(() => seller.getByTestId('user-event-listing:bid-received').count()).toBe(1);

    await placeMinimumBid(pageB);
    await expect.poll(() => seller.getByText('15.200 €').count()).toBeGreaterThan(0);
    // Alina was outbid: she is told at once, with a link back to the car.
    await expect.poll(() => pageA.getByTestId('user-event-bid:outbid').count()).toBe(1);
    expect(await pageA.getByTestId('user-event-bid:outbid').textContent()).toContain('15.200 €');

    // 4. The end comes (moved close by the test hook); the real worker closes the auction.
    await endAuctionSoon(app, vehicle.id, 2500);
    for (const page of [pageA, pageB]) {
      await expect.poll(() => page.getByTestId('countdown').getAttribute('data-phase')).toBe('ended');
      expect(await page.getByTestId('bid-panel').count()).toBe(0);
    }
    await expect.poll(() => seller.getByText('Vândut cu 15.200 €').count()).toBeGreaterThan(0);

    // The winner has a pending transaction: 15.200 € + fee 200 € + 10 € × 15 = 350 €.
    await pageB.goto(`${app.url}/dashboard?tab=transactions`);
    await expect.poll(() => pageB.getByText('În așteptare').count()).toBeGreaterThan(0);
    expect(await pageB.getByText('350 €').count()).toBeGreaterThan(0);
    expect(await pageB.getByText('15.550 €').count()).toBeGreaterThan(0);
  });
});
