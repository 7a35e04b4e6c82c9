import { findUserById, findUserMfa } from '@autolicit/db';
import type { MfaConfirmedDto, MfaEnrolmentDto } from '@autolicit/shared';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createAdmin, createUser, nextTotpCode } from '../../test/factories';
import { type TestAgent, createClient, signIn } from '../../test/http-client';
import { defaultRateLimitRules } from '../../platform/guards/rate-limit';
import { type TestContext, createTestContext } from '../../test/test-context';

let t: TestContext;
beforeAll(() => {
  t = createTestContext();
});
afterAll(async () => t.close());

async function enrol(client: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.post('/api/auth/mfa/enrol');
  expect(started.status).toBe(200);
  const { secret } = started.body as MfaEnrolmentDto;
  const confirmed = await client.post('/api/auth/mfa/confirm').send({ code: await nextTotpCode(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: (confirmed.body as MfaConfirmedDto).recoveryCodes };
}

describe('TOTP enrolment', () => {
  it('gives an authenticator app its secret, confirms with a first code and shows ten recovery codes once', async () => {
    const dealer = await createUser(t.ctx, { role: 'dealer' });
    const client = await signIn(t.app, dealer.email);
    expect((await client.get('/api/auth/mfa')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const started = await client.post('/api/auth/mfa/enrol');
    const enrolment = started.body as MfaEnrolmentDto;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/AutoLicit:${dealer.email}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: enrolment.secret, issuer: 'AutoLicit' });
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // At rest the secret is encrypted: a copy of the database does not give anyone the codes.
    const stored = await findUserMfa(t.ctx.db, dealer.id);
    expect(stored?.secretEncrypted).not.toContain(enrolment.secret);
    expect(stored?.confirmedAt).toBeNull();

    expect((await client.post('/api/auth/mfa/confirm').send({ code: '000000' })).status).toBe(401);
    const confirmed = await client.post('/api/auth/mfa/confirm').send({ code: await nextTotpCode(enrolment.secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes } = confirmed.body as MfaConfirmedDto;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await client.get('/api/auth/mfa')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Once confirmed, it is not replaced by starting again.
    expect((await client.post('/api/auth/mfa/enrol')).status).toBe(409);
  });

  it('is only for signed-in users', async () => {
    expect((await createClient(t.app).post('/api/auth/mfa/enrol')).status).toBe(401);
    expect((await createClient(t.app).get('/api/auth/mfa')).status).toBe(401);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password and signs in only with a valid one, never twice with the same', async () => {
    const dealer = await createUser(t.ctx, { role: 'dealer' });
    const { secret } = await enrol(await signIn(t.app, dealer.email));

    const client = createClient(t.app);
    const password = await client.post('/api/auth/login').send({ email: dealer.email, password: TEST_PASSWORD });
    expect(password.status).toBe(200);
    expect(password.body).toEqual({ success: true, mfaRequired: true });
    // Between the two steps nobody is signed in.
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect((await client.post('/api/auth/login/mfa').send({ code: '123456' })).status).toBe(401);

    const code = await nextTotpCode(secret);
    const second = await client.post('/api/auth/login/mfa').send({ code });
    expect(second.status).toBe(200);
    expect(second.body.user).toMatchObject({ id: dealer.id, role: 'dealer' });
    expect((await client.get('/api/auth/user')).status).toBe(200);

    // The same code again, from another client that knows the password: refused (replay).
    const thief = createClient(t.app);
    await thief.post('/api/auth/login').send({ email: dealer.email, password: TEST_PASSWORD });
    const replay = await thief.post('/api/auth/login/mfa').send({ code });
    expect(replay.status).toBe(401);
    expect(replay.body.messageKey).toBe('mfa.codeInvalid');
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const dealer = await createUser(t.ctx, { role: 'dealer' });
    const { recoveryCodes } = await enrol(await signIn(t.app, dealer.email));
    const loginWith = async (code: string) => {
      const client = createClient(t.app);
      await client.post('/api/auth/login').send({ email: dealer.email, password: TEST_PASSWORD });
      return client.post('/api/auth/login/mfa').send({ code });
    };
    expect((await loginWith(recoveryCodes[0]!.toUpperCase().replace('-', ''))).status).toBe(200);
    expect((await loginWith(recoveryCodes[0]!)).status).toBe(401);
    // The password alone no longer signs in.
    expect(
      (await createClient(t.app).post('/api/auth/login').send({ email: dealer.email, password: TEST_PASSWORD })).body,
    ).toEqual({ success: true, mfaRequired: true });
  });

  it('stops after five wrong codes for the account, even with the right code next', async () => {
    // The real limit (the shared test context relaxes every limit).
    const limited = createTestContext({ rateLimits: { mfaFailuresPerUser: defaultRateLimitRules.mfaFailuresPerUser } });
    const dealer = await createUser(limited.ctx, { role: 'dealer' });
    const { secret } = await enrol(await signIn(limited.app, dealer.email));
    const client = createClient(limited.app);
    await client.post('/api/auth/login').send({ email: dealer.email, password: TEST_PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await client.post('/api/auth/login/mfa').send({ code: String(100000 + i) })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const refused = await client.post('/api/auth/login/mfa').send({ code: await generate({ secret }) });
    expect(refused.status).toBe(429);
    await limited.close();
  });

  it('refuses the second step without a pending sign-in', async () => {
    const response = await createClient(t.app).post('/api/auth/login/mfa').send({ code: '123456' });
    expect(response.status).toBe(401);
    expect(response.body.messageKey).toBe('mfa.challengeExpired');
  });
});

describe('the admin role needs the second factor', () => {
  it('refuses the switch to admin until MFA is on and used, then allows it', async () => {
    const admin = await createUser(t.ctx, { isAdmin: true, role: 'user' });
    const client = await signIn(t.app, admin.email);
    const refused = await client.patch('/api/auth/user/role').send({ role: 'admin' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'MFA_REQUIRED', messageKey: 'auth.mfaRequired' });
    await enrol(client);
    // Confirming the enrolment proved the factor in this session.
    const allowed = await client.patch('/api/auth/user/role').send({ role: 'admin' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.user.role).toBe('admin');
  });

  it('signs an account stored as admin but without MFA in as a user', async () => {
    const legacy = await createUser(t.ctx, { isAdmin: true, role: 'admin' });
    const login = await createClient(t.app)
      .post('/api/auth/login')
      .send({ email: legacy.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ role: 'user', canSwitchRole: true });
    expect((await findUserById(t.ctx.db, legacy.id))!.role).toBe('user');
  });

  it('lets an admin with MFA act as admin after both steps', async () => {
    const admin = await createAdmin(t.ctx);
    const client = createClient(t.app);
    await client.post('/api/auth/login').send({ email: admin.email, password: TEST_PASSWORD });
    const login = await client.post('/api/auth/login/mfa').send({ code: await nextTotpCode(admin.totpSecret) });
    expect(login.body.user.role).toBe('admin');
    expect((await client.get('/api/stats')).status).toBe(200);
  });
});
