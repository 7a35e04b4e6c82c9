import { matchSavedSearches, sendSavedSearchDigests } from '@autolicit/jobs';
import { listingPublishedJobId } from '@autolicit/messaging';
import { pushPayloadSchema } from '@autolicit/shared';
import { type LocalPushService, startLocalPushService } from '@autolicit/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser } from '../../test/factories';
import { type TestAgent, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

let t: TestContext;
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startLocalPushService(inject('loopbackTls'));
  t = createTestContext({ env: { PUSH_ALLOWED_ENDPOINT_ORIGINS: pushService.origin } });
  await t.startMailWorker();
  await t.startPushWorker();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const receivedBy = (endpoint: string) =>
  pushService.received.filter((push) => endpoint.endsWith(`/push/${push.subscriptionId}`));

const listing = (make: string, startingBid: string) => ({
  make,
  model: 'Octavia',
  year: 2019,
  mileage: 90_000,
  vin: 'TMBJJ7NE8K0123456',
  condition: 'good',
  startingBid,
  auctionDays: '2',
  sellerType: 'individual',
});

/** Publishes a listing as a seller does and runs its `listing-published` job as the auction worker would. */
async function publish(seller: TestAgent, make: string, startingBid: string): Promise<string> {
  const created = await seller.post('/api/vehicles').send(listing(make, startingBid));
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  // Written with the listing and queued from the outbox.
  await waitFor(() => t.ctx.queues.auctionClose.getJob(listingPublishedJobId(id)));
  await matchSavedSearches({ db: t.ctx.db, outbox: t.ctx.outbox, clock: t.clock }, id);
  return id;
}

describe('saved-search alerts', () => {
  it('pushes and e-mails an instant search at once, keeps a daily one for the digest, and alerts each once', async () => {
    const make = `Skoda${Date.now()}`;
    const seller = await signIn(t.app, (await createUser(t.ctx)).email);
    const instantUser = await createUser(t.ctx);
    const instant = await signIn(t.app, instantUser.email);
    const device = pushService.subscribe();
    await instant.post('/api/push/subscriptions').send(device).expect(201);
    await instant
      .post('/api/saved-searches')
      .send({ name: 'Octavia ieftină', query: `make=${make}&maxPrice=10000`, alert: 'instant' })
      .expect(201);
    const dailyUser = await createUser(t.ctx);
    const daily = await signIn(t.app, dailyUser.email);
    await daily
      .post('/api/saved-searches')
      .send({ name: 'Orice Skoda', query: `make=${make}` })
      .expect(201);

    const cheap = await publish(seller, make, '9000');
    const push = await waitFor(() => receivedBy(device.endpoint)[0]);
    expect(pushPayloadSchema.parse(push.payload)).toMatchObject({
      kind: 'saved-search-match',
      vehicleId: cheap,
      title: 'Anunț nou pentru „Octavia ieftină”',
      body: `2019 ${make} Octavia, de la 9.000 €. Atingeți pentru a vedea licitația.`,
      url: `/vehicle/${cheap}`,
    });
    const mail = await waitFor(() => t.mailer.lastTo(instantUser.email));
    expect(mail.subject).toBe(
      `Anunț nou pentru căutarea dvs. salvată / New listing for your saved search: 2019 ${make} Octavia`,
    );
    expect(mail.text).toContain('Oferta de pornire: 9.000 €');
    expect(mail.headers?.['List-Unsubscribe']).toContain('kind=saved-search');
    // Daily: nothing until the digest.
    expect(t.mailer.lastTo(dailyUser.email)).toBeUndefined();

    // Above the instant search's price: only the daily search matches.
    const dear = await publish(seller, make, '15000');
    // A second run of the same job alerts nobody twice.
    await matchSavedSearches({ db: t.ctx.db, outbox: t.ctx.outbox, clock: t.clock }, cheap);

    const round = await sendSavedSearchDigests({ db: t.ctx.db, outbox: t.ctx.outbox, clock: t.clock });
    expect(round.digests).toBeGreaterThanOrEqual(1);
    const digest = await waitFor(() => t.mailer.lastTo(dailyUser.email));
    expect(digest.subject).toBe('Anunțuri noi pentru căutările dvs. salvate / New listings for your saved searches');
    expect(digest.text).toContain('De ieri, 2 anunțuri noi corespund căutărilor dvs. salvate:');
    expect(digest.text).toContain(`/vehicle/${cheap}`);
    expect(digest.text).toContain(`/vehicle/${dear}`);
    // Taken once: the next round has nothing for this user.
    await sendSavedSearchDigests({ db: t.ctx.db, outbox: t.ctx.outbox, clock: t.clock });

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receivedBy(device.endpoint)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === instantUser.email)).toHaveLength(1);
    expect(t.mailer.sent.filter((m) => m.to === dailyUser.email)).toHaveLength(1);
  });

  it('sends nothing on a channel switched off', async () => {
    const make = `Audi${Date.now()}`;
    const seller = await signIn(t.app, (await createUser(t.ctx)).email);
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    const device = pushService.subscribe();
    await client.post('/api/push/subscriptions').send(device).expect(201);
    await client
      .put('/api/notification-preferences')
      .send({ 'saved-search': { email: false } })
      .expect(200);
    await client
      .post('/api/saved-searches')
      .send({ name: 'Audi', query: `make=${make}`, alert: 'instant' })
      .expect(201);

    await publish(seller, make, '9000');
    await waitFor(() => receivedBy(device.endpoint)[0]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.mailer.lastTo(user.email)).toBeUndefined();
  });
});
