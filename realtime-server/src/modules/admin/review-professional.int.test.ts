import { insertProfessionalProfile, listAuditEvents } from '@autolicit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories';
import { type TestAgent, createClient, signIn, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

/** Traders' verification through the API on real PostgreSQL and Redis. */
let t: TestContext;
let adminClient: TestAgent;

beforeAll(async () => {
  t = createTestContext();
  adminClient = await signInAdmin(t.app, await createAdmin(t.ctx));
});
afterAll(async () => t.close());

async function createTrader(vatNumber = 'RO14399840') {
  const user = await createUser(t.ctx, { role: 'dealer', firstName: 'Radu', lastName: 'Marin' });
  await insertProfessionalProfile(t.ctx.db, {
    userId: user.id,
    vatNumber,
    country: 'RO',
    companyName: 'Auto Radu SRL',
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
  return { user, client: await signIn(t.app, user.email) };
}

const listing = (sellerType: 'individual' | 'business') => ({
  make: 'Skoda',
  model: 'Octavia',
  year: 2019,
  mileage: 90_000,
  vin: 'TMBJJ7NE8K0123456',
  condition: 'good',
  startingBid: '9000',
  auctionDays: '2',
  sellerType,
  ...(sellerType === 'business' ? { companyName: 'Auto Radu SRL', companyCui: 'RO14399840' } : {}),
});

describe('verifying traders', () => {
  it('lists pending traders with the checks, keeps a pending dealer from listing as a business, and approves them', async () => {
    const trader = await createTrader();
    const pending = await adminClient.get('/api/admin/professionals?status=pending');
    expect(pending.status).toBe(200);
    expect(pending.body.find((p: { userId: string }) => p.userId === trader.user.id)).toMatchObject({
      companyName: 'Auto Radu SRL',
      vatNumber: 'RO14399840',
      vatFormatValid: true,
      cuiCheckDigitValid: true,
      verificationStatus: 'pending',
      phone: '0744000333',
    });

    const refused = await trader.client.post('/api/vehicles').send(listing('business'));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only a verified dealer can list as a business. Your account is awaiting verification',
    );
    expect((await trader.client.post('/api/vehicles').send(listing('individual'))).status).toBe(201);

    expect((await adminClient.post(`/api/admin/professionals/${trader.user.id}/approve`).send({})).status).toBe(200);
    expect((await adminClient.post(`/api/admin/professionals/${trader.user.id}/approve`).send({})).status).toBe(409);
    const business = await trader.client.post('/api/vehicles').send(listing('business'));
    expect(business.status).toBe(201);
    expect((await trader.client.get('/api/auth/user')).body.verificationStatus).toBe('verified');
    // Every visitor of the vehicle page sees "Dealer verificat"; a private listing never says it.
    const visitor = createClient(t.app);
    expect((await visitor.get(`/api/vehicles/${business.body.id}`)).body).toMatchObject({
      sellerType: 'business',
      sellerVerifiedDealer: true,
      companyCui: null,
    });
    const individual = await trader.client.post('/api/vehicles').send(listing('individual'));
    expect((await visitor.get(`/api/vehicles/${individual.body.id}`)).body.sellerVerifiedDealer).toBe(false);
    await waitFor(
      async () =>
        (await t.ctx.queues.notifications.getJob(`trader-reviewed-${trader.user.id}`)) !== undefined || undefined,
    );
    const audit = await listAuditEvents(t.ctx.db, { limit: 5, userId: trader.user.id });
    expect(audit.find((e) => e.event === 'admin.trader-approved')).toBeTruthy();
  });

  it('rejects with a reason, shows a bad CUI check digit, and only to acting admins', async () => {
    const trader = await createTrader('RO14399841');
    const row = (await adminClient.get('/api/admin/professionals')).body.find(
      (p: { userId: string }) => p.userId === trader.user.id,
    );
    expect(row).toMatchObject({ vatFormatValid: true, cuiCheckDigitValid: false });
    expect((await trader.client.get('/api/admin/professionals')).status).toBe(403);
    const short = await adminClient.post(`/api/admin/professionals/${trader.user.id}/reject`).send({ reason: 'nu' });
    expect(short.status).toBe(400);
    const rejected = await adminClient
      .post(`/api/admin/professionals/${trader.user.id}/reject`)
      .send({ reason: 'CUI-ul nu este valid' });
    expect(rejected.status).toBe(200);
    const list = (await adminClient.get('/api/admin/professionals?status=rejected')).body;
    expect(list.find((p: { userId: string }) => p.userId === trader.user.id)).toMatchObject({
      verificationStatus: 'rejected',
      rejectionReason: 'CUI-ul nu este valid',
    });
    expect((await trader.client.post('/api/vehicles').send(listing('business'))).status).toBe(403);
    const ordinary = await createUser(t.ctx);
    expect((await adminClient.post(`/api/admin/professionals/${ordinary.id}/approve`).send({})).status).toBe(404);
  });
});
