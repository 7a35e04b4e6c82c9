import type { Express } from 'express';
import request from 'supertest';
import { TEST_ORIGIN } from './test-context';
import { TEST_PASSWORD } from './factories';

export type TestAgent = ReturnType<typeof request.agent>;

/** A browser-like client: keeps cookies and sends our own Origin on every request. */
export function createClient(app: Express): TestAgent {
  return request.agent(app).set('Origin', TEST_ORIGIN);
}

/** Signs in through the real login route and returns the client holding the session cookie. */
export async function signIn(app: Express, email: string, password = TEST_PASSWORD): Promise<TestAgent> {
  const client = createClient(app);
  const response = await client.post('/api/auth/login').send({ email, password });
  if (response.status !== 200) throw new Error(`sign-in failed for ${email}: ${response.status} ${JSON.stringify(response.body)}`);
  return client;
}
