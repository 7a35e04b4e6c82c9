import { findNotificationPreferences } from '@autolicit/db';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@autolicit/shared';
import type { LocalPushService } from '@autolicit/test-support';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn } from '../../test/http-client';
import { type PushScene, startPushScene } from '../../test/push-scene';
import type { TestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

let scene: PushScene;
let t: TestContext;
let pushService: LocalPushService;

beforeAll(async () => {
  scene = await startPushScene({ mail: true });
  ({ t, pushService } = scene);
});
afterAll(() => scene.close());

/** A seller's auction on which `outbid` bids first (with a push device) and then another user outbids them. */
async function outbidOnce(outbid: { email: string }, device = pushService.subscribe()) {
  const seller = await createUser(t.ctx);
  const other = await createUser(t.ctx);
  const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '3000.00' });
  const client = await signIn(t.app, outbid.email);
  await client.post('/api/push/subscriptions').send(device).expect(201);
  await client.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '3100' }).expect(201);
  await (await signIn(t.app, other.email))
    .post(`/api/vehicles/${vehicle.id}/bids`)
    .send({ amount: '3200' })
    .expect(201);
  return { vehicle, device, other };
}

describe('/api/notification-preferences', () => {
  it('needs a signed-in user', async () => {
    expect((await createClient(t.app).get('/api/notification-preferences')).status).toBe(401);
  });

  it('answers the defaults, then keeps exactly the choices made', async () => {
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    expect((await client.get('/api/notification-preferences')).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const saved = await client.put('/api/notification-preferences').send({ outbid: { push: false } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      outbid: { app: true, email: true, push: false },
    });
    await client
      .put('/api/notification-preferences')
      .send({ 'auction-won': { email: false }, 'listing-bid': { app: false } })
      .expect(200);
    expect((await client.get('/api/notification-preferences')).body).toMatchObject({
      outbid: { app: true, email: true, push: false },
      'auction-won': { app: true, email: false, push: true },
      'listing-bid': { app: false, push: true },
    });
  });

  it.each([
    [{ outbid: { sms: true } }],
    [{ 'ending-soon': { push: true } }],
    [{ 'reminder-15m': { app: true } }],
    [{ outbid: { email: 'off' } }],
    [{ 'no-such-kind': { email: false } }],
  ])('refuses %j: a channel or kind that is not sent cannot be chosen', async (body) => {
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);
    const response = await client.put('/api/notification-preferences').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^Invalid (notification preferences|value)/);
    expect(await findNotificationPreferences(t.ctx.db, user.id)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });
});

describe('what is sent follows the preferences', () => {
  it('sends neither the outbid e-mail nor the push once both are switched off', async () => {
    const quiet = await createUser(t.ctx);
    const client = await signIn(t.app, quiet.email);
    await client
      .put('/api/notification-preferences')
      .send({ outbid: { email: false, push: false } })
      .expect(200);
    const loud = await createUser(t.ctx);
    const { device } = await outbidOnce(quiet);
    const { device: loudDevice } = await outbidOnce(loud);
    // The other user's notice arriving shows the workers ran past the quiet one's.
    await waitFor(() =>
      pushService.received.some((p) => loudDevice.endpoint.endsWith(p.subscriptionId)) ? true : undefined,
    );
    await waitFor(() => t.mailer.lastTo(loud.email));
    expect(pushService.received.filter((p) => device.endpoint.endsWith(p.subscriptionId))).toEqual([]);
    expect(t.mailer.lastTo(quiet.email)).toBeUndefined();
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('carries List-Unsubscribe in an optional e-mail, and its POST switches off that kind of e-mail only, without a sign-in', async () => {
    const user = await createUser(t.ctx);
    await outbidOnce(user);
    const mail = await waitFor(() => t.mailer.lastTo(user.email));
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/email-unsubscribe\?token=[\w-]+&kind=outbid$/);
    expect(mail.text).toContain(link);
    const path = link!.slice('http://localhost:3000'.length);

    // A mail scanner following the link changes nothing: the page only offers the button.
    const page = await request(t.app).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('method="post"');
    expect((await findNotificationPreferences(t.ctx.db, user.id)).outbid.email).toBe(true);

    // What a mail client sends: a form POST, no cookie, no Origin.
    const unsubscribed = await request(t.app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.text).toContain('nu veți mai primi acest tip de e-mail');
    expect(await findNotificationPreferences(t.ctx.db, user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      outbid: { app: true, email: false, push: true },
    });
  });

  it.each([
    ['an unknown token', 'token=not-a-token&kind=outbid'],
    ['no token', 'kind=outbid'],
    ['a kind that has no e-mail to switch off', 'token=x&kind=account'],
  ])('refuses %s', async (_case, query) => {
    const response = await request(t.app)
      .post(`/api/email-unsubscribe?${query}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(response.status).toBe(400);
    expect(response.text).toContain('This unsubscribe link is not valid.');
  });

  it('never carries an unsubscribe link in an e-mail that cannot be switched off', async () => {
    const user = await createUser(t.ctx);
    await request(t.app).post('/api/auth/forgot-password').send({ email: user.email }).expect(200);
    const mail = await waitFor(() => t.mailer.lastTo(user.email));
    expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();
  });
});
