import type { RedisTarget } from '@autolicit/shared/env';

/** Values the integration global setup hands to every test file through vitest's inject(). */
declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** The run's single Redis (tests that need one server, e.g. to stop it, start their own). */
    redisUrl: string;
    /** What the apps under test connect to: the single Redis, or a private cluster (TEST_REDIS_CLUSTER=1). */
    redisTarget: RedisTarget;
    redisPrefix: string;
    /** A certificate for https://127.0.0.1 that the test processes trust (NODE_EXTRA_CA_CERTS). */
    loopbackTls: { key: string; cert: string };
  }
}

export {};
