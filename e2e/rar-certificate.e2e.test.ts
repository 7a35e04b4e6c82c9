import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser } from '@autolicit/test-support';
import { signInContext } from './app-under-test';
import { useBrowserScene } from './browser-scene';
import { seriousViolations } from './axe-checks';
import { field } from './page-helpers';

/**
 * The RAR Auto-Pass certificate, in Romanian: a seller lists with the certificate's number, date and
 * PDF; a visitor sees the "Certificat RAR Auto-Pass" section, labelled as declared by the seller, and
 * downloads the very same PDF as an attachment.
 */
const scene = useBrowserScene();

/** A small but real one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

async function newContext(): Promise<BrowserContext> {
  const context = await scene.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  return context;
}

describe('the RAR Auto-Pass certificate', () => {
  it('a seller lists with the certificate and its PDF; a visitor sees it and downloads the same file', async () => {
    const sellerUser = await createUser(scene.app.server.ctx, { firstName: 'Radu' });
    const sellerContext = await newContext();
    await signInContext(sellerContext, scene.app.url, sellerUser.email, TEST_PASSWORD);
    const seller: Page = await sellerContext.newPage();
    await seller.goto(`${scene.app.url}/`);
    await seller.getByRole('button', { name: 'Publicați un anunț' }).click();
    const listing = seller.getByRole('dialog', { name: 'Publicați un anunț' });
    await field(listing, 'Marcă').fill('Dacia');
    await field(listing, 'Model').fill('Logan');
    await field(listing, 'An').fill('2019');
    await field(listing, 'Kilometraj (km)').fill('91000');
    await field(listing, 'Serie de șasiu (VIN)').fill('UU1LSDAAG12345678');
    await field(listing, 'Preț de pornire (€)').fill('6000');
    const certificate = listing.getByRole('group', { name: 'Certificat RAR Auto-Pass (opțional)' });
    const issuedAt = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await field(certificate, 'Serie și număr certificat').fill('RO AP 004217');
    await field(certificate, 'Data emiterii').fill(issuedAt);
    await certificate
      .locator('input[type="file"]')
      .setInputFiles({ name: 'certificat.pdf', mimeType: 'application/pdf', buffer: PDF });
    expect(await seriousViolations(seller, '.mantine-Modal-content')).toEqual([]);
    const created = seller.waitForResponse((r) => r.url().endsWith('/api/vehicles') && r.request().method() === 'POST');
    await listing.getByRole('button', { name: 'Publicați anunțul' }).click();
    const createdResponse = await created;
    expect(createdResponse.status()).toBe(201);
    const vehicle = (await createdResponse.json()) as {
      id: string;
      rarCertificate: { number: string; issuedAt: string; pdfUrl: string };
    };
    expect(vehicle.rarCertificate).toMatchObject({ number: 'RO AP 004217', issuedAt });

    // A visitor, signed out.
    const visitorContext = await newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${scene.app.url}/vehicle/${vehicle.id}`);
    const section = visitor.getByRole('region', { name: 'Certificat RAR Auto-Pass' });
    await section.waitFor();
    expect(await section.getByText('declarat de vânzător').count()).toBe(1);
    expect(await section.getByText('RO AP 004217').count()).toBeGreaterThan(0);
    // The seller's buttons are the seller's only.
    expect(await section.getByRole('button').count()).toBe(0);

    const downloading = visitor.waitForEvent('download');
    await section.getByRole('link', { name: 'Descărcați certificatul (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('certificat-rar-RO-AP-004217.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), PDF)).toBe(0);

    const direct = await visitorContext.request.get(`${scene.app.url}${vehicle.rarCertificate.pdfUrl}`);
    expect(direct.headers()['content-type']).toBe('application/pdf');
    expect(direct.headers()['content-disposition']).toBe('attachment; filename="certificat-rar-RO-AP-004217.pdf"');
    expect(direct.headers()['x-content-type-options']).toBe('nosniff');

    expect(await seriousViolations(visitor, '[data-testid="rar-certificate"]')).toEqual([]);

    // The seller, on the running listing, may replace it; the history then shows both.
    await seller.goto(`${scene.app.url}/vehicle/${vehicle.id}`);
    // Once the page has its live state it no longer renders anew under the form.
    await seller.locator('[data-live="synced"]').waitFor();
    const own = seller.getByRole('region', { name: 'Certificat RAR Auto-Pass' });
    await own.getByRole('button', { name: 'Înlocuiți certificatul' }).click();
    await field(own, 'Serie și număr').fill('RO AP 004300');
    await field(own, 'Data emiterii').fill(issuedAt);
    await own.getByRole('button', { name: 'Salvați certificatul' }).click();
    await expect.poll(() => own.getByText('RO AP 004300').count()).toBeGreaterThan(0);
    await expect.poll(() => own.getByText(/Înlocuit pe/).count()).toBe(1);
    expect(await own.getByText(/Adăugat pe/).count()).toBe(1);
    expect(await seriousViolations(seller, '[data-testid="rar-certificate"]')).toEqual([]);
  });
});
