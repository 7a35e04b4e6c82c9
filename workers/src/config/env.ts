import path from 'node:path';
import { z } from 'zod';

/**
 * The variables the workers read: the same names and defaults as the server's
 * (realtime-server/src/config/env.ts), so one environment file serves both processes.
 */
export const workersEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Only used to build APP_ORIGIN's default, like the server does. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().regex(/^[\w:.-]*$/, 'letters, digits, _ : . - only').default('autolicit:'),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional().or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('AutoLicit <no-reply@autolicit.ro>'),
  APP_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type WorkersEnv = z.output<typeof workersEnvSchema>;

export interface WorkersConfig {
  env: WorkersEnv['NODE_ENV'];
  /** Absent in embedded (PGlite) mode, where the server runs the workers in its own process. */
  databaseUrl: string | undefined;
  redisUrl: string;
  redisPrefix: string;
  dataDir: string;
  mailDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  logLevel: WorkersEnv['LOG_LEVEL'];
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
    throw new WorkersConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    dataDir,
    mailDir: path.join(dataDir, 'mail'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appOrigin: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
  };
}
