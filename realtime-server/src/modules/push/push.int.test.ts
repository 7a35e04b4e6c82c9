import { randomUUID } from 'node:crypto';
import { findAuctionState, listPushDevices, moveAuctionEnd } from '@autolicit/db';
import { closeAuctionIfDue, createWebPushSender } from '@autolicit/jobs';
import type { PushPayload } from '@autolicit/shared';
import { pushJobIds, scheduleEndingReminders } from '@autolicit/messaging';
import { type LocalPushService, startLocalPushService } from '@autolicit/test-support';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn } from '../../test/http-client';
import { type PushScene, startPushScene } from '../../test/push-scene';
import type { TestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

let scene: PushScene;
let t: TestContext;
let pushService: LocalPushService;

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

beforeAll(async () => {
  scene = await startPushScene();
  ({ t, pushService } = scene);
});
afterAll(() => scene.close());

const receivedBy = (endpoint: string) => scene.receivedBy(endpoint);
/** The first push of one kind to a device, waited for. */
const firstOfKind = (endpoint: string, kind: string) =>
  waitFor(() => receivedBy(endpoint).find((push) => (push.payload as PushPayload).kind === kind));

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
  it('reaches the outbid bidder within 2 s, encrypted to their device, in Romanian, with the raise-maximum link when their maximum was beaten', async () => {
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
      title: 'Oferta dvs. maximă a fost depășită',
      body: '2021 Dacia Duster: oferta curentă este 13.000 €, peste oferta dvs. maximă. Atingeți pentru a o mări.',
      url: `/vehicle/${vehicle.id}#raise-max`,
      tag: `bid-outbid:${vehicle.id}`,
      sentAt: expect.any(String),
      language: 'ro',
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

  it('reaches the bidder beaten by an automatic bid, with the price it set and never the maximum behind it', async () => {
    const seller = await createUser(t.ctx);
    const a = await createUser(t.ctx);
    const b = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '10000.00',
      make: 'Volkswagen',
      model: 'Golf',
      year: 2020,
    });
    const aClient = await signIn(t.app, a.email);
    const aDevice = pushService.subscribe();
    await aClient.post('/api/push/subscriptions').send(aDevice).expect(201);
    await aClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '10100' }).expect(201);

    // B only sets a maximum: the platform bids for B the least that beats A.
    const automatic = await (await signIn(t.app, b.email))
      .post(`/api/vehicles/${vehicle.id}/bids`)
      .send({ maxAmount: '15000' })
      .expect(201);
    expect(automatic.body.bid).toMatchObject({ amount: '10200.00', isAutomatic: true });
    const push = await firstOfKind(aDevice.endpoint, 'bid-outbid');
    expect(push.payload).toEqual({
      kind: 'bid-outbid',
      vehicleId: vehicle.id,
      title: 'Oferta dvs. a fost depășită',
      body: '2020 Volkswagen Golf: oferta curentă este 10.200 €. Atingeți pentru a licita din nou.',
      url: `/vehicle/${vehicle.id}`,
      tag: `bid-outbid:${vehicle.id}`,
      sentAt: expect.any(String),
      language: 'ro',
    });
    // B's maximum is B's alone.
    expect(JSON.stringify(push.payload)).not.toMatch(/15000|15\.000/);
    expect(receivedBy(aDevice.endpoint)).toHaveLength(1);
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
      language: 'en',
      title: 'You have been outbid',
      body: '2019 Audi A4: the current bid is €5,200. Tap to bid again.',
      url: `/vehicle/${vehicle.id}`,
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

describe('a push service that answers with a redirect', () => {
  it.each([301, 302, 307, 308])(
    '%i: the send is refused, and the redirect target never hears of it',
    async (status) => {
      // Another host, off the allow-list: following the redirect would send our request where no user may point it.
      const elsewhere = await startLocalPushService(inject('loopbackTls'));
      onTestFinished(() => elsewhere.close());
      const target = elsewhere.subscribe();
      const device = pushService.subscribe();
      pushService.answer(device.endpoint, status, { Location: target.endpoint });
      const sender = createWebPushSender(t.ctx.config.push!);
      onTestFinished(() => sender.close());
      const vehicleId = randomUUID();

      const outcome = await sender.send(
        {
          id: randomUUID(),
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          language: 'ro',
        },
        {
          kind: 'bid-outbid',
          vehicleId,
          title: 'Oferta dvs. a fost depășită',
          body: '2021 Dacia Duster: oferta curentă este 13.000 €.',
          url: `/vehicle/${vehicleId}`,
          tag: `bid-outbid:${vehicleId}`,
          sentAt: new Date().toISOString(),
          language: 'ro',
        },
        { ttlSeconds: 60, urgency: 'high', topic: 'redirect-test' },
      );

      expect(outcome).toMatchObject({ result: 'refused', status });
      const devicePath = new URL(device.endpoint).pathname;
      expect(pushService.requests.filter((request) => request.path === devicePath)).toEqual([
        { method: 'POST', path: devicePath },
      ]);
      expect(elsewhere.requests).toEqual([]);
    },
  );
});

describe('a sale by push', () => {
  it('tells the buyer they won (with the total to pay), the seller it sold, and the leader it was bought', async () => {
    const seller = await createUser(t.ctx);
    const leader = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '20000.00',
      buyNowPrice: '32000.00',
      make: 'Skoda',
      model: 'Octavia',
      year: 2020,
    });
    const devices = {
      seller: pushService.subscribe(),
      leader: pushService.subscribe(),
      buyer: pushService.subscribe(),
    };
    const sellerClient = await signIn(t.app, seller.email);
    const leaderClient = await signIn(t.app, leader.email);
    const buyerClient = await signIn(t.app, buyer.email);
    await sellerClient.post('/api/push/subscriptions').send(devices.seller).expect(201);
    await leaderClient
      .post('/api/push/subscriptions')
      .send({ ...devices.leader, language: 'en' })
      .expect(201);
    await buyerClient.post('/api/push/subscriptions').send(devices.buyer).expect(201);
    await leaderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '20100' }).expect(201);
    await buyerClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '32000' }).expect(201);

    const [won, sold, bought] = await Promise.all([
      firstOfKind(devices.buyer.endpoint, 'auction-won'),
      firstOfKind(devices.seller.endpoint, 'listing-sold'),
      firstOfKind(devices.leader.endpoint, 'bid-outbid-by-purchase'),
    ]);
    expect(won.payload).toMatchObject({
      kind: 'auction-won',
      title: 'Ați câștigat licitația',
      body: '2020 Skoda Octavia: 32.000 € + comision 520 € = 32.520 € de plată în 7 zile. Pașii următori, în panoul dvs.',
      url: `/vehicle/${vehicle.id}`,
    });
    expect(won.headers.urgency).toBe('normal');
    expect(sold.payload).toMatchObject({
      kind: 'listing-sold',
      body: '2020 Skoda Octavia s-a vândut cu 32.000 €. Datele cumpărătorului sunt în panoul dvs.',
    });
    expect(bought.payload).toMatchObject({
      kind: 'bid-outbid-by-purchase',
      title: 'Bought by another bidder',
      body: '2020 Skoda Octavia was bought at its Buy Now price (€32,000). The auction has ended.',
    });
    // Never the buyer's sale details (the 520 € fee) to anyone else. The ids and links are left out
    // of the check: a random UUID may hold "520".
    const shownText = (payload: unknown) => {
      const { vehicleId: _id, url: _url, tag: _tag, ...text } = payload as PushPayload;
      return JSON.stringify(text);
    };
    expect(shownText(sold.payload)).not.toContain('520');
    expect(shownText(bought.payload)).not.toContain('520');
    expect(receivedBy(devices.buyer.endpoint)).toHaveLength(1);
    // The leader's "not won" replaces the "bought by another bidder" still on screen (same tag).
    const lost = await firstOfKind(devices.leader.endpoint, 'auction-lost');
    expect(lost.payload).toMatchObject({
      title: 'You did not win the auction',
      body: '2020 Skoda Octavia sold for €32,000 to another bidder.',
      tag: `bid-outbid-by-purchase:${vehicle.id}`,
    });
    expect(lost.headers.topic).toBe(bought.headers.topic);
  });
});

