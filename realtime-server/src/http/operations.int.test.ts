import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../test/factories';
import { createClient, signIn } from '../test/http-client';
import { createTestContext, type TestContext } from '../test/test-context';

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

    const response = await request(t.app).get('/metrics');
    expect(response.status).toBe(200);
    expect(response.text).toContain('autolicit_bids_total{result="accepted",reason="bid"} 1');
    expect(response.text).toContain('autolicit_bids_total{result="rejected",reason="too-low"} 1');
    expect(response.text).toMatch(/autolicit_bid_commit_to_emit_seconds_count 1/);
    expect(response.text).toMatch(/autolicit_queue_jobs\{queue="notifications",state="waiting"\} \d+/);
    expect(response.text).toContain('autolicit_sockets_connected');
  });
});

describe('Bull Board at /admin/queues', () => {
  it('is for admins only', async () => {
    const admin = await createUser(t.ctx, { isAdmin: true, role: 'admin' });
    const user = await createUser(t.ctx);
    expect((await createClient(t.app).get('/admin/queues')).status).toBe(401);
    expect((await (await signIn(t.app, user.email)).get('/admin/queues')).status).toBe(403);
    const adminClient = await signIn(t.app, admin.email);
    const page = await adminClient.get('/admin/queues');
    expect(page.status).toBe(200);
    expect(page.text).toContain('AutoLicit queues');
    const queues = await adminClient.get('/admin/queues/api/queues');
    expect(queues.status).toBe(200);
    expect(JSON.stringify(queues.body)).toContain('auction-close');
  });
});
