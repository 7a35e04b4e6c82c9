import { existsSync, readdirSync } from 'node:fs';
import { listRarCertificates } from '@autolicit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, type TestAgent } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';
import { cleanAbandonedRarCertificatePdfs } from './clean-abandoned-rar-certificate-pdfs.service';
import { getRarCertificatesDir } from './rar-certificate-pdf.service';

let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let otherClient: TestAgent;

/** A small but real PDF: the header, one empty page, the trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n\u00e2\u00e3\u00cf\u00d3',
  'latin1',
);
/** The first bytes of a PNG: an image, whatever the file is called. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

function buildListing(overrides: Record<string, unknown> = {}) {
  return {
    make: 'Dacia',
    model: 'Logan',
    year: 2019,
    mileage: 80_000,
    vin: 'UU1LSDAAG12345678',
    condition: 'good',
    startingBid: '5000',
    auctionDays: '2',
    ...overrides,
  };
}

function listStoredPdfs(): string[] {
  const dir = getRarCertificatesDir(t.ctx);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function uploadPdf(client: TestAgent, bytes = PDF, name = 'certificat.pdf'): Promise<string> {
  const response = await client.post('/api/rar-certificate-files').attach('pdf', bytes, name);
  expect(response.status).toBe(201);
  return response.body.id;
}

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  const other = await createUser(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
  otherClient = await signIn(t.app, other.email);
});
afterAll(async () => t.close());

describe('RAR Auto-Pass certificate', () => {
  it('lists a vehicle with a certificate and its PDF; anyone downloads the same bytes as an attachment', async () => {
    const pdfUploadId = await uploadPdf(sellerClient);
    const created = await sellerClient
      .post('/api/vehicles')
      .send(buildListing({ rarCertificate: { number: 'ro  ap 000123', issuedAt: '2025-01-15', pdfUploadId } }));
    expect(created.status).toBe(201);
    expect(created.body.rarCertificate).toEqual({
      id: expect.any(String),
      number: 'RO AP 000123',
      issuedAt: '2025-01-15',
      pdfUrl: `/api/rar-certificates/${created.body.rarCertificate.id}/pdf`,
      updatedAt: expect.any(String),
    });

    const visitor = createClient(t.app);
    const page = await visitor.get(`/api/vehicles/${created.body.id}`);
    expect(page.body.rarCertificate).toEqual(created.body.rarCertificate);

    const download = await visitor.get(page.body.rarCertificate.pdfUrl).buffer(true);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="certificat-rar-RO-AP-000123.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
  });

  it('lists without a certificate: null on the vehicle, an empty history', async () => {
    const created = await sellerClient.post('/api/vehicles').send(buildListing());
    expect(created.status).toBe(201);
    expect(created.body.rarCertificate).toBeNull();
    const history = await createClient(t.app).get(`/api/vehicles/${created.body.id}/rar-certificates`);
    expect(history.body).toEqual({ certificates: [] });
  });

  it('refuses a PNG called .pdf (and sent as application/pdf) by its content, storing nothing', async () => {
    const before = listStoredPdfs();
    const response = await sellerClient
      .post('/api/rar-certificate-files')
      .attach('pdf', PNG, { filename: 'certificat.pdf', contentType: 'application/pdf' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      messageKey: 'rar.pdfInvalid',
      message: 'The certificate must be a PDF of up to 5 MB',
    });
    expect(listStoredPdfs()).toEqual(before);
  });

  it('refuses a PDF over 5 MB with 413, storing nothing', async () => {
    const before = listStoredPdfs();
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const response = await sellerClient.post('/api/rar-certificate-files').attach('pdf', big, 'mare.pdf');
    expect(response.status).toBe(413);
    expect(response.body.messageKey).toBe('rar.pdfInvalid');
    expect(listStoredPdfs()).toEqual(before);
  });

  it('refuses a signed-out upload', async () => {
    const response = await createClient(t.app).post('/api/rar-certificate-files').attach('pdf', PDF, 'c.pdf');
    expect(response.status).toBe(401);
  });

  it('lets the seller replace it while the auction runs; the history keeps both, newest first', async () => {
    const created = await sellerClient
      .post('/api/vehicles')
      .send(buildListing({ rarCertificate: { number: 'A 1', issuedAt: '2025-02-01' } }));
    const vehicleId = created.body.id as string;
    expect(created.body.rarCertificate.pdfUrl).toBeNull();

    const pdfUploadId = await uploadPdf(sellerClient);
    const replaced = await sellerClient
      .put(`/api/vehicles/${vehicleId}/rar-certificate`)
      .send({ number: 'B 2', issuedAt: '2025-03-01', pdfUploadId });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ number: 'B 2', issuedAt: '2025-03-01' });
    expect(replaced.body.pdfUrl).toMatch(/\/pdf$/);

    const history = await createClient(t.app).get(`/api/vehicles/${vehicleId}/rar-certificates`);
    expect(history.body.certificates.map((c: { number: string }) => c.number)).toEqual(['B 2', 'A 1']);
    const page = await createClient(t.app).get(`/api/vehicles/${vehicleId}`);
    expect(page.body.rarCertificate.number).toBe('B 2');

    // A PDF belongs to one version: claiming it again is refused, nothing is written.
    const again = await sellerClient
      .put(`/api/vehicles/${vehicleId}/rar-certificate`)
      .send({ number: 'C 3', issuedAt: '2025-03-02', pdfUploadId });
    expect(again.status).toBe(400);
    expect(again.body.messageKey).toBe('rar.pdfUnknown');
    expect(await listRarCertificates(t.ctx.db, vehicleId)).toHaveLength(2);
  });

  it('refuses anyone but the seller with 403 and someone else’s PDF as unknown', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const byOther = await otherClient
      .put(`/api/vehicles/${vehicle.id}/rar-certificate`)
      .send({ number: 'X 1', issuedAt: '2025-01-01' });
    expect(byOther.status).toBe(403);
    expect(byOther.body.messageKey).toBe('errors.forbidden');

    const othersPdf = await uploadPdf(otherClient);
    const withOthersPdf = await sellerClient
      .put(`/api/vehicles/${vehicle.id}/rar-certificate`)
      .send({ number: 'X 1', issuedAt: '2025-01-01', pdfUploadId: othersPdf });
    expect(withOthersPdf.status).toBe(400);
    expect(await listRarCertificates(t.ctx.db, vehicle.id)).toEqual([]);
  });

  it('answers 409 once the auction ended or was cancelled, and 401 signed out', async () => {
    const ended = await createVehicle(t.ctx, { sellerId: seller.id, status: 'ended' });
    const pastEnd = await createVehicle(t.ctx, { sellerId: seller.id, auctionEndTime: new Date(Date.now() - 1000) });
    const cancelled = await createVehicle(t.ctx, { sellerId: seller.id, status: 'cancelled' });
    for (const vehicle of [ended, pastEnd, cancelled]) {
      const response = await sellerClient
        .put(`/api/vehicles/${vehicle.id}/rar-certificate`)
        .send({ number: 'X 1', issuedAt: '2025-01-01' });
      expect(response.status, vehicle.status).toBe(409);
      expect(response.body.messageKey).toBe('bid.notActive');
    }
    const signedOut = await createClient(t.app)
      .put(`/api/vehicles/${ended.id}/rar-certificate`)
      .send({ number: 'X 1', issuedAt: '2025-01-01' });
    expect(signedOut.status).toBe(401);
  });

  it('refuses a future issue date with the field named', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const response = await sellerClient
      .put(`/api/vehicles/${vehicle.id}/rar-certificate`)
      .send({ number: 'X 1', issuedAt: '2099-01-01' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ messageKey: 'rar.issuedAtInvalid', field: 'issuedAt' });
  });

  it('filters the browse search with hasRarCertificate=true', async () => {
    const make = `Rar${Date.now()}`;
    const withCertificate = await sellerClient
      .post('/api/vehicles')
      .send(buildListing({ make, rarCertificate: { number: 'F 1', issuedAt: '2025-01-01' } }));
    const without = await sellerClient.post('/api/vehicles').send(buildListing({ make }));
    const ids = async (query: string) =>
      ((await createClient(t.app).get(`/api/vehicles?make=${make}${query}`)).body as { id: string }[])
        .map((v) => v.id)
        .sort();
    expect(await ids('&hasRarCertificate=true')).toEqual([withCertificate.body.id]);
    expect(await ids('&hasRarCertificate=false')).toEqual([withCertificate.body.id, without.body.id].sort());
    expect((await createClient(t.app).get('/api/vehicles?hasRarCertificate=yes')).status).toBe(400);
  });

  it('removes a PDF no certificate claimed after a day, and keeps claimed ones', async () => {
    const abandoned = await uploadPdf(sellerClient);
    const before = listStoredPdfs();
    t.clock.set(new Date(Date.now() + 25 * 60 * 60 * 1000));
    try {
      expect(await cleanAbandonedRarCertificatePdfs(t.ctx)).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.reset();
    }
    const after = listStoredPdfs();
    expect(after.length).toBeLessThan(before.length);
    // Every claimed PDF (the listings above) still downloads.
    const page = await sellerClient.get('/api/vehicles?hasRarCertificate=true&limit=100');
    for (const vehicle of page.body as { id: string }[]) {
      const full = await createClient(t.app).get(`/api/vehicles/${vehicle.id}`);
      if (full.body.rarCertificate?.pdfUrl)
        expect((await createClient(t.app).get(full.body.rarCertificate.pdfUrl)).status).toBe(200);
    }
    const reuse = await sellerClient
      .put(`/api/vehicles/${(page.body as { id: string }[])[0]!.id}/rar-certificate`)
      .send({ number: 'Z 9', issuedAt: '2025-01-01', pdfUploadId: abandoned });
    expect(reuse.body.messageKey).toBe('rar.pdfUnknown');
  });
});
