import type { AuditEventDto } from '@autolicit/shared';
import { insertPasswordResetToken } from '@autolicit/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../../test/factories';
import { type TestAgent, createClient, signIn, signInAdmin } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';
import { generateResetToken } from '../auth/reset-token';

let t: TestContext;
beforeAll(() => {
  t = createTestContext();
});
afterAll(async () => t.close());

const CLIENT_IP = '198.51.100.23';

/** Other files sign in and out in parallel on the same database: ask about our accounts only. */
async function latestEvents(admin: TestAgent, userIds: string[]): Promise<AuditEventDto[]> {
  const events: AuditEventDto[] = [];
  for (const userId of userIds) {
    const response = await admin.get(`/api/admin/audit-events?limit=200&userId=${userId}`);
    expect(response.status).toBe(200);
    events.push(...(response.body as { events: AuditEventDto[] }).events);
  }
  return events;
}

describe('the security audit log', () => {
  it('records sign-ins, role switches, resets, sign-out everywhere and revocations, with address and outcome', async () => {
    const admin = await createAdmin(t.ctx);
    const user = await createUser(t.ctx);
    const switcher = await createAdmin(t.ctx, { role: 'user' });

    const failed = await createClient(t.app)
      .set('X-Forwarded-For', CLIENT_IP)
      .post('/api/auth/login')
      .send({ email: user.email, password: 'not-the-password' });
    expect(failed.status).toBe(401);
    const client = createClient(t.app).set('X-Forwarded-For', CLIENT_IP);
    expect(
      (await client.post('/api/auth/login').send({ email: user.email, password: 'Parola-Sigura-2026' })).status,
    ).toBe(200);
    expect((await client.patch('/api/auth/user/role').send({ role: 'admin' })).status).toBe(403);
    expect(
      (await (await signInAdmin(t.app, switcher)).patch('/api/auth/user/role').send({ role: 'admin' })).status,
    ).toBe(200);
    expect((await client.post('/api/auth/logout-everywhere')).status).toBe(200);

    const { token, tokenHash } = generateResetToken();
    await insertPasswordResetToken(t.ctx.db, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(
      (
        await createClient(t.app)
          .post('/api/auth/reset-password')
          .send({ token: 'x'.repeat(43), password: 'Noua-Parola-2026', confirmPassword: 'Noua-Parola-2026' })
      ).status,
    ).toBe(400);
    expect(
      (
        await createClient(t.app)
          .post('/api/auth/reset-password')
          .send({ token, password: 'Noua-Parola-2026', confirmPassword: 'Noua-Parola-2026' })
      ).status,
    ).toBe(200);

    const adminClient = await signInAdmin(t.app, admin);
    expect((await adminClient.delete(`/api/admin/users/${switcher.id}/sessions`)).status).toBe(200);

    const events = await latestEvents(adminClient, [user.id, switcher.id]);
    const about = (email: string) =>
      events
        .filter((e) => e.userEmail === email)
        .map((e) => `${e.event}:${e.outcome}`)
        .reverse();
    expect(about(user.email)).toEqual([
      'login:failure',
      'login:success',
      'role.switch:failure',
      'sessions.signed-out-everywhere:success',
      'password.reset:success',
    ]);
    expect(about(switcher.email)).toEqual([
      'login.mfa:success',
      'login:success',
      'role.switch:success',
      'admin.sessions-revoked:success',
    ]);
    const revocation = events.find((e) => e.event === 'admin.sessions-revoked' && e.userEmail === switcher.email)!;
    expect(revocation.actorEmail).toBe(admin.email);
    const userEvents = events.filter((e) => e.userEmail === user.email && e.event.startsWith('login'));
    expect(userEvents.map((e) => e.ip)).toEqual([CLIENT_IP, CLIENT_IP]);
    expect(
      events.find((e) => e.event === 'login' && e.outcome === 'failure' && e.userEmail === user.email)?.details,
    ).toEqual({ reason: 'password' });
    // Nothing secret is in it: no password, no token, no session id.
    const text = JSON.stringify(events);
    for (const secret of ['not-the-password', 'Noua-Parola-2026', token]) expect(text).not.toContain(secret);
  });

  it('is for acting admins only', async () => {
    const user = await createUser(t.ctx);
    expect((await createClient(t.app).get('/api/admin/audit-events')).status).toBe(401);
    expect((await (await signIn(t.app, user.email)).get('/api/admin/audit-events')).status).toBe(403);
    const admin = await createAdmin(t.ctx);
    expect((await (await signInAdmin(t.app, admin)).get('/api/admin/audit-events?limit=0')).status).toBe(400);
  });
});
