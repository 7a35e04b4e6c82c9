import type { Express } from 'express';
import request from 'supertest';
import { TEST_ORIGIN } from './test-context';
import { TEST_PASSWORD, type TestAdmin, nextTotpCode } from './factories';

export type TestAgent = ReturnType<typeof request.agent>;

/** A browser-like client: keeps cookies and sends our own Origin on every request. */
export function createClient(app: Express): TestAgent {
  return request.agent(app).set('Origin', TEST_ORIGIN);
}

/** Signs in through the real login route and returns the client holding the session cookie. */
export async function signIn(app: Express, email: string, password = TEST_PASSWORD): Promise<TestAgent> {
  const client = createClient(app);
  const response = await client.post('/api/auth/login').send({ email, password });
  if (response.status !== 200)
    throw new Error(`sign-in failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}

/** Signs an admin in with password and second factor; the client holds an MFA-verified session. */
export async function signInAdmin(app: Express, admin: Pick<TestAdmin, 'email' | 'totpSecret'>): Promise<TestAgent> {
  const client = createClient(app);
  const first = await client.post('/api/auth/login').send({ email: admin.email, password: TEST_PASSWORD });
  if (first.status !== 200 || first.body.mfaRequired !== true)
    throw new Error(`password step failed for ${admin.email}: ${first.status}`);
  const second = await client.post('/api/auth/login/mfa').send({ code: await nextTotpCode(admin.totpSecret) });
  if (second.status !== 200)
    throw new Error(`second factor failed for ${admin.email}: ${second.status} ${JSON.stringify(second.body)}`);
  return client;
}
