import { insertProfessionalProfile } from '@autolicit/db';
import { describe, expect, it } from 'vitest';
import { createAdmin } from '@autolicit/realtime-server/testing';
import { createUser } from '@autolicit/test-support';
import { useBiddingBrowsers } from './app-under-test';
import { field } from './page-helpers';

/** An admin approves a pending trader, who then lists as a verified business (in Romanian). */
const browsers = useBiddingBrowsers();

describe('trader verification', () => {
  it('an admin approves a trader from "Verificări"; the trader sees the badge and lists as a business', async () => {
    const ctx = browsers.app.server.ctx;
    const admin = await createAdmin(ctx);
    const trader = await createUser(ctx, { role: 'dealer', firstName: 'Radu', lastName: 'Marin' });
    await insertProfessionalProfile(ctx.db, {
      userId: trader.id,
      vatNumber: 'RO14399840',
      country: 'RO',
      companyName: 'Auto Radu Verificat SRL',
      registrationNumber: 'J12/345/2015',
      yearEstablished: '2015',
      companyAddress: 'Str. Fabricii 12, Cluj-Napoca',
      city: 'Cluj-Napoca',
      postalCode: '400000',
      businessType: 'dealer',
      primaryMarkets: ['RO'],
      monthlyVolume: '11-50',
      businessDescription: 'Dealer de autoturisme rulate din 2015.',
      phone: '0744000333',
      position: 'Administrator',
    });

    const adminPage = await browsers.adminPage(admin);
    const entry = adminPage.getByTestId('pending-trader').filter({ hasText: 'Auto Radu Verificat SRL' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Cifra de control CUI corectă');
    await entry.getByRole('button', { name: 'Aprobați' }).click();
    await expect.poll(() => adminPage.getByText('Comerciantul a fost anunțat.').count()).toBe(1);
    await expect.poll(() => entry.count()).toBe(0);

    const page = await browsers.userPage(trader.email, '/dashboard');
    await expect.poll(() => page.getByTestId('verification-badge').textContent()).toBe('Dealer verificat');
    await page.getByRole('button', { name: 'Publicați un anunț' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Publicați un anunț' });
    await field(dialog, 'Marcă').fill('Skoda');
    await field(dialog, 'Model').fill('Superb');
    await field(dialog, 'An').fill('2019');
    await field(dialog, 'Kilometraj (km)').fill('112000');
    await field(dialog, 'Serie de șasiu (VIN)').fill('TMBJJ7NE8K0123456');
    await field(dialog, 'Preț de pornire (€)').fill('15000');
    await dialog.getByRole('radio', { name: 'Persoană juridică (firmă)' }).check();
    await field(dialog, 'Numele firmei').fill('Auto Radu Verificat SRL');
    await field(dialog, 'CUI-ul firmei').fill('RO14399840');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/vehicles') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Publicați anunțul' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const vehicle = (await response.json()) as { id: string };
    expect(vehicle).toMatchObject({
      sellerType: 'business',
      companyName: 'Auto Radu Verificat SRL',
      companyCui: 'RO14399840',
    });
    // The vehicle page tells every visitor the seller is a verified dealer.
    await page.goto(`${browsers.app.url}/vehicle/${vehicle.id}`);
    await expect.poll(() => page.getByTestId('verified-dealer-badge').textContent()).toBe('Dealer verificat');
  });
});
