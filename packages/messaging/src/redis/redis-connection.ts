import type { RedisTarget } from '@autolicit/shared/env';
import { Cluster, type ClusterOptions, Redis, type RedisOptions } from 'ioredis';

/** A connection to the deployment's Redis, whichever topology it has: commands work alike on both. */
export type RedisConnection = Redis | Cluster;

/** What the callers choose about a connection; mapped onto ioredis' single-server or cluster options. */
export interface RedisConnectionOptions {
  /** false: commands fail at once while disconnected instead of waiting in memory (default true). */
  enableOfflineQueue?: boolean;
  /** Attempts per command across reconnects; null waits for a reconnect however long (BullMQ's blocking calls). */
  maxRetriesPerRequest?: number | null;
  lazyConnect?: boolean;
  connectTimeout?: number;
  /** Delay before reconnection attempt `times`; null gives up. */
  retryStrategy?: (times: number) => number | null;
  /** A cluster's subscriber for sharded pub/sub: one subscription per shard, moved with its slots. */
  shardedSubscribers?: boolean;
}

/**
 * How soon a cluster client retries a command after a node died or the cluster reported itself
 * down: a replica takes over within the node timeout (seconds), and retrying every 200 ms means a
 * bid waits for the new primary rather than failing while it is being elected.
 */
const CLUSTER_DEFAULTS: ClusterOptions = {
  retryDelayOnFailover: 200,
  retryDelayOnClusterDown: 200,
  retryDelayOnTryAgain: 200,
  // A connection that sends commands learns of a failover or a moved slot from the errors and
  // MOVED replies it gets; the periodic refresh is a safety net. Each refresh opens a connection
  // (measured: 2 s cost an idle node about 0.02 CPU-s per second, docs/benchmarks.md).
  slotsRefreshInterval: 10_000,
};

/**
 * A sharded subscriber sends no commands after subscribing, so nothing tells it of a failover or a
 * moved slot but the refresh: it follows the topology within this.
 */
const SUBSCRIBER_SLOTS_REFRESH_MS = 2_000;

export function isClusterConnection(connection: RedisConnection): connection is Cluster {
  return connection instanceof Cluster;
}

function toSingleOptions(options: RedisConnectionOptions): RedisOptions {
  const { shardedSubscribers: _ignored, ...rest } = options;
  return rest;
}

function toClusterOptions(options: RedisConnectionOptions, target?: Extract<RedisTarget, { kind: 'cluster' }>) {
  const clusterOptions: ClusterOptions = { redisOptions: {} };
  if (options.enableOfflineQueue !== undefined) clusterOptions.enableOfflineQueue = options.enableOfflineQueue;
  if (options.lazyConnect !== undefined) clusterOptions.lazyConnect = options.lazyConnect;
  if (options.retryStrategy !== undefined) clusterOptions.clusterRetryStrategy = options.retryStrategy;
  if (options.shardedSubscribers !== undefined) clusterOptions.shardedSubscribers = options.shardedSubscribers;
  if (options.shardedSubscribers) clusterOptions.slotsRefreshInterval = SUBSCRIBER_SLOTS_REFRESH_MS;
  const redisOptions: NonNullable<ClusterOptions['redisOptions']> = {};
  if (options.maxRetriesPerRequest !== undefined) redisOptions.maxRetriesPerRequest = options.maxRetriesPerRequest;
  if (options.connectTimeout !== undefined) redisOptions.connectTimeout = options.connectTimeout;
  if (target?.password !== undefined) redisOptions.password = target.password;
  if (target?.tls) redisOptions.tls = {};
  clusterOptions.redisOptions = redisOptions;
  return clusterOptions;
}

/**
 * A cluster client connects to a node only on its first command, and while that connection is
 * being made, a client without an offline queue refuses the node's next commands and retries
 * them later, in any order: a burst of a room's broadcasts to a node just met (at start, after a
 * failover) would arrive shuffled. Connecting to every node as soon as the client learns of it
 * keeps them ready before they are needed.
 */
function connectNodesEagerly(cluster: Cluster): Cluster {
  cluster.on('+node', (node: Redis) => {
    if (node.status === 'wait') node.connect().catch(() => undefined);
  });
  return cluster;
}

/** Opens a connection to `target` (connecting at once unless `lazyConnect`). */
export function createRedisConnection(target: RedisTarget, options: RedisConnectionOptions = {}): RedisConnection {
  if (target.kind === 'single') return new Redis(target.url, toSingleOptions(options));
  return connectNodesEagerly(new Cluster(target.nodes, { ...CLUSTER_DEFAULTS, ...toClusterOptions(options, target) }));
}

/** Another connection to the same Redis with the same credentials, some options changed. */
export function duplicateRedisConnection(
  connection: RedisConnection,
  options: RedisConnectionOptions = {},
): RedisConnection {
  if (isClusterConnection(connection)) return connectNodesEagerly(connection.duplicate([], toClusterOptions(options)));
  return connection.duplicate(toSingleOptions(options));
}

/**
 * Changes how a live connection behaves from now on (after a first successful connect, say: give
 * up at once before, reconnect forever after).
 */
export function reconfigureRedisConnection(
  connection: RedisConnection,
  options: Pick<RedisConnectionOptions, 'enableOfflineQueue' | 'retryStrategy'>,
): void {
  if (isClusterConnection(connection)) {
    if (options.enableOfflineQueue !== undefined) connection.options.enableOfflineQueue = options.enableOfflineQueue;
    if (options.retryStrategy !== undefined) connection.options.clusterRetryStrategy = options.retryStrategy;
    return;
  }
  if (options.enableOfflineQueue !== undefined) connection.options.enableOfflineQueue = options.enableOfflineQueue;
  if (options.retryStrategy !== undefined) connection.options.retryStrategy = options.retryStrategy;
}

/** Redis Cluster's hash slots. */
const SLOT_COUNT = 16_384;

/**
 * Whether Redis can serve every key now. One server: it answers PING. A cluster: every slot's
 * primary, as this client knows them, is connected and answers, and the cluster reports every slot
 * served (`cluster_state:ok`). A primary that died is seen at once (its connection is gone), before
 * the other nodes agree on its failure and elect its replica.
 */
export async function pingRedis(connection: RedisConnection): Promise<boolean> {
  if (!isClusterConnection(connection)) return (await connection.ping()) === 'PONG';
  const primaries = connection.nodes('master').filter((node) => node.status === 'ready');
  const connected = new Set(primaries.map((node) => `${node.options.host}:${node.options.port}`));
  for (let slot = 0; slot < SLOT_COUNT; slot += 1) {
    const owner = connection.slots[slot]?.[0];
    if (owner === undefined || !connected.has(owner)) return false;
  }
  const [info, ...pongs] = await Promise.all([
    primaries[0]?.cluster('INFO') as Promise<string>,
    ...primaries.map((node) => node.ping()),
  ]);
  return info.includes('cluster_state:ok') && pongs.every((reply) => reply === 'PONG');
}
