import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { TEST_ORIGIN } from '../test/test-context';
import { type TestServer, startTestServer } from '../test/test-server';

// TRUST_PROXY defaults to trusting no proxy: an attacker who writes a new X-Forwarded-For on every
// guess is still one address to the rate limits.

let node: TestServer;
beforeAll(async () => {
  node = await startTestServer();
});
afterAll(async () => node.close());

it('does not let a spoofed X-Forwarded-For escape the login limits', async () => {
  const victim = await createUser(node.ctx);
  const statuses: number[] = [];
  for (let i = 0; i < 11; i += 1) {
    const response = await fetch(`${node.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, 'X-Forwarded-For': `203.0.113.${i + 1}` },
      body: JSON.stringify({ email: victim.email, password: `wrong-guess-${i}` }),
    });
    statuses.push(response.status);
  }
  // Ten failures per address and account in 15 minutes, then 429.
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
  expect(statuses[10]).toBe(429);
});
