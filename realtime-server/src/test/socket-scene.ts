import type { PlaceBidResultDto } from '@autolicit/shared';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createUser } from './factories';
import { TEST_ORIGIN } from './test-context';
import {
  type TestServer,
  type TestSocket,
  connectSocket,
  signInCookie,
  startTestServer,
  waitForConnect,
} from './test-server';

/*
 * The scene the socket integration tests share: one server node, a seller, two signed-in bidders and
 * the sockets a test opens (closed after each test). The bindings below are live: a test file that
 * calls useSocketScene() reads them in its tests, once beforeAll has filled them. Each test file
 * gets its own module instance, so files never share a scene.
 */
export let node: TestServer;
export let seller: Awaited<ReturnType<typeof createUser>>;
export let alice: Awaited<ReturnType<typeof createUser>>;
export let bob: Awaited<ReturnType<typeof createUser>>;
export let aliceCookie: string;
export let bobCookie: string;
export const open: TestSocket[] = [];

/** Starts the scene before the file's tests and stops it after them. */
export function useSocketScene(): void {
  beforeAll(async () => {
    node = await startTestServer();
    seller = await createUser(node.ctx);
    alice = await createUser(node.ctx);
    bob = await createUser(node.ctx);
    aliceCookie = await signInCookie(node.url, alice.email);
    bobCookie = await signInCookie(node.url, bob.email);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.disconnect();
  });
  afterAll(async () => node.close());
}

/** A connected socket on the scene's node (or another), closed after the test. */
export async function connect(
  options: { cookie?: string; origin?: string; wholeFacts?: boolean } = {},
  target = node,
): Promise<TestSocket> {
  const socket = connectSocket(target.url, { origin: TEST_ORIGIN, ...options });
  open.push(socket);
  await waitForConnect(socket);
  return socket;
}

/** The REST twin of bid:place, for comparing answers. */
export async function bidOverHttp(cookie: string, vehicleId: string, amount: string, target = node) {
  const response = await fetch(`${target.url}/api/vehicles/${vehicleId}/bids`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ amount }),
  });
  return { status: response.status, body: (await response.json()) as PlaceBidResultDto };
}
