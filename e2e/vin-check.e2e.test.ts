import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { signInContext } from './app-under-test';
import { useBrowserScene } from './browser-scene';
import { seriousViolations } from './axe-checks';
import { clickUntilVisible, field } from './page-helpers';

/**
 * The VIN check in a real browser: the listing dialog reads a typed VIN (maker, country, model
 * year), fills the empty make and warns when the chosen make contradicts it; the vehicle page says
 * what the VIN says. In Romanian, with the dialog's VIN part and the page's VIN line checked by axe.
 */
const scene = useBrowserScene();

async function signedInPage(): Promise<Page> {
  const user = await createUser(scene.app.server.ctx);
  const context = await scene.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, scene.app.url, user.email, TEST_PASSWORD);
  return context.newPage();
}

describe('the VIN check', () => {
  it('decodes a typed VIN in the listing dialog, fills the make and warns on a contradicting make', async () => {
    const page = await signedInPage();
    await page.goto(`${scene.app.url}/`);
    const listing = page.getByRole('dialog', { name: 'Publicați un anunț' });
    await clickUntilVisible(page.getByRole('button', { name: 'Publicați un anunț' }), listing);

    await field(listing, 'Serie de șasiu (VIN)').fill('tmbjj7ne0k0247015');
    const check = listing.getByTestId('vin-check');
    await expect.poll(() => check.textContent()).toContain('Conform VIN: Škoda, Cehia, an model 2019');
    expect(await field(listing, 'Marcă').inputValue()).toBe('Skoda');
    expect(await field(listing, 'An').inputValue()).toBe('2019');

    await field(listing, 'Marcă').fill('BMW');
    await page.keyboard.press('Escape');
    const warning = listing.getByRole('status', { name: 'Marca și seria de șasiu diferă' });
    await expect
      .poll(() => warning.textContent())
      .toContain('Seria de șasiu (VIN) aparține producătorului Škoda, dar marca aleasă este BMW.');
    expect(await seriousViolations(page, '[data-testid="vin-check"]')).toEqual([]);

    await field(listing, 'Marcă').fill('Volkswagen');
    await page.keyboard.press('Escape');
    await expect.poll(() => warning.textContent()).toContain('Volkswagen Group');
  });

  it('says on the vehicle page what the VIN says', async () => {
    const seller = await createUser(scene.app.server.ctx);
    const vehicle = await createVehicle(scene.app.server.ctx, {
      sellerId: seller.id,
      make: 'Skoda',
      model: 'Octavia',
      year: 2019,
      vin: 'TMBJJ7NE0K0247015',
    });
    const context = await scene.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/vehicle/${vehicle.id}`);
    const term = page.locator('dt', { hasText: 'Conform VIN' });
    await term.waitFor();
    expect(await term.locator('xpath=following-sibling::dd[1]').textContent()).toBe('Škoda, Cehia, an model 2019');
    expect(await seriousViolations(page, 'dl:has(dt)'), 'the details with the VIN line').toEqual([]);
  });
});
