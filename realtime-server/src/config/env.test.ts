import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_SERVICE_ORIGINS } from '@autolicit/shared';
import { TEST_VAPID_ENV } from '@autolicit/test-support';
import { ConfigError, loadConfig } from './env';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'autolicit-env-'));

describe('loadConfig', () => {
  it('uses the documented defaults and embedded PGlite without DATABASE_URL', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      redis: { kind: 'single', url: 'redis://127.0.0.1:6379' },
      databaseUrl: undefined,
      appOrigin: 'http://localhost:3000',
      pgliteDir: path.join(dir, 'pglite'),
      runWorkersInProcess: true,
      seedDemoData: true,
      migrateOnStart: true,
      socketWsEngine: 'ws',
    });
  });

  it('connects to a Redis Cluster when REDIS_CLUSTER_NODES is set, whatever REDIS_URL says', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      REDIS_URL: 'redis://10.0.0.9:6379',
      REDIS_CLUSTER_NODES: '10.0.0.1:7001, redis-2.internal:7002',
      REDIS_CLUSTER_PASSWORD: 'secret',
      REDIS_CLUSTER_TLS: 'true',
    });
    expect(config.redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7001 },
        { host: 'redis-2.internal', port: 7002 },
      ],
      password: 'secret',
      tls: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), REDIS_CLUSTER_NODES: '' }).redis.kind).toBe('single');
  });

  it('refuses cluster nodes that are not host:port pairs', () => {
    for (const nodes of ['10.0.0.1', '10.0.0.1:7001,', 'redis://10.0.0.1:7001', '10.0.0.1:70000']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), REDIS_CLUSTER_NODES: nodes }), nodes).toThrow(
        /REDIS_CLUSTER_NODES/,
      );
    }
  });

  it('takes a known WebSocket engine only', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SOCKET_WS_ENGINE: 'eiows' }).socketWsEngine).toBe('eiows');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SOCKET_WS_ENGINE: 'uws' })).toThrow(/SOCKET_WS_ENGINE/);
  });

  it('generates a development session secret once and keeps it under DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        NODE_ENV: 'production',
        DATA_DIR: dataDir(),
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SESSION_SECRET', 'APP_ORIGIN'])
        expect(problems).toContain(name);
    }
  });

  it('refuses production without an https APP_ORIGIN or with a short secret, unless insecure origins are allowed for a test', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir(),
      ...TEST_VAPID_ENV,
    };
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ ...base, APP_ORIGIN: 'http://autolicit.ro' })).toEqual([
      expect.stringMatching(/^APP_ORIGIN: must be https/),
    ]);
    expect(problemsOf({ ...base, SESSION_SECRET: 'short', APP_ORIGIN: 'https://autolicit.ro' })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: must be at least 32/),
    ]);
    expect(problemsOf({ ...base, APP_ORIGIN: 'http://localhost:8080', ALLOW_INSECURE_ORIGIN: 'true' })).toEqual([]);
    // Outside production an http origin is the normal case.
    expect(problemsOf({ DATA_DIR: dataDir(), APP_ORIGIN: 'http://localhost:3000' })).toEqual([]);
  });

  it('runs workers in their own process with PostgreSQL and never seeds demo data in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_DIR: dataDir(),
      TRUST_PROXY: '1',
      APP_ORIGIN: 'https://autolicit.ro',
      ...TEST_VAPID_ENV,
    });
    expect(config).toMatchObject({
      runWorkersInProcess: false,
      seedDemoData: false,
      isProduction: true,
      trustProxy: 1,
    });
  });

  it('signs pushes with the configured VAPID pair in production, and refuses production without one while push is on', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      SESSION_SECRET: 'x'.repeat(40),
      APP_ORIGIN: 'https://autolicit.ro',
      DATA_DIR: dataDir(),
    };
    expect(loadConfig({ ...production, ...TEST_VAPID_ENV }).push).toEqual({
      vapid: {
        publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY,
        privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY,
        subject: TEST_VAPID_ENV.VAPID_SUBJECT,
      },
      allowedEndpointOrigins: DEFAULT_PUSH_SERVICE_ORIGINS,
    });
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY: is required in production/);
    expect(() => loadConfig({ ...production, ...TEST_VAPID_ENV, VAPID_SUBJECT: '' })).toThrow(
      /VAPID_SUBJECT: is required/,
    );
    expect(loadConfig({ ...production, PUSH_NOTIFICATIONS: 'false' }).push).toBeNull();
  });

  it('keeps one generated VAPID pair under DATA_DIR outside production, and refuses half a pair', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(first?.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(loadConfig({ DATA_DIR: dir }).push?.vapid).toEqual(first?.vapid);
    expect(loadConfig({ DATA_DIR: dataDir() }).push?.vapid.publicKey).not.toBe(first?.vapid.publicKey);
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: TEST_VAPID_ENV.VAPID_PUBLIC_KEY })).toThrow(/set both/);
    expect(() => loadConfig({ DATA_DIR: dir, PUSH_ALLOWED_ENDPOINT_ORIGINS: 'http://push.example' })).toThrow(
      /PUSH_ALLOWED_ENDPOINT_ORIGINS/,
    );
    expect(
      loadConfig({ DATA_DIR: dir, PUSH_ALLOWED_ENDPOINT_ORIGINS: 'https://127.0.0.1:9443, https://*.push.example' })
        .push?.allowedEndpointOrigins,
    ).toEqual(['https://127.0.0.1:9443', 'https://*.push.example']);
  });
});
