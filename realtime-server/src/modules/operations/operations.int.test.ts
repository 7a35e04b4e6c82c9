import { pingRedis } from '@autolicit/messaging';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, signInAdmin } from '../../test/http-client';
import { TEST_METRICS_TOKEN, TEST_ORIGIN, createTestContext, type TestContext } from '../../test/test-context';
import { startTestServer } from '../../test/test-server';

let t: TestContext;

beforeAll(() => {
  t = createTestContext();
});
afterAll(async () => t.close());

describe('health', () => {
  it('answers /healthz while the process is up', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('is ready when PostgreSQL and Redis answer and every migration is applied', async () => {
    const response = await request(t.app).get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ready', checks: { database: true, migrations: true, redis: true } });
  });

  it('is not ready when the database is gone', async () => {
    const broken = createTestContext();
    // A fresh client to a Redis Cluster needs a moment to learn the slots; only PostgreSQL is gone here.
    await expect.poll(() => pingRedis(broken.ctx.redis).catch(() => false), { timeout: 10_000 }).toBe(true);
    await broken.handle.close();
    const response = await request(broken.app).get('/readyz');
    expect(response.status).toBe(503);
    expect(response.body.checks).toMatchObject({ database: false, redis: true });
    await broken.closeRedisSide();
  });
});

describe('/metrics', () => {
  it('exports bid counts by result and reason, commit-to-emit latency and queue sizes', async () => {
    const seller = await createUser(t.ctx);
    const bidder = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const client = await signIn(t.app, bidder.email);
    await client.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '1100' });
    await client.post(`/api/vehicles/${vehicle.id}/bids`).send({ amount: '1100' });

    const readMetrics = () => request(t.app).get('/metrics').set('Authorization', `Bearer ${TEST_METRICS_TOKEN}`);
    // The broadcast (and its latency sample) follows the bid's answer, it does not precede it.
    await expect
      .poll(async () => (await readMetrics()).text, { timeout: 5000 })
      .toMatch(/autolicit_bid_commit_to_emit_seconds_count 1/);
    const response = await readMetrics();
    expect(response.status).toBe(200);
    expect(response.text).toContain('autolicit_bids_total{result="accepted",reason="bid"} 1');
    expect(response.text).toContain('autolicit_bids_total{result="rejected",reason="too-low"} 1');
    expect(response.text).toMatch(/autolicit_bid_commit_to_emit_seconds_count 1/);
    expect(response.text).toMatch(/autolicit_queue_jobs\{queue="notifications",state="waiting"\} \d+/);
    expect(response.text).toContain('autolicit_sockets_connected');
  });
});

describe('/metrics access', () => {
  it('answers only with the bearer token', async () => {
    const admin = await createAdmin(t.ctx);
    for (const authorization of [
      undefined,
      'Bearer wrong-token-wrong-token-00',
      `Basic ${TEST_METRICS_TOKEN}`,
      `Bearer ${TEST_METRICS_TOKEN}x`,
    ]) {
      const attempt = request(t.app).get('/metrics');
      const response = await (authorization ? attempt.set('Authorization', authorization) : attempt);
      expect(response.status, authorization).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    // Not even an admin's session opens it: that is what /api/admin/queues is for.
    expect((await (await signInAdmin(t.app, admin)).get('/metrics')).status).toBe(401);
  });

  it('does not exist without a configured token', async () => {
    const node = await startTestServer();
    expect((await fetch(`${node.url}/metrics`)).status).toBe(404);
    await node.close();
  });
});

describe('GET /api/admin/queues', () => {
  it("gives an acting admin the close queue's counts as JSON, and nobody else", async () => {
    const admin = await createAdmin(t.ctx);
    const user = await createUser(t.ctx);
    expect((await createClient(t.app).get('/api/admin/queues')).status).toBe(401);
    expect((await (await signIn(t.app, user.email)).get('/api/admin/queues')).status).toBe(403);
    const response = await (await signInAdmin(t.app, admin)).get('/api/admin/queues');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Object.keys(response.body.jobs).sort()).toEqual(['active', 'delayed', 'failed', 'waiting']);
    expect(Object.values(response.body.jobs).every((n) => Number.isInteger(n))).toBe(true);
  });
});

describe('Bull Board at /admin/queues', () => {
  it('refuses a cross-site request that would add a job, even with an admin cookie', async () => {
    const admin = await createAdmin(t.ctx);
    const adminClient = await signInAdmin(t.app, admin);
    const crossSite = await adminClient
      .post('/admin/queues/api/queues/notifications/add')
      .set('Origin', 'https://evil.example')
      .set('Content-Type', 'text/plain')
      .send('{"name":"x","data":{}}');
    expect(crossSite.status).toBe(403);
    const sameOriginText = await adminClient
      .post('/admin/queues/api/queues/notifications/add')
      .set('Origin', TEST_ORIGIN)
      .set('Content-Type', 'text/plain')
      .send('{"name":"x"}');
    expect(sameOriginText.status).toBe(415);
    const jobs = await t.ctx.queues.notifications.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((job) => job.name === 'x')).toEqual([]);
  });

  it('is for admins only', async () => {
    const admin = await createAdmin(t.ctx);
    const user = await createUser(t.ctx);
    expect((await createClient(t.app).get('/admin/queues')).status).toBe(401);
    expect((await (await signIn(t.app, user.email)).get('/admin/queues')).status).toBe(403);
    const adminClient = await signInAdmin(t.app, admin);
    const page = await adminClient.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.text).toContain('AutoLicit queues');
    const queues = await adminClient.get('/admin/queues/api/queues');
    expect(queues.status).toBe(200);
    expect(JSON.stringify(queues.body)).toContain('auction-close');
  });
});
