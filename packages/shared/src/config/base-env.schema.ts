import { z } from 'zod';

/**
 * The environment both Node processes read — the server and the workers — with the same names,
 * rules and defaults, so one environment file serves both. Each app's `config/env.ts` extends it
 * with its own variables and turns it into its config. Imported as `@autolicit/shared/env`, so the
 * web bundle never carries it.
 */
export const booleanishSchema = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const optionalUrl = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The server's HTTP port; the workers use it only for APP_ORIGIN's default. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /** Prefix for every Redis key of this deployment (sessions, rate limits, queues). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]*$/, 'letters, digits, _ : . - only')
    .default('autolicit:'),
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('AutoLicit <no-reply@autolicit.ro>'),
  /** The public origin of the web app (CORS, CSRF origin check, links in emails). */
  APP_ORIGIN: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type BaseEnv = z.output<typeof baseEnvSchema>;

/** One line per bad variable ("PORT: expected number…"), for a start-up error listing them all. */
export function formatEnvIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
}

/** The APP_ORIGIN a process uses: the configured one without a trailing slash, else localhost. */
export function resolveAppOrigin(env: Pick<BaseEnv, 'APP_ORIGIN' | 'PORT'>): string {
  return (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}
