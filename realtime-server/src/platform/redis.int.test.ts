import { type RedisConnection, pingRedis } from '@autolicit/messaging';
import { type RedisCluster, startRedisCluster } from '@autolicit/test-support';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../test/test-waits';
import { RedisUnavailableError, connectRedis } from './redis';

describe('connecting to Redis', () => {
  it("connects to the run's Redis, whichever topology, and calls it ready", async () => {
    const redis = await connectRedis(inject('redisTarget'));
    try {
      expect(await pingRedis(redis)).toBe(true);
    } finally {
      await redis.quit();
    }
  });

  it('fails fast with instructions when nothing answers', async () => {
    await expect(connectRedis({ kind: 'single', url: 'redis://127.0.0.1:1' })).rejects.toBeInstanceOf(
      RedisUnavailableError,
    );
    await expect(
      connectRedis({ kind: 'cluster', nodes: [{ host: '127.0.0.1', port: 1 }], password: undefined, tls: false }),
    ).rejects.toThrow(/REDIS_CLUSTER_NODES/);
  });
});

describe('readiness on a Redis Cluster whose primary dies', () => {
  let cluster: RedisCluster;
  let redis: RedisConnection;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    redis = await connectRedis({ kind: 'cluster', nodes: cluster.nodes, password: undefined, tls: false });
  }, 60_000);

  afterAll(async () => {
    await redis?.quit().catch(() => undefined);
    await cluster?.stop();
  });

  it('is not ready from the moment a primary is gone until its replica serves its slots', async () => {
    expect(await pingRedis(redis)).toBe(true);
    const victim = (await cluster.primaries())[0]!;
    await cluster.killNode(victim.port);
    // The client sees the connection go at once, seconds before the cluster agrees it failed.
    await waitFor(async () => (await pingRedis(redis).catch(() => false)) === false || undefined, 3_000);
    await cluster.waitUntilHealthy();
    await waitFor(async () => (await pingRedis(redis).catch(() => false)) || undefined, 20_000);
    expect(await redis.set('after-failover', '1')).toBe('OK');
  });
});
