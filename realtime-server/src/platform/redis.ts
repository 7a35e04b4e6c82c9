import { type RedisConnection, createRedisConnection, reconfigureRedisConnection } from '@autolicit/messaging';
import { type RedisTarget, describeRedisTarget } from '@autolicit/shared/env';

export class RedisUnavailableError extends Error {
  constructor(
    readonly target: string,
    cause: unknown,
  ) {
    super(
      `Redis is not reachable at ${target} (${cause instanceof Error ? cause.message : String(cause)}).\n` +
        'The marketplace needs a Redis server for sessions, rate limits and its job queues.\n' +
        '  Debian/Ubuntu: sudo apt-get install redis-server   (then: sudo systemctl start redis-server)\n' +
        '  macOS:         brew install redis && brew services start redis\n' +
        '  Docker:        docker run -d -p 6379:6379 redis:7\n' +
        'or set REDIS_URL to a running server (REDIS_CLUSTER_NODES to a Redis Cluster).',
    );
    this.name = 'RedisUnavailableError';
  }
}

const CONNECT_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Connects and pings once, failing fast with instructions instead of retrying forever at start-up. */
export async function connectRedis(target: RedisTarget, onError?: (error: Error) => void): Promise<RedisConnection> {
  const redis = createRedisConnection(target, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    connectTimeout: 3000,
    retryStrategy: () => null,
  });
  // Until it is up, a failure is reported by the error thrown below, not as ioredis' error events.
  const ignore = () => undefined;
  redis.on('error', ignore);
  try {
    // Bounded: an ioredis Cluster whose ready check meets a dead node never settles its connect().
    await withTimeout(
      (async () => {
        await redis.connect();
        await redis.ping();
      })(),
      CONNECT_TIMEOUT_MS,
    );
  } catch (error) {
    redis.disconnect();
    throw new RedisUnavailableError(describeRedisTarget(target), error);
  }
  // Once up, reconnect after transient drops rather than giving up, and report drops instead of
  // letting ioredis print "Unhandled error event" for each reconnection attempt. While Redis is
  // away, commands fail at once (a request answers 503 now, not after retries pile up in memory);
  // connections made from this one opt back in where they need the queue.
  reconfigureRedisConnection(redis, {
    retryStrategy: (times) => Math.min(times * 200, 5000),
    enableOfflineQueue: false,
  });
  if (onError) redis.on('error', onError);
  redis.off('error', ignore);
  return redis;
}

export { isRedisUnavailableError } from '@autolicit/shared/process';
