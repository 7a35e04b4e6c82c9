import { Cluster, type ClusterOptions, Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ClusterAddress, type RedisCluster, startRedisCluster } from './redis-cluster';

/**
 * Options under which a long-lived ioredis Cluster client serves a key again as soon as the cluster
 * has promoted the dead primary's replica:
 * - no `clusterNodeRetryStrategy` (the default): the connection to a dead node is dropped and the
 *   next error refreshes the slots. With a retry strategy the client keeps queueing the slot's
 *   commands on the dead node and does not learn of the new primary (with `maxRetriesPerRequest:
 *   null`, as BullMQ wants, such a command waits forever);
 * - `slotsRefreshInterval`: a periodic CLUSTER SLOTS as a safety net (off unless set);
 * - `enableOfflineQueue: false`, `maxRetriesPerRequest: 1`: fail fast, as the app's clients do;
 * - `retryDelayOnFailover`/`retryDelayOnClusterDown`: the pause between a command's retries (up to
 *   `maxRedirections`, 16) while the slot has no primary.
 */
const LONG_LIVED_CLIENT_OPTIONS: ClusterOptions = {
  enableOfflineQueue: false,
  slotsRefreshInterval: 2000,
  retryDelayOnFailover: 200,
  retryDelayOnClusterDown: 200,
  redisOptions: { maxRetriesPerRequest: 1, connectTimeout: 2000 },
};

/** Generous against a loaded machine: failover takes one node timeout plus the election (~1 s). */
const FAILOVER_NODE_TIMEOUTS = 5;

async function connectCluster(nodes: ClusterAddress[], options: ClusterOptions): Promise<Cluster> {
  const client = new Cluster(nodes, options);
  client.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    client.once('ready', resolve);
    client.once('end', () => reject(new Error('the cluster client gave up connecting')));
  });
  return client;
}

/**
 * A GET through a new client that gives up at once: nothing it sent can be stuck from an earlier
 * attempt. Its connect() is not awaited (in ioredis 6 it never settles when the ready check fails);
 * the command is bounded instead.
 */
async function readThroughFreshClient(nodes: ClusterAddress[], key: string): Promise<string | null | undefined> {
  const client = new Cluster(nodes, { clusterRetryStrategy: () => null, redisOptions: { maxRetriesPerRequest: 0 } });
  client.on('error', () => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      client.get(key).catch(() => undefined),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 3000);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    client.disconnect();
  }
}

/** Reads keys straight from one node (a replica answers reads after READONLY). */
async function readOnNode(port: number, keys: string[]): Promise<Array<string | null>> {
  const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.readonly();
    return await Promise.all(keys.map((key) => redis.get(key)));
  } finally {
    redis.disconnect();
  }
}

