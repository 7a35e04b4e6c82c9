import { insertSales } from '@autolicit/db';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { type TestAgent, createClient, signIn, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

/** The sale's PDF summary: read back as text, in both languages, by its parties only. */
let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let buyerClient: TestAgent;
let saleId: string;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx, { firstName: 'Vasile', lastName: 'Țăranu', phone: '0722000111' });
  buyer = await createUser(t.ctx, { firstName: 'Ana', lastName: 'Ștefănescu', phone: null });
  [sellerClient, buyerClient] = await Promise.all([signIn(t.app, seller.email), signIn(t.app, buyer.email)]);
  const vehicle = await createVehicle(t.ctx, {
    sellerId: seller.id,
    make: 'Škoda',
    model: 'Octavia',
    year: 2019,
    vin: 'TMBJJ7NE8K0123456',
    mileage: 91_500,
    status: 'sold',
    currentBid: '15300.00',
    bidCount: 3,
    highBidderId: buyer.id,
  });
  saleId = (
    await insertSales(t.ctx.db, [
      {
        vehicleId: vehicle.id,
        buyerId: buyer.id,
        sellerId: seller.id,
        finalPrice: '15300.00',
        fee: '350.00',
        paymentStatus: 'pending',
        createdAt: new Date('2026-11-20T14:30:00.000Z'),
      },
    ])
  )[0]!.id;
});
afterAll(async () => t.close());

async function download(client: TestAgent, query = '') {
  return client
    .get(`/api/transactions/${saleId}/summary.pdf${query}`)
    .buffer(true)
    .parse((res, callback) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => callback(null, Buffer.concat(chunks)));
    });
}

async function textOf(pdf: Buffer): Promise<string> {
  const task = getDocument({ data: new Uint8Array(pdf), useSystemFonts: false });
  const document = await task.promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await task.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('the sale summary PDF', () => {
  it('gives the buyer the sale in Romanian, diacritics intact, as a download', async () => {
    const response = await download(buyerClient);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="vanzare-2019-koda-octavia-[0-9a-f]{8}\.pdf"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const text = await textOf(response.body as Buffer);
    for (const expected of [
      'Rezumatul vânzării',
      '2019 Škoda Octavia',
      'TMBJJ7NE8K0123456',
      '91.500 km',
      'Preț final',
      '15.300 €',
      'Comision de licitație',
      '350 €',
      '15.650 €',
      'În așteptare',
      'Vasile Țăranu',
      '0722000111',
      'Ana Ștefănescu',
      'nespecificat',
      '20 noiembrie 2026',
      '27 noiembrie 2026', // sold at 16:30 Bucharest time; due 7 days later
    ])
      expect(text).toContain(expected.replace(/\s+/g, ' '));
    // A long address may wrap inside its column; it is all there.
    for (const email of [seller.email, buyer.email]) expect(text.replace(/\s/g, '')).toContain(email);
  });

  it('gives the seller the same sale in English when asked', async () => {
    const response = await download(sellerClient, '?lang=en');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="sale-2019-koda-octavia-');
    const text = await textOf(response.body as Buffer);
    for (const expected of [
      'Sale summary',
      'Final price',
      'Auction fee',
      'Total payable by the buyer',
      '€15,650',
      'Pending',
      'Ana Ștefănescu',
      'not given',
      '20 November 2026',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is for the two parties and acting admins only', async () => {
    const stranger = await signIn(t.app, (await createUser(t.ctx)).email);
    const refused = await stranger.get(`/api/transactions/${saleId}/summary.pdf`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Transaction not found');
    expect((await createClient(t.app).get(`/api/transactions/${saleId}/summary.pdf`)).status).toBe(401);
    expect((await buyerClient.get(`/api/transactions/${saleId}/summary.pdf?lang=de`)).status).toBe(400);
    const admin = await signInAdmin(t.app, await createAdmin(t.ctx));
    expect((await download(admin)).status).toBe(200);
  });
});