describe("a seller's listing by push", () => {
  it('tells the seller of a new high bid and, once, of the reserve met, never the reserve itself', async () => {
    const seller = await createUser(t.ctx);
    const bidders = [await createUser(t.ctx), await createUser(t.ctx)];
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '4000.00',
      reservePrice: '4850.00',
      make: 'Dacia',
      model: 'Logan',
      year: 2021,
    });
    const device = pushService.subscribe();
    const sellerClient = await signIn(t.app, seller.email);
    await sellerClient.post('/api/push/subscriptions').send(device).expect(201);
    const [first, second] = [await signIn(t.app, bidders[0]!.email), await signIn(t.app, bidders[1]!.email)];

    await first.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '4100' }).expect(201);
    const newBid = await firstOfKind(device.endpoint, 'listing-bid');
    expect(newBid.payload).toMatchObject({
      title: 'Ofertă nouă pentru vehiculul dvs.',
      body: '2021 Dacia Logan: oferta curentă este 4.100 €.',
      url: `/vehicle/${vehicle.id}`,
    });
    expect(newBid.headers.urgency).toBe('normal');

    await second.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '5000' }).expect(201);
    const reserve = await firstOfKind(device.endpoint, 'reserve-met');
    expect(reserve.payload).toMatchObject({
      title: 'Prețul de rezervă a fost atins',
      body: '2021 Dacia Logan: oferta curentă este 5.000 €. La final, vehiculul se vinde celui mai mare ofertant.',
    });
    await first.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '5200' }).expect(201);
    await waitFor(
      () =>
        receivedBy(device.endpoint).some((push) => (push.payload as PushPayload).body.includes('5.200 €')) || undefined,
    );
    expect(
      receivedBy(device.endpoint).filter((push) => (push.payload as PushPayload).kind === 'reserve-met'),
    ).toHaveLength(1);
    expect(JSON.stringify(receivedBy(device.endpoint).map((push) => push.payload))).not.toContain('4.850');
  });

  it('switched off, sends nothing for new bids', async () => {
    const seller = await createUser(t.ctx);
    const bidder = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '4000.00' });
    const device = pushService.subscribe();
    const sellerClient = await signIn(t.app, seller.email);
    await sellerClient.post('/api/push/subscriptions').send(device).expect(201);
    await sellerClient
      .put('/api/notification-preferences')
      .send({ 'listing-bid': { push: false } })
      .expect(200);
    const bidderClient = await signIn(t.app, bidder.email);
    await bidderClient.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '4100' }).expect(201);
    // One read of the job: its state and its return value as of the same moment.
    const job = await waitFor(async () => {
      const queued = await t.ctx.queues.push.getJob(pushJobIds.listingBid(vehicle.id, 1));
      return queued?.finishedOn ? queued : undefined;
    });
    expect(job.returnvalue).toBe('skipped: listing-bid pushes are switched off');
    expect(receivedBy(device.endpoint)).toEqual([]);
  });
});

