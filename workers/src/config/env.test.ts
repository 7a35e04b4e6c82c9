import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WorkersConfigError, loadWorkersConfig } from './env';

describe('loadWorkersConfig', () => {
  it("applies the server's defaults", () => {
    const config = loadWorkersConfig({});
    expect(config).toMatchObject({
      env: 'development',
      databaseUrl: undefined,
      redis: { kind: 'single', url: 'redis://127.0.0.1:6379' },
      redisPrefix: 'autolicit:',
      dataDir: path.resolve('./data'),
      mailDir: path.join(path.resolve('./data'), 'mail'),
      smtpUrl: undefined,
      mailFrom: 'AutoLicit <no-reply@autolicit.ro>',
      appOrigin: 'http://localhost:3000',
      logLevel: 'info',
    });
  });

  it('builds the origin from PORT, trims a trailing slash and treats empty URLs as absent', () => {
    expect(loadWorkersConfig({ PORT: '8080' }).appOrigin).toBe('http://localhost:8080');
    expect(loadWorkersConfig({ APP_ORIGIN: 'https://autolicit.ro/' }).appOrigin).toBe('https://autolicit.ro');
    const config = loadWorkersConfig({ DATABASE_URL: '', SMTP_URL: '' });
    expect([config.databaseUrl, config.smtpUrl]).toEqual([undefined, undefined]);
    expect(loadWorkersConfig({ DATABASE_URL: 'postgresql://u@db/app' }).databaseUrl).toBe('postgresql://u@db/app');
  });

  it('connects to a Redis Cluster when REDIS_CLUSTER_NODES is set, as the server does', () => {
    const config = loadWorkersConfig({
      REDIS_URL: 'redis://10.0.0.9:6379',
      REDIS_CLUSTER_NODES: '10.0.0.1:7001,redis-2.internal:7002',
      REDIS_CLUSTER_PASSWORD: 'secret',
    });
    expect(config.redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7001 },
        { host: 'redis-2.internal', port: 7002 },
      ],
      password: 'secret',
      tls: false,
    });
    expect(() => loadWorkersConfig({ REDIS_CLUSTER_NODES: '10.0.0.1' })).toThrow(WorkersConfigError);
  });

  it('lists every bad variable, not just the first', () => {
    let error: unknown;
    try {
      loadWorkersConfig({
        NODE_ENV: 'staging',
        DATABASE_URL: 'mysql://x',
        REDIS_URL: 'http://x',
        REDIS_PREFIX: 'a b',
        SMTP_URL: 'mail://x',
        APP_ORIGIN: 'not a url',
        LOG_LEVEL: 'loud',
        PORT: '70000',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(WorkersConfigError);
    const fields = (error as WorkersConfigError).problems.map((p) => p.split(':')[0]);
    expect(fields.sort()).toEqual([
      'APP_ORIGIN',
      'DATABASE_URL',
      'LOG_LEVEL',
      'NODE_ENV',
      'PORT',
      'REDIS_PREFIX',
      'REDIS_URL',
      'SMTP_URL',
    ]);
  });
});
