import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@autolicit/db';
import type { RedisTarget } from '@autolicit/shared/env';
import { createDatabase, dropDatabase } from './postgres-database';
import './provided-context';

/**
 * One PostgreSQL database and one Redis key prefix per test run, so that parallel runs (and a
 * developer's running app) never see each other's data. Both are removed at the end.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const runId = `${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const databaseName = `autolicit_test_${runId}`;

  const databaseUrl = await createDatabase(adminUrl, databaseName);
  const handle = openDatabase({ url: databaseUrl });
  await handle.migrate();
  await handle.close();

  const redisPrefix = `autolicit-test:${runId}:`;
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  // TEST_REDIS_CLUSTER=1: the apps under test run on a private Redis Cluster instead (3 primaries,
  // 3 replicas on loopback), removed at the end with everything in it.
  const cluster =
    process.env.TEST_REDIS_CLUSTER === '1'
      ? await import('@autolicit/test-support').then((support) => support.startRedisCluster())
      : undefined;
  const redisTarget: RedisTarget = cluster
    ? { kind: 'cluster', nodes: cluster.nodes, password: undefined, tls: false }
    : { kind: 'single', url: redisUrl };
  project.provide('redisTarget', redisTarget);
  project.provide('redisPrefix', redisPrefix);
  // Stand-ins for services outside the system that speak only HTTPS (a push service) use this
  // certificate; the test processes, started after this, trust it through NODE_EXTRA_CA_CERTS.
  const tlsDir = mkdtempSync(path.join(tmpdir(), 'autolicit-test-tls-'));
  const { createLoopbackTls } = await import('@autolicit/test-support');
  const loopbackTls = await createLoopbackTls(tlsDir, { inheritedCaFile: process.env.NODE_EXTRA_CA_CERTS });
  process.env.NODE_EXTRA_CA_CERTS = loopbackTls.certFile;
  project.provide('loopbackTls', { key: loopbackTls.key, cert: loopbackTls.cert });

  return async () => {
    await cluster?.stop();
    rmSync(tlsDir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    // The queues' keys start with a hash tag: `{<prefix>bull}:…`.
    for (const pattern of [`${redisPrefix}*`, `{${redisPrefix}*`]) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
    await redis.quit();

    await dropDatabase(adminUrl, databaseName);
  };
}
