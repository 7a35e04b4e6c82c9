import { listPushDevices } from '@autolicit/db';
import { type LocalPushService, startLocalPushService } from '@autolicit/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

let t: TestContext;
let pushService: LocalPushService;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  pushService = await startLocalPushService(inject('loopbackTls'));
  t = createTestContext({ env: { PUSH_ALLOWED_ENDPOINT_ORIGINS: pushService.origin } });
  await t.startPushWorker();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const receivedBy = (endpoint: string) =>
  pushService.received.filter((push) => endpoint.endsWith(`/push/${push.subscriptionId}`));

describe('the VAPID public key', () => {
  it('is public, and is the key the pushes are signed with', async () => {
    const response = await createClient(t.app).get('/api/push/vapid-public-key');
    expect(response.status).toBe(200);
    expect(response.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(response.body.publicKey).toBe(t.ctx.config.push?.vapid.publicKey);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('needs a signed-in user', async () => {
    const response = await createClient(t.app).post('/api/push/subscriptions').send(pushService.subscribe());
    expect(response.status).toBe(401);
  });

  it('stores the device under the user, named after its browser, and lists it to its owner only', async () => {
    const owner = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const client = await signIn(t.app, owner.email);
    const response = await client
      .post('/api/push/subscriptions')
      .set('User-Agent', ANDROID_CHROME)
      .send({ ...pushService.subscribe(), language: 'en' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ label: 'Chrome · Android', language: 'en', lastSuccessAt: null });
    const listed = await client.get('/api/push/subscriptions');
    expect(listed.body.devices).toEqual([response.body]);
    // Neither the endpoint nor the keys are ever sent back.
    expect(JSON.stringify(listed.body)).not.toMatch(/endpoint|p256dh|auth/);
    const otherClient = await signIn(t.app, other.email);
    expect((await otherClient.get('/api/push/subscriptions')).body.devices).toEqual([]);
    expect((await otherClient.delete(`/api/push/subscriptions/${response.body.id}`)).status).toBe(404);
    expect(await listPushDevices(t.ctx.db, owner.id)).toHaveLength(1);
    expect((await client.delete(`/api/push/subscriptions/${response.body.id}`)).status).toBe(204);
    expect(await listPushDevices(t.ctx.db, owner.id)).toHaveLength(0);
  });

  it.each([
    ['an origin not on the list', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['plain http', () => pushService.subscribe().endpoint.replace('https:', 'http:')],
    ['another port of the allowed host', () => pushService.subscribe().endpoint.replace(/:(\d+)\//, ':1/')],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['credentials in the URL', () => pushService.subscribe().endpoint.replace('https://', 'https://user:pw@')],
  ])('refuses %s as an endpoint: our workers would send requests there', async (_case, endpoint) => {
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    const response = await client
      .post('/api/push/subscriptions')
      .send({ ...pushService.subscribe(), endpoint: typeof endpoint === 'function' ? endpoint() : endpoint });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Push notifications are accepted only from the browsers' push services (https)");
    expect(await listPushDevices(t.ctx.db, user.id)).toEqual([]);
  });

  it.each([
    ['no keys', { keys: undefined }],
    ['a p256dh that is not a P-256 point', { keys: { p256dh: 'AAAA', auth: 'x'.repeat(22) } }],
    ['an auth secret of the wrong size', { keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'short' } }],
  ])('refuses a subscription with %s', async (_case, change) => {
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    const response = await client.post('/api/push/subscriptions').send({ ...pushService.subscribe(), ...change });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Invalid push subscription/);
  });

  it('moves a device to the account that subscribed it last', async () => {
    const first = await createUser(t.ctx);
    const second = await createUser(t.ctx);
    const subscription = pushService.subscribe();
    await (await signIn(t.app, first.email)).post('/api/push/subscriptions').send(subscription).expect(201);
    await (await signIn(t.app, second.email)).post('/api/push/subscriptions').send(subscription).expect(201);
    expect(await listPushDevices(t.ctx.db, first.id)).toEqual([]);
    expect(await listPushDevices(t.ctx.db, second.id)).toHaveLength(1);
  });

  it('removes every device of the user who signs out everywhere', async () => {
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    await client.post('/api/push/subscriptions').send(pushService.subscribe()).expect(201);
    await client.post('/api/push/subscriptions').send(pushService.subscribe()).expect(201);
    expect(await listPushDevices(t.ctx.db, user.id)).toHaveLength(2);
    await client.post('/api/auth/logout-everywhere').expect(200);
    expect(await listPushDevices(t.ctx.db, user.id)).toEqual([]);
  });
});

describe('an outbid notice by push', () => {
  it('reaches the outbid bidder within 2 s, encrypted to their device, in Romanian, with the vehicle link', async () => {
    const seller = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      reservePrice: '25000.00',
      make: 'Dacia',
      model: 'Duster',
      year: 2021,
    });
    const aClient = await signIn(t.app, a.email);
    const bClient = await signIn(t.app, b.email);
    const aDevice = pushService.subscribe();
    const bDevice = pushService.subscribe();
    await aClient.post('/api/push/subscriptions').send(aDevice).expect(201);
    await bClient.post('/api/push/subscriptions').send(bDevice).expect(201);
    await aClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '10100', maxAmount: '12000' }).expect(201);

    const outbidAt = Date.now();
    await bClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '13000' }).expect(201);
    const [push] = await waitFor(() =>
      receivedBy(aDevice.endpoint).length > 0 ? receivedBy(aDevice.endpoint) : undefined,
    );
    expect(push!.receivedAt - outbidAt).toBeLessThan(2000);
    expect(push!.payload).toEqual({
      kind: 'bid-outbid',
      vehicleId: vehicle.id,
      title: 'Oferta dvs. a fost depășită',
      body: '2021 Dacia Duster: oferta curentă este 13.000 €. Atingeți pentru a licita din nou.',
      url: `/vehicle/${vehicle.id}`,
      tag: `bid-outbid:${vehicle.id}`,
      sentAt: expect.any(String),
    });
    // Never A's maximum, never the reserve.
    expect(JSON.stringify(push!.payload)).not.toMatch(/12000|12\.000|25000|25\.000/);
    expect(push!.headers.urgency).toBe('high');
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const secondsLeft = (vehicle.auctionEndTime.getTime() - outbidAt) / 1000;
    expect(push!.headers.ttl).toBeGreaterThan(0);
    expect(push!.headers.ttl).toBeLessThanOrEqual(Math.ceil(secondsLeft));
    expect(push!.vapid.publicKey).toBe(t.ctx.config.push?.vapid.publicKey);
    expect(push!.vapid.aud).toBe(pushService.origin);
    // The bidder who leads is told nothing.
    expect(receivedBy(bDevice.endpoint)).toEqual([]);
    await waitFor(async () => ((await listPushDevices(t.ctx.db, a.id))[0]?.lastSuccessAt ? true : undefined));
    expect(pushService.refused).toEqual([]);
  });

  it("writes in each device's language", async () => {
    const seller = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '5000.00',
      make: 'Audi',
      model: 'A4',
      year: 2019,
    });
    const aClient = await signIn(t.app, a.email);
    const device = pushService.subscribe();
    await aClient
      .post('/api/push/subscriptions')
      .send({ ...device, language: 'en' })
      .expect(201);
    await aClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '5100' }).expect(201);
    await (await signIn(t.app, b.email)).post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '5200' }).expect(201);
    const [push] = await waitFor(() =>
      receivedBy(device.endpoint).length > 0 ? receivedBy(device.endpoint) : undefined,
    );
    expect(push!.payload).toMatchObject({
      title: 'You have been outbid',
      body: '2019 Audi A4: the current bid is €5,200. Tap to bid again.',
    });
  });

  it('removes a device whose push service says it is gone (410), and keeps serving the others', async () => {
    const seller = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '7000.00' });
    const aClient = await signIn(t.app, a.email);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    await aClient.post('/api/push/subscriptions').send(phone).expect(201);
    await aClient.post('/api/push/subscriptions').send(laptop).expect(201);
    pushService.answer(phone.endpoint, 410);
    await aClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7100' }).expect(201);
    await (await signIn(t.app, b.email)).post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7200' }).expect(201);
    await waitFor(() => (receivedBy(laptop.endpoint).length > 0 ? true : undefined));
    await waitFor(async () => ((await listPushDevices(t.ctx.db, a.id)).length === 1 ? true : undefined));
    expect(receivedBy(phone.endpoint)).toEqual([]);
  });

  it('retries only the devices whose push service failed for a while (5xx)', async () => {
    const seller = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '8000.00' });
    const aClient = await signIn(t.app, a.email);
    const phone = pushService.subscribe();
    const laptop = pushService.subscribe();
    await aClient.post('/api/push/subscriptions').send(phone).expect(201);
    await aClient.post('/api/push/subscriptions').send(laptop).expect(201);
    pushService.answer(phone.endpoint, 503);
    await aClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '8100' }).expect(201);
    await (await signIn(t.app, b.email)).post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '8200' }).expect(201);
    await waitFor(() => (receivedBy(laptop.endpoint).length > 0 ? true : undefined));
    pushService.answer(phone.endpoint, 201);
    // BullMQ retries after its backoff (2 s): the phone gets the notice, the laptop not a second one.
    await waitFor(() => (receivedBy(phone.endpoint).length > 0 ? true : undefined), 10_000);
    expect(receivedBy(laptop.endpoint)).toHaveLength(1);
    expect(receivedBy(phone.endpoint)).toHaveLength(1);
  });
});
