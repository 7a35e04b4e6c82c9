import type { Database } from '@autolicit/db';
import type { RedisConnection } from '@autolicit/messaging';
import type { Config } from '../config/env';
import type { Clock } from './clock';
import type { Logger } from './logger';
import type { AppMetrics } from './observability/metrics';

/**
 * What the platform (guards, sessions, sockets, metrics) needs from the outside world. The
 * features' context (AppContext) extends it; platform code never sees the features' part.
 */
export interface PlatformContext {
  config: Config;
  db: Database;
  redis: RedisConnection;
  logger: Logger;
  clock: Clock;
  metrics: AppMetrics;
}
