import path from 'node:path';
import {
  type PushConfig,
  type RedisTarget,
  baseEnvSchema,
  findPushConfigProblems,
  formatEnvIssues,
  resolveAppOrigin,
  resolveRedisTarget,
} from '@autolicit/shared/env';
import { resolvePushConfig } from '@autolicit/messaging';
import type { z } from 'zod';

/**
 * The variables the workers read: exactly the shared base (`@autolicit/shared/env`), which the
 * server extends, so one environment file serves both processes.
 */
export const workersEnvSchema = baseEnvSchema;

export type WorkersEnv = z.output<typeof workersEnvSchema>;

export interface WorkersConfig {
  env: WorkersEnv['NODE_ENV'];
  /** Absent in embedded (PGlite) mode, where the server runs the workers in its own process. */
  databaseUrl: string | undefined;
  /** One Redis (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES, which takes precedence). */
  redis: RedisTarget;
  redisPrefix: string;
  dataDir: string;
  mailDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  logLevel: WorkersEnv['LOG_LEVEL'];
  /** Web Push; null when PUSH_NOTIFICATIONS is off. */
  push: PushConfig | null;
}

export class WorkersConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'WorkersConfigError';
  }
}

/** Parses the environment once at start-up; a bad value stops the process with every problem listed. */
export function loadWorkersConfig(source: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const parsed = workersEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new WorkersConfigError(formatEnvIssues(parsed.error.issues));
  }
  const env = parsed.data;
  const pushProblems = findPushConfigProblems(env, env.NODE_ENV);
  if (pushProblems.length > 0) throw new WorkersConfigError(pushProblems);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    databaseUrl: env.DATABASE_URL,
    redis: resolveRedisTarget(env),
    redisPrefix: env.REDIS_PREFIX,
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appOrigin: resolveAppOrigin(env),
    logLevel: env.LOG_LEVEL,
    push: resolvePushConfig(env, dataDir),
  };
}
