import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AckResponse,
  type ClientToServerEvents,
  type ServerToClientEvents,
  compactFramesAuth,
} from '@autolicit/shared';
import { io as connectClient, type Socket } from 'socket.io-client';
import { type RedisTarget, toRedisEnv } from '@autolicit/shared/env';
import { inject } from 'vitest';
import { loadConfig } from '../config/env';
import { SESSION_COOKIE } from '../platform/sessions/session-cookie';
import { buildServer, type RunningServer } from '../server';
import { TEST_PASSWORD, nextTotpCode } from './factories';
import { TEST_ORIGIN } from './test-context';

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TestServer extends RunningServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A complete server (API + Socket.IO + Redis adapter) listening on a random port, against the
 * run's database. Servers built with the same `redisPrefix` form one cluster, like production nodes.
 */
export interface TestServerOptions {
  redisPrefix?: string;
  /** Another database than the run's (workers' sweeps must not see other files' vehicles). */
  databaseUrl?: string;
  /** Another Redis than the run's (a private redis-server to stop, say). */
  redis?: RedisTarget;
  /** A built web app to serve (defaults to the repository's web/dist, if built). */
  webDistDir?: string;
  /** Further environment variables (short session lifetimes, say). */
  env?: Record<string, string>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-node-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ?? inject('databaseUrl'),
    ...toRedisEnv(options.redis ?? inject('redisTarget')),
    REDIS_PREFIX: options.redisPrefix ?? `${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.env,
  });
  const running = await buildServer(config);
  await new Promise<void>((resolve) => running.server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`;
  return {
    ...running,
    url,
    async close() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in over HTTP and returns the session cookie header (with the second factor, given its secret). */
export async function signInCookie(
  url: string,
  email: string,
  password = TEST_PASSWORD,
  totpSecret?: string,
): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  const cookie = sessionCookieOf(response);
  if (!totpSecret) return cookie;
  const second = await fetch(`${url}/api/auth/login/mfa`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify({ code: await nextTotpCode(totpSecret) }),
  });
  if (second.status !== 200) throw new Error(`second factor failed: ${second.status}`);
  return sessionCookieOf(second);
}

/** The session cookie a response set (`name=value`); a response may set the device cookie too. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('the response set no session cookie');
  return cookie.split(';')[0]!;
}

/**
 * A socket like the web app's (it reads compact live frames), or with `wholeFacts` like a tab opened
 * before compact frames existed (its handshake announces nothing).
 */
export function connectSocket(
  url: string,
  options: { cookie?: string; origin?: string; wholeFacts?: boolean } = {},
): TestSocket {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;
  return connectClient(url, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
    ...(options.wholeFacts ? {} : { auth: compactFramesAuth }),
  });
}

export function waitForConnect(socket: TestSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the next event of that name (or rejects after `timeoutMs`). */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: TestSocket,
  event: E,
  timeoutMs = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as { once(name: string, fn: typeof listener): void }).once(event, listener);
  });
}

/** Emits a command and resolves with its acknowledgement. */
export function command<T>(
  socket: TestSocket,
  event: keyof ClientToServerEvents,
  payload: unknown,
): Promise<AckResponse<T>> {
  const untyped = socket as unknown as {
    timeout(ms: number): { emitWithAck(name: string, body: unknown): Promise<unknown> };
  };
  return untyped.timeout(3000).emitWithAck(event, payload) as Promise<AckResponse<T>>;
}