describe('the end of an auction by push', () => {
  it('tells the bidders they did not win, the highest that the seller may still accept, and the seller it did not sell', async () => {
    const seller = await createUser(t.ctx);
    const [leader, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const end = new Date(Date.now() + 60_000);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      auctionEndTime: end,
      startingBid: '7000.00',
      reservePrice: '9000.00',
      make: 'Renault',
      model: 'Clio',
      year: 2017,
    });
    const devices = {
      seller: pushService.subscribe(),
      leader: pushService.subscribe(),
      other: pushService.subscribe(),
    };
    const clients = {
      seller: await signIn(t.app, seller.email),
      leader: await signIn(t.app, leader.email),
      other: await signIn(t.app, other.email),
    };
    await clients.seller.post('/api/push/subscriptions').send(devices.seller).expect(201);
    await clients.leader.post('/api/push/subscriptions').send(devices.leader).expect(201);
    await clients.other
      .post('/api/push/subscriptions')
      .send({ ...devices.other, language: 'en' })
      .expect(201);
    await clients.other.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7100' }).expect(201);
    await clients.leader.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '7500' }).expect(201);
    // The bids' anti-sniping may have moved the end: close after the end as it stands.
    const closing = await findAuctionState(t.ctx.db, vehicle.id);
    t.clock.set(new Date(closing!.auctionEndTime.getTime() + 1000));
    onTestFinished(() => t.clock.reset());
    expect(await closeAuctionIfDue(t.ctx, vehicle.id)).toMatchObject({ outcome: 'closed-ended' });

    const [toLeader, toOther, toSeller] = await Promise.all([
      firstOfKind(devices.leader.endpoint, 'auction-lost'),
      firstOfKind(devices.other.endpoint, 'auction-lost'),
      firstOfKind(devices.seller.endpoint, 'listing-unsold'),
    ]);
    expect(toLeader.payload).toMatchObject({
      title: 'Licitația s-a încheiat fără vânzare',
      body: '2017 Renault Clio: prețul de rezervă nu a fost atins. Vânzătorul poate accepta oferta dvs. de 7.500 € în următoarele 48 de ore.',
    });
    expect(toOther.payload).toMatchObject({
      title: 'The auction ended without a sale',
      body: '2017 Renault Clio: the reserve price was not met.',
    });
    expect(toSeller.payload).toMatchObject({
      title: 'Licitația s-a încheiat fără vânzare',
      body: '2017 Renault Clio: cea mai mare ofertă, de 7.500 €, nu a atins prețul de rezervă. O puteți accepta din panoul de control în următoarele 48 de ore.',
    });
    for (const device of Object.values(devices))
      expect(JSON.stringify(receivedBy(device.endpoint).map((push) => push.payload))).not.toContain('9.000');

    // The seller accepts the highest bid after all: the other bidder hears it sold; nobody hears "ended" again.
    await clients.seller.post(`/api/vehicles/${vehicle.id}/accept-highest-bid`).expect(200);
    const sold = await waitFor(() =>
      receivedBy(devices.other.endpoint).find(
        (push) => (push.payload as PushPayload).title === 'You did not win the auction',
      ),
    );
    expect((sold.payload as PushPayload).body).toBe('2017 Renault Clio sold for €7,500 to another bidder.');
    await firstOfKind(devices.leader.endpoint, 'auction-won');
    expect(
      receivedBy(devices.leader.endpoint).filter((push) => (push.payload as PushPayload).kind === 'auction-lost'),
    ).toHaveLength(1);
    expect(
      receivedBy(devices.seller.endpoint).filter((push) => (push.payload as PushPayload).kind === 'listing-unsold'),
    ).toHaveLength(1);
  });
});

