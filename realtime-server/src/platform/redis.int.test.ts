import { type RedisConnection, duplicateRedisConnection, isClusterConnection, pingRedis } from '@autolicit/messaging';
import { type RedisCluster, startRedisCluster } from '@autolicit/test-support';
import { Redis } from 'ioredis';
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

describe('a Redis Cluster that asks for a password (REDIS_CLUSTER_PASSWORD)', () => {
  const password = 'cluster-secret-for-tests';
  let cluster: RedisCluster;
  const connections: RedisConnection[] = [];

  beforeAll(async () => {
    cluster = await startRedisCluster();
    // Replicas first learn the password to sync with, then every node asks for it.
    for (const setting of ['masterauth', 'requirepass']) {
      for (const node of cluster.nodes) {
        const admin = new Redis({ host: node.host, port: node.port });
        await admin.config('SET', setting, password);
        admin.disconnect();
      }
    }
  }, 60_000);

  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await cluster?.stop();
  });

  it('is refused without it, and serves every shard, a duplicate and a sharded subscriber with it', async () => {
    await expect(
      connectRedis({ kind: 'cluster', nodes: cluster.nodes, password: undefined, tls: false }),
    ).rejects.toBeInstanceOf(RedisUnavailableError);

    const redis = await connectRedis({ kind: 'cluster', nodes: cluster.nodes, password, tls: false });
    connections.push(redis);
    // Keys on all three primaries.
    const keys = Array.from({ length: 30 }, (_, i) => `password-test:${i}`);
    for (const key of keys) await redis.set(key, key);
    // (The test cluster's own helpers connect without a password: ask the app's connection.)
    if (!isClusterConnection(redis)) throw new Error('a cluster connection was expected');
    const keysPerPrimary = await Promise.all(redis.nodes('master').map((primary) => primary.dbsize()));
    expect(keysPerPrimary).toHaveLength(3);
    expect(keysPerPrimary.every((count) => count > 0)).toBe(true);
    expect(await Promise.all(keys.map((key) => redis.get(key)))).toEqual(keys);

    // The adapter's publisher and sharded subscriber are duplicates of the app's connection (the
    // publisher, without an offline queue, refuses commands until it has connected).
    const publisher = duplicateRedisConnection(redis, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const subscriber = duplicateRedisConnection(redis, { enableOfflineQueue: true, shardedSubscribers: true });
    connections.push(publisher, subscriber);
    const heard = new Promise<string>((resolve) => subscriber.on('smessage', (_channel, message) => resolve(message)));
    await subscriber.ssubscribe('password-test:room');
    await waitFor(async () => {
      const receivers = await publisher.spublish('password-test:room', 'bid').catch(() => 0);
      return Number(receivers) > 0 ? true : undefined;
    }, 10_000);
    expect(await heard).toBe('bid');
  });
});