async function countKeysInSlot(port: number, slot: number): Promise<number> {
  const redis = new Redis({ host: '127.0.0.1', port, lazyConnect: true, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return Number(await redis.call('CLUSTER', 'COUNTKEYSINSLOT', slot));
  } finally {
    redis.disconnect();
  }
}

/** Waits until the write just made through `client` on the key's primary has reached its replica. */
async function waitForReplica(client: Cluster, primaryPort: number): Promise<void> {
  const connection = client.nodes('master').find((node) => node.options.port === primaryPort);
  if (!connection) throw new Error(`the client has no connection to primary ${primaryPort}`);
  expect(await connection.wait(1, 10_000)).toBeGreaterThanOrEqual(1);
}

describe('a local Redis Cluster (3 primaries, 3 replicas)', () => {
  let cluster: RedisCluster;
  let app: Cluster;

  beforeAll(async () => {
    cluster = await startRedisCluster();
    app = await connectCluster(cluster.nodes, LONG_LIVED_CLIENT_OPTIONS);
  }, 120_000);

  afterAll(async () => {
    app?.disconnect();
    await cluster?.stop();
  });

  test('spreads keys over the three primaries and copies them to their replicas', async () => {
    const primaries = await cluster.primaries();
    const replicas = await cluster.replicas();
    expect(primaries).toHaveLength(3);
    expect(replicas).toHaveLength(3);
    expect(primaries.flatMap((node) => node.slots).reduce((sum, [start, end]) => sum + end - start + 1, 0)).toBe(16384);

    const keys = Array.from({ length: 60 }, (_, index) => `spread:${index}`);
    for (const key of keys) await app.set(key, `value of ${key}`);

    const keysByPrimary = new Map<string, string[]>(primaries.map((node) => [node.id, []]));
    for (const key of keys) {
      const slot = await cluster.keySlot(key);
      const owner = primaries.find((node) => node.slots.some(([start, end]) => slot >= start && slot <= end));
      keysByPrimary.get(owner!.id)!.push(key);
    }
    for (const primary of primaries) {
      const owned = keysByPrimary.get(primary.id)!;
      expect(owned.length).toBeGreaterThan(0);
      expect(await readOnNode(primary.port, owned)).toEqual(owned.map((key) => `value of ${key}`));
      const replica = replicas.find((node) => node.primaryId === primary.id)!;
      await expect
        .poll(() => readOnNode(replica.port, owned), { timeout: 10_000 })
        .toEqual(owned.map((key) => `value of ${key}`));
    }
  });

  test('promotes the replica of a SIGKILLed primary; the key is read again, also by a long-lived client', async () => {
    const key = 'failover:killed-primary';
    const primary = await cluster.findPrimaryForKey(key);
    const replica = (await cluster.replicas()).find((node) => node.primaryId === primary.id)!;
    await app.set(key, 'written before the kill');
    await waitForReplica(app, primary.port);

    await cluster.killNode(primary.port);
    const deadline = { timeout: cluster.nodeTimeoutMs * FAILOVER_NODE_TIMEOUTS, interval: 200 };
    await expect.poll(() => readThroughFreshClient(cluster.nodes, key), deadline).toBe('written before the kill');
    // The other nodes learn of the promotion by gossip, a moment later than the clients.
    await cluster.waitUntilHealthy();
    expect((await cluster.findPrimaryForKey(key)).port).toBe(replica.port);
    await expect.poll(() => app.get(key).catch(() => undefined), deadline).toBe('written before the kill');
    await app.set(key, 'written after the failover');
    expect(await app.get(key)).toBe('written after the failover');

    // Back from its nodes.conf, the old primary rejoins as the new primary's replica.
    await cluster.restartNode(primary.port);
    const rejoined = (await cluster.replicas()).find((node) => node.port === primary.port);
    expect(rejoined?.primaryId).toBe(replica.id);
    expect(await cluster.primaries()).toHaveLength(3);
  }, 120_000);

  test('a graceful failover swaps primary and replica without losing a write', async () => {
    const key = 'failover:graceful';
    const primary = await cluster.findPrimaryForKey(key);
    const replica = (await cluster.replicas()).find((node) => node.primaryId === primary.id)!;
    // No WAIT: the graceful failover itself lets the replica catch up before it takes over.
    await app.set(key, 'written before the failover');

    await cluster.failoverTo(replica.port);

    expect((await cluster.findPrimaryForKey(key)).port).toBe(replica.port);
    expect((await cluster.replicas()).find((node) => node.port === primary.port)?.primaryId).toBe(replica.id);
    expect(await app.get(key)).toBe('written before the failover');
    expect(await readThroughFreshClient(cluster.nodes, key)).toBe('written before the failover');
    await app.set(key, 'written after the failover');
    expect(await readOnNode(replica.port, [key])).toEqual(['written after the failover']);
  }, 120_000);

  test('migrateSlot moves a slot with its keys to another primary; clients follow it', async () => {
    // One hash tag: every key in the same slot.
    const keys = Array.from({ length: 250 }, (_, index) => `{migrating}:${index}`);
    for (const key of keys) await app.set(key, `value of ${key}`);
    const slot = await cluster.keySlot(keys[0]!);
    const source = await cluster.findPrimaryForKey(keys[0]!);
    const target = (await cluster.primaries()).find((node) => node.id !== source.id)!;
    const inSlot = await countKeysInSlot(source.port, slot);
    expect(inSlot).toBeGreaterThanOrEqual(keys.length);

    expect(await cluster.migrateSlot(slot, target.port)).toBe(inSlot);

    expect((await cluster.findPrimaryForKey(keys[0]!)).port).toBe(target.port);
    expect(await countKeysInSlot(target.port, slot)).toBe(inSlot);
    expect(await countKeysInSlot(source.port, slot)).toBe(0);
    const expected = keys.map((key) => `value of ${key}`);
    expect(await app.mget(keys)).toEqual(expected);
    expect(await readThroughFreshClient(cluster.nodes, keys[7]!)).toBe(expected[7]);
    await app.set(keys[0]!, 'written after the migration');
    expect(await readOnNode(target.port, [keys[0]!])).toEqual(['written after the migration']);
  }, 120_000);
});