describe('reminders before the end by push', () => {
  it('reach the watchers and bidders (never the seller) 2 minutes before the end, as each chose', async () => {
    const seller = await createUser(t.ctx);
    const watcher = await createUser(t.ctx);
    const bidder = await createUser(t.ctx);
    const quiet = await createUser(t.ctx);
    const end = new Date(Date.now() + 2 * 60_000 + 3_000);
    const vehicle = await createVehicle(t.ctx, {
      sellerId: seller.id,
      startingBid: '4000.00',
      auctionEndTime: end,
      make: 'Ford',
      model: 'Focus',
      year: 2018,
    });
    const devices = {
      seller: pushService.subscribe(),
      watcher: pushService.subscribe(),
      bidder: pushService.subscribe(),
      quiet: pushService.subscribe(),
    };
    const clients = {
      seller: await signIn(t.app, seller.email),
      watcher: await signIn(t.app, watcher.email),
      bidder: await signIn(t.app, bidder.email),
      quiet: await signIn(t.app, quiet.email),
    };
    await clients.seller.post('/api/push/subscriptions').send(devices.seller).expect(201);
    await clients.watcher.post('/api/push/subscriptions').send(devices.watcher).expect(201);
    await clients.bidder
      .post('/api/push/subscriptions')
      .send({ ...devices.bidder, language: 'en' })
      .expect(201);
    await clients.quiet.post('/api/push/subscriptions').send(devices.quiet).expect(201);
    await clients.watcher.post('/api/watchlist').send({ vehicleId: vehicle.id }).expect(201);
    await clients.quiet.post('/api/watchlist').send({ vehicleId: vehicle.id }).expect(201);
    await clients.seller.post('/api/watchlist').send({ vehicleId: vehicle.id });
    await clients.quiet
      .put('/api/notification-preferences')
      .send({ 'reminder-2m': { push: false } })
      .expect(200);
    await clients.bidder.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '4100' }).expect(201);

    await scheduleEndingReminders(t.ctx.queues.push, vehicle.id, end, new Date());
    const first = (endpoint: string) =>
      waitFor(() => (receivedBy(endpoint).length > 0 ? receivedBy(endpoint)[0] : undefined), 15_000);
    const [toWatcher, toBidder] = await Promise.all([first(devices.watcher.endpoint), first(devices.bidder.endpoint)]);
    expect(toWatcher.payload).toMatchObject({
      kind: 'ending-reminder',
      title: 'Licitația se încheie în 2 min',
      body: '2018 Ford Focus: oferta curentă este 4.100 €.',
      url: `/vehicle/${vehicle.id}`,
    });
    expect(toBidder.payload).toMatchObject({ title: 'The auction ends in 2 min' });
    expect(toWatcher.headers.urgency).toBe('high');
    expect(toWatcher.headers.ttl).toBeLessThanOrEqual(125);
    // The fan-out has run for everyone by now: the seller and the user who switched it off got nothing.
    const reminders = (endpoint: string) =>
      receivedBy(endpoint).filter((push) => (push.payload as PushPayload).kind === 'ending-reminder');
    expect(reminders(devices.seller.endpoint)).toEqual([]);
    expect(receivedBy(devices.quiet.endpoint)).toEqual([]);
  });

  it('waits for the new moment when the auction was extended meanwhile', async () => {
    const seller = await createUser(t.ctx);
    const watcher = await createUser(t.ctx);
    // The reminder is due 5 s from now: the end moves before its first run, even on a slow machine.
    const end = new Date(Date.now() + 2 * 60_000 + 5_000);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '4000.00', auctionEndTime: end });
    const client = await signIn(t.app, watcher.email);
    const device = pushService.subscribe();
    await client.post('/api/push/subscriptions').send(device).expect(201);
    await client.post('/api/watchlist').send({ vehicleId: vehicle.id }).expect(201);
    await scheduleEndingReminders(t.ctx.queues.push, vehicle.id, end, new Date());
    const later = new Date(end.getTime() + 10 * 60_000);
    const moved = await moveAuctionEnd(t.ctx.db, {
      vehicleId: vehicle.id,
      expectedEndTime: end,
      newEndTime: later,
      outbox: { message: { id: randomUUID(), emissions: [], jobs: [] }, leaseUntil: new Date() },
    });
    expect(moved).toBe(true);

    const job = await t.ctx.queues.push.getJob(pushJobIds.endingReminders(vehicle.id, 2));
    // Run when first due, it finds the later end and goes back to waiting for end - 2 min.
    await waitFor(async () => {
      const current = await t.ctx.queues.push.getJob(job!.id!);
      if (!current || current.attemptsStarted === 0 || (await current.getState()) !== 'delayed') return undefined;
      // Read again: the first read may predate the move to delayed (state and delay change together).
      return t.ctx.queues.push.getJob(job!.id!);
    }, 20_000).then((delayed) =>
      // Moved 10 minutes later: it now waits about that long (BullMQ counts the delay from the move).
      expect(delayed.delay).toBeGreaterThan(9 * 60_000),
    );
    expect(receivedBy(device.endpoint)).toEqual([]);
  });
});
