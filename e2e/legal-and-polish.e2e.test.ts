import { insertVehicleImages } from '@autolicit/db';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { type AppUnderTest, launchBrowser, signInContext, startAppUnderTest } from './app-under-test';
import { clickUntilVisible } from './page-helpers';

/** The terms and privacy pages, the phone filters drawer, the photo viewer's × and the avatar's initials, in the real build. */
let app: AppUnderTest;
let browser: Browser;

beforeAll(async () => {
  app = await startAppUnderTest();
  browser = await launchBrowser();
  const seller = await createUser(app.server.ctx, { firstName: 'Sorin' });
  // 3 SUVs and 2 estates: the drawer's button counts what the server finds for the filters chosen.
  for (let i = 0; i < 3; i += 1)
    await createVehicle(app.server.ctx, { sellerId: seller.id, category: 'suv', vin: `UU1HSDADG1234567${i}` });
  for (let i = 0; i < 2; i += 1)
    await createVehicle(app.server.ctx, {
      sellerId: seller.id,
      category: 'wagon',
      make: 'Skoda',
      model: 'Octavia',
      vin: `TMBJJ7NE8K012345${i}`,
    });
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function newPage(
  options: { phone?: boolean; language?: 'en' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  );
  if (options.language)
    await context.addInitScript({ content: `localStorage.setItem('autolicit.language', '${options.language}');` });
  return { context, page: await context.newPage() };
}

/*
 * Code run in the page, as text: this project's type checking has no DOM library. The colour of
 * the viewer's × and of the viewer behind it:
 */
const SCRIPT_CLOSE_COLORS = `(() => {
  const button = document.querySelector('.mantine-Modal-content .mantine-Modal-close');
  return { icon: getComputedStyle(button).color, background: getComputedStyle(button.closest('.mantine-Modal-content')).backgroundColor };
})()`;

/** How far (CSS px) the middle of a PNG's dark ink lies below its middle: decoded by the browser. */
const SCRIPT_INK_OFFSET = `async (png) => {
  const image = new Image();
  image.src = 'data:image/png;base64,' + png;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context2d = canvas.getContext('2d');
  context2d.drawImage(image, 0, 0);
  const { data } = context2d.getImageData(0, 0, image.width, image.height);
  const inkRows = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const i = (y * image.width + x) * 4;
      if (0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2] < 100) {
        inkRows.push(y);
        break;
      }
    }
  }
  return ((inkRows[0] + inkRows[inkRows.length - 1] + 1) / 2 - image.height / 2) / window.devicePixelRatio;
}`;

/** WCAG contrast of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const v = Number(c) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('terms and privacy', () => {
  it('are real pages in Romanian, linked from the footer, and in the sitemap', async () => {
    const { context, page } = await newPage();
    await page.goto(`${app.url}/`);
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Termeni și condiții' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(await footer.getByRole('link', { name: 'Politica de confidențialitate' }).getAttribute('href')).toBe(
      '/privacy',
    );

    await page.goto(`${app.url}/terms-and-conditions`);
    await page.getByRole('heading', { level: 1, name: 'Termeni și condiții' }).waitFor();
    expect(await page.getByText('comision de licitație de 200 €').count()).toBe(1);
    expect(await page.getByText(/Cumpărătorul are 7 zile de la vânzare/).count()).toBe(1);
    expect(await page.getByText('ÎN CURÂND', { exact: false }).count()).toBe(0);

    await page.goto(`${app.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Politica de confidențialitate' }).waitFor();
    expect(await page.getByText(/se șterg automat după 90 de zile/).count()).toBe(1);
    expect(await page.getByText(/ANSPDCP/).count()).toBe(1);

    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${app.url}/privacy`);
    await context.close();
  });

  it('are in English too, and the registration form links both', async () => {
    const { context, page } = await newPage({ language: 'en' });
    await page.goto(`${app.url}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.goto(`${app.url}/`);
    const dialog = page.getByRole('dialog', { name: 'Email Login' });
    await clickUntilVisible(page.getByRole('button', { name: 'Email Login' }).first(), dialog);
    await dialog.getByRole('tab', { name: 'Register' }).click();
    const note = dialog.getByTestId('legal-consent-note');
    expect(await note.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect(await note.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy');
    await context.close();
  });
});

describe('browse on a phone', () => {
  it('keeps the filters drawer open while choosing and closes it with "Afișați N rezultate"', async () => {
    const { context, page } = await newPage({ phone: true });
    await page.goto(`${app.url}/vehicles`);
    await page.getByText('5 vehicule găsite').waitFor();
    const drawer = page.getByRole('dialog', { name: 'Filtre' });
    await clickUntilVisible(page.getByRole('button', { name: 'Filtre' }), drawer);
    await drawer.getByRole('button', { name: 'Afișați 5 rezultate' }).waitFor();

    await drawer.getByLabel('Categorie', { exact: true }).click();
    await page.getByRole('option', { name: 'Break', exact: true }).click();
    await drawer.getByRole('button', { name: 'Afișați 2 rezultate' }).waitFor();
    expect(await drawer.isVisible()).toBe(true);

    await drawer.getByRole('button', { name: 'Afișați 2 rezultate' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByText('2 vehicule găsite').waitFor();
    expect(page.url()).toContain('category=wagon');
    await context.close();
  });
});

describe('the photo viewer and the avatar', () => {
  it('shows a light × that stands out from the viewer (≥ 3:1) and centres the initials in their circle', async () => {
    const seller = await createUser(app.server.ctx, { firstName: 'Ana', lastName: 'Pop' });
    const vehicle = await createVehicle(app.server.ctx, { sellerId: seller.id, vin: 'WVWZZZ1KZ6W000777' });
    await insertVehicleImages(app.server.ctx.db, [
      {
        vehicleId: vehicle.id,
        position: 0,
        url: '/vehicle-fallback.svg',
        thumbnailUrl: '/vehicle-fallback.svg',
        width: 800,
        height: 500,
      },
    ]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await signInContext(context, app.url, seller.email, TEST_PASSWORD);
    await page.goto(`${app.url}/vehicle/${vehicle.id}`);

    const close = page.getByRole('dialog').getByRole('button', { name: 'Închideți' });
    await clickUntilVisible(page.getByRole('button', { name: /Deschideți fotografia 1/ }), close);
    const colors = (await page.evaluate(SCRIPT_CLOSE_COLORS)) as { icon: string; background: string };
    expect(contrast(colors.icon, colors.background)).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('Escape');

    // The initials' ink (dark pixels of a screenshot), not their line box, is centred in the circle.
    const avatar = page.locator('header .user-avatar').first();
    await avatar.waitFor();
    // The avatar's stand-in gives way to the account menu's own when that code arrives (they look
    // the same): a screenshot caught by the swap is taken again.
    let shot: string | undefined;
    for (let attempt = 1; shot === undefined; attempt += 1) {
      try {
        shot = (await avatar.screenshot({ timeout: 5_000 })).toString('base64');
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    const offset = (await page.evaluate(`(${SCRIPT_INK_OFFSET})(${JSON.stringify(shot)})`)) as number;
    expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    await context.close();
  });
});
