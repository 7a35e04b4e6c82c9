import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { signIn, type TestAgent } from '../../test/http-client';
import { createTestContext, type TestContext, TEST_ORIGIN } from '../../test/test-context';

let t: TestContext;
let client: TestAgent;
let vehicleId: string;

beforeAll(async () => {
  t = createTestContext();
  const seller = await createUser(t.ctx);
  const user = await createUser(t.ctx);
  client = await signIn(t.app, user.email);
  vehicleId = (await createVehicle(t.ctx, { sellerId: seller.id })).id;
});
afterAll(async () => t.close());

describe('CSRF', () => {
  it('refuses a cross-site text/plain POST with 403 and places no bid', async () => {
    const response = await client
      .post(`/api/vehicles/${vehicleId}/bids`)
      .set('Origin', 'https://evil.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .set('Content-Type', 'text/plain')
      .send('{"amount":"20000"}');
    expect(response.status).toBe(403);
    expect((await client.get(`/api/vehicles/${vehicleId}/bids`)).body).toEqual([]);
  });

  it('refuses a foreign Origin even with a JSON body', async () => {
    const response = await client
      .post(`/api/vehicles/${vehicleId}/bids`)
      .set('Origin', 'https://evil.example')
      .send({ amount: '20000' });
    expect(response.status).toBe(403);
  });

  it('in development, takes http://127.0.0.1 and http://[::1] on the same port as the localhost origin', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await client.post('/api/watchlist').set('Origin', origin).send({ vehicleId });
      expect([200, 201], origin).toContain(response.status);
    }
    // Another port on the same machine is another site.
    const otherPort = await client
      .post(`/api/vehicles/${vehicleId}/bids`)
      .set('Origin', 'http://127.0.0.1:4000')
      .send({ amount: '20000' });
    expect(otherPort.status).toBe(403);
  });

  it('refuses a same-origin body that is not JSON with 415', async () => {
    const response = await client
      .post(`/api/vehicles/${vehicleId}/bids`)
      .set('Content-Type', 'text/plain')
      .send('amount=20000');
    expect(response.status).toBe(415);
  });
});

describe('CORS', () => {
  it('allows the configured origin only and never reflects another', async () => {
    const ours = await request(t.app)
      .options('/api/vehicles')
      .set('Origin', TEST_ORIGIN)
      .set('Access-Control-Request-Method', 'POST');
    expect(ours.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    expect(ours.headers['access-control-allow-credentials']).toBe('true');
    const theirs = await request(t.app).get('/api/vehicles').set('Origin', 'https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('headers and errors', () => {
  it('sends helmet headers with a strict script policy', async () => {
    const response = await request(t.app).get('/api/vehicles');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The installable app's service worker and manifest come from this origin, and from nowhere else.
    expect(response.headers['content-security-policy']).toMatch(/(^|;)\s*worker-src 'self'\s*(;|$)/);
    expect(response.headers['content-security-policy']).toMatch(/(^|;)\s*manifest-src 'self'\s*(;|$)/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await client
      .post(`/api/vehicles/${vehicleId}/bids`)
      .set('Content-Type', 'application/json')
      .send('{"amount": ');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Malformed JSON body');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await request(t.app).get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ message: 'Not found' });
  });

  it('turns an unexpected failure into a bare 500 without internals', async () => {
    const broken = createTestContext();
    await broken.handle.close();
    const response = await request(broken.app).get('/api/vehicles');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      message: 'Internal server error',
      code: 'INTERNAL',
      messageKey: 'errors.internal',
    });
    expect(JSON.stringify(response.body)).not.toMatch(/select|pool|stack|at /i);
    await broken.closeRedisSide();
  });
});
