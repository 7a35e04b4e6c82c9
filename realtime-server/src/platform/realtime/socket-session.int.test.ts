import { randomUUID } from 'node:crypto';
import { findVehicleById } from '@autolicit/db';
import type { UserDto } from '@autolicit/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle, TEST_PASSWORD } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/test-context';
import {
  type TestServer,
  type TestSocket,
  command,
  connectSocket,
  signInCookie,
  startTestServer,
  waitForConnect,
} from '../../test/test-server';

// Sessions end in every way the product knows, and each time the sockets opened under them close
// within a second, on every node, and can no longer bid.

const open: TestSocket[] = [];
const servers: TestServer[] = [];

async function connect(node: TestServer, cookie?: string): Promise<TestSocket> {
  const socket = connectSocket(node.url, { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
  open.push(socket);
  await waitForConnect(socket);
  return socket;
}

/** Resolves with how long after `since` the socket was closed by the server (rejects after `timeoutMs`). */
function closedByServer(socket: TestSocket, since: () => number, timeoutMs = 4000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket is still connected')), timeoutMs);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      if (reason === 'io server disconnect') resolve(Date.now() - since());
      else reject(new Error(`disconnected by ${reason}`));
    });
  });
}

function post(node: TestServer, path: string, cookie: string, body?: unknown, method = 'POST') {
  return fetch(`${node.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function whoAmI(node: TestServer, cookie: string): Promise<number> {
  return (await fetch(`${node.url}/api/auth/user`, { headers: { Cookie: cookie } })).status;
}

const sessionIdOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;

async function startNode(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const node = await startTestServer(options);
  servers.push(node);
  return node;
}

afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await Promise.all(servers.map((node) => node.close()));
});

describe('sessions and their sockets, on a cluster of two nodes', () => {
  const prefix = `sess-${randomUUID().slice(0, 8)}:`;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startNode({ redisPrefix: prefix });
    b = await startNode({ redisPrefix: prefix });
  });

  it('closes the sockets of the old session when signing in again rotates the id, and the old socket cannot bid', async () => {
    const user = await createUser(a.ctx);
    const seller = await createUser(a.ctx);
    const vehicle = await createVehicle(a.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const oldCookie = await signInCookie(a.url, user.email);
    const socket = await connect(b, oldCookie);
    let sentAt = 0;
    const closed = closedByServer(socket, () => sentAt);
    sentAt = Date.now();
    const again = await post(a, '/api/auth/login', oldCookie, { email: user.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect(await closed).toBeLessThan(1000);
    expect(await whoAmI(a, oldCookie)).toBe(401);
    // Reconnected with the dead cookie, it is a visitor: bidding is refused.
    socket.connect();
    await waitForConnect(socket);
    expect(
      await command(socket, 'bid:place', { vehicleId: vehicle.id, amount: '1100', clientBidId: randomUUID() }),
    ).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('closes the sockets of the old session when an admin switches role', async () => {
    const admin = await createAdmin(a.ctx, { role: 'user' });
    const cookie = await signInCookie(a.url, admin.email, undefined, admin.totpSecret);
    const socket = await connect(b, cookie);
    let sentAt = 0;
    const closed = closedByServer(socket, () => sentAt);
    sentAt = Date.now();
    expect((await post(a, '/api/auth/user/role', cookie, { role: 'admin' }, 'PATCH')).status).toBe(200);
    expect(await closed).toBeLessThan(1000);
  });

  it('signs out everywhere: every session of the user ends and every socket closes, on both nodes', async () => {
    const user = await createUser(a.ctx);
    const other = await createUser(a.ctx);
    const [first, second, bystander] = [
      await signInCookie(a.url, user.email),
      await signInCookie(b.url, user.email),
      await signInCookie(a.url, other.email),
    ];
    const sockets = [await connect(a, first), await connect(b, second)];
    const bystanderSocket = await connect(b, bystander);
    let sentAt = 0;
    const closed = sockets.map((socket) => closedByServer(socket, () => sentAt));
    sentAt = Date.now();
    expect((await post(b, '/api/auth/logout-everywhere', second)).status).toBe(200);
    for (const elapsed of await Promise.all(closed)) expect(elapsed).toBeLessThan(1000);
    expect([await whoAmI(a, first), await whoAmI(b, second)]).toEqual([401, 401]);
    expect(bystanderSocket.connected).toBe(true);
    expect(await whoAmI(a, bystander)).toBe(200);
  });

  it('keeps the per-user index exact: renewed with the session, trimmed on logout', async () => {
    const user = await createUser(a.ctx);
    const [first, second] = [await signInCookie(a.url, user.email), await signInCookie(a.url, user.email)];
    const { redis } = a.ctx;
    const indexKey = `${prefix}user-sessions:${user.id}`;
    expect((await redis.smembers(indexKey)).sort()).toEqual([sessionIdOf(first), sessionIdOf(second)].sort());
    await whoAmI(a, first);
    // The index always outlives its sessions, so ending them all can never miss a live one.
    expect(await redis.pttl(indexKey)).toBeGreaterThanOrEqual(await redis.pttl(`${prefix}sess:${sessionIdOf(first)}`));
    expect((await post(a, '/api/auth/logout', first)).status).toBe(200);
    expect(await redis.smembers(indexKey)).toEqual([sessionIdOf(second)]);
  });

  it('lets an acting admin revoke a user: sessions end and sockets close; nobody else may', async () => {
    const admin = await createAdmin(a.ctx);
    const user = await createUser(a.ctx);
    const [adminCookie, userCookie] = [
      await signInCookie(a.url, admin.email, undefined, admin.totpSecret),
      await signInCookie(a.url, user.email),
    ];
    const socket = await connect(b, userCookie);
    expect((await post(a, `/api/admin/users/${admin.id}/sessions`, userCookie, undefined, 'DELETE')).status).toBe(403);
    expect(await whoAmI(a, adminCookie)).toBe(200);
    let sentAt = 0;
    const closed = closedByServer(socket, () => sentAt);
    sentAt = Date.now();
    const revoked = await post(a, `/api/admin/users/${user.id}/sessions`, adminCookie, undefined, 'DELETE');
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ success: true, endedSessions: 1 });
    expect(await closed).toBeLessThan(1000);
    expect(await whoAmI(a, userCookie)).toBe(401);
    expect((await post(a, `/api/admin/users/${randomUUID()}/sessions`, adminCookie, undefined, 'DELETE')).status).toBe(
      404,
    );
  });

  it('never lets a socket whose session is gone bid: the command is refused, or the server closes the socket', async () => {
    const user = await createUser(a.ctx);
    const seller = await createUser(a.ctx);
    const vehicle = await createVehicle(a.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const cookie = await signInCookie(a.url, user.email);
    const socket = await connect(a, cookie);
    // As if Redis had just expired it: no logout, so no disconnect is on its way. Whether the
    // socket's first session check (once its rooms are heard) comes before or after the command
    // is a race; either way nothing may be bid.
    await a.ctx.redis.del(`${prefix}sess:${sessionIdOf(cookie)}`);
    const outcome = await Promise.race([
      command(socket, 'bid:place', { vehicleId: vehicle.id, amount: '1100', clientBidId: randomUUID() }).then(
        (ack) => ({ ack }),
      ),
      new Promise<{ closedBy: string }>((resolve) =>
        socket.once('disconnect', (reason) => resolve({ closedBy: reason })),
      ),
    ]);
    expect([{ ack: { error: { code: 'UNAUTHORIZED' } } }, { closedBy: 'io server disconnect' }]).toContainEqual(
      'ack' in outcome
        ? { ack: { error: { code: (outcome.ack as { error?: { code?: string } }).error?.code } } }
        : outcome,
    );
    expect((await findVehicleById(a.ctx.db, vehicle.id))?.bidCount).toBe(0);
  });
});

describe('session lifetimes', () => {
  it('ends an idle session and closes its socket within a second of the idle timeout', async () => {
    const node = await startNode({ env: { SESSION_IDLE_TIMEOUT_SECONDS: '2' } });
    const user = await createUser(node.ctx);
    const cookie = await signInCookie(node.url, user.email);
    const signedInAt = Date.now();
    const socket = await connect(node, cookie);
    const closedAfter = await closedByServer(socket, () => signedInAt + 2000, 5000);
    expect(closedAfter).toBeLessThan(1000);
    expect(await whoAmI(node, cookie)).toBe(401);
  });

  it('ends a busy session at its absolute lifetime, however often it is used', async () => {
    const node = await startNode({ env: { SESSION_IDLE_TIMEOUT_SECONDS: '60', SESSION_MAX_LIFETIME_SECONDS: '3' } });
    const user = await createUser(node.ctx);
    const cookie = await signInCookie(node.url, user.email);
    const signedInAt = Date.now();
    const socket = await connect(node, cookie);
    const closed = closedByServer(socket, () => signedInAt + 3000, 6000);
    const statuses: number[] = [];
    while (Date.now() - signedInAt < 4000) {
      statuses.push(await whoAmI(node, cookie));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await closed).toBeLessThan(1000);
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(401);
    // Once over, it stays over: renewals never brought it back.
    expect(statuses.slice(statuses.indexOf(401))).not.toContain(200);
  });

  it('says how long the cookie lives: the idle timeout, never longer than the absolute end', async () => {
    const node = await startNode({ env: { SESSION_IDLE_TIMEOUT_SECONDS: '600', SESSION_MAX_LIFETIME_SECONDS: '120' } });
    const user = await createUser(node.ctx);
    const login = await fetch(`${node.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
    });
    const setCookie = login.headers.get('set-cookie')!;
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
    expect(expires - Date.now()).toBeGreaterThan(110_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(120_000);
    expect(((await login.json()) as { user: UserDto }).user.email).toBe(user.email);
  });
});
