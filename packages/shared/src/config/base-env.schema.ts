import { z } from 'zod';
import { PUSH_ORIGIN_PATTERN } from '../rules/push-endpoint';

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

const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The server's HTTP port; the workers use it only for APP_ORIGIN's default. */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /**
   * A Redis Cluster's seed nodes, `host:port` separated by commas (a few are enough: the client
   * learns the rest). Set, it takes precedence over REDIS_URL.
   */
  REDIS_CLUSTER_NODES: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform((value) => value.split(',').map((node) => node.trim()))
      .pipe(
        z
          .array(
            z
              .string()
              .regex(/^[\w.-]+:\d{1,5}$/, 'must be host:port pairs separated by commas')
              .refine((node) => Number(node.slice(node.lastIndexOf(':') + 1)) <= 65535, 'port must be 1–65535'),
          )
          .min(1),
      )
      .optional(),
  ),
  /** The cluster nodes' password (AUTH); with REDIS_URL it is part of the URL instead. */
  REDIS_CLUSTER_PASSWORD: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  /** TLS to the cluster nodes (with REDIS_URL: a rediss:// URL). */
  REDIS_CLUSTER_TLS: booleanishSchema.default(false),
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
  /** Web Push notifications (default on). Off: no push is offered, stored or sent. */
  PUSH_NOTIFICATIONS: booleanishSchema.default(true),
  /**
   * The VAPID key pair that signs our push requests (base64url: the uncompressed P-256 public key,
   * 65 bytes, and the private key, 32 bytes; `npx web-push generate-vapid-keys` prints a pair).
   * Required in production when push is on; elsewhere generated once and kept under DATA_DIR.
   */
  VAPID_PUBLIC_KEY: emptyAsUnset(
    z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a base64url P-256 public key (87 characters)'),
  ),
  VAPID_PRIVATE_KEY: emptyAsUnset(
    z.string().regex(/^[A-Za-z0-9_-]{43}=?$/, 'must be a base64url P-256 private key (43 characters)'),
  ),
  /** Who push services contact about our requests: a mailto: or https: URL. */
  VAPID_SUBJECT: emptyAsUnset(
    z.string().regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: or https: URL'),
  ),
  /**
   * The push services' origins subscriptions may point to, comma-separated (`https://*.host` for
   * its subdomains); replaces the default list of the browsers' services (see push-endpoint.ts).
   */
  PUSH_ALLOWED_ENDPOINT_ORIGINS: emptyAsUnset(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin !== ''),
      )
      .pipe(z.array(z.string().regex(PUSH_ORIGIN_PATTERN, 'must be https:// origins separated by commas')).min(1)),
  ),
});

export type BaseEnv = z.output<typeof baseEnvSchema>;

/** Where a process finds Redis: one server (REDIS_URL) or a cluster (REDIS_CLUSTER_NODES). */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: { host: string; port: number }[]; password: string | undefined; tls: boolean };

/** The Redis a process connects to: the cluster when REDIS_CLUSTER_NODES is set, else REDIS_URL. */
export function resolveRedisTarget(
  env: Pick<BaseEnv, 'REDIS_URL' | 'REDIS_CLUSTER_NODES' | 'REDIS_CLUSTER_PASSWORD' | 'REDIS_CLUSTER_TLS'>,
): RedisTarget {
  if (env.REDIS_CLUSTER_NODES === undefined) return { kind: 'single', url: env.REDIS_URL };
  const nodes = env.REDIS_CLUSTER_NODES.map((node) => {
    const at = node.lastIndexOf(':');
    return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
  });
  return { kind: 'cluster', nodes, password: env.REDIS_CLUSTER_PASSWORD, tls: env.REDIS_CLUSTER_TLS };
}

/** The variables that make `resolveRedisTarget` give `target` (for a process started by another). */
export function toRedisEnv(target: RedisTarget): Record<string, string> {
  if (target.kind === 'single') return { REDIS_URL: target.url };
  return {
    REDIS_CLUSTER_NODES: target.nodes.map((node) => `${node.host}:${node.port}`).join(','),
    ...(target.password === undefined ? {} : { REDIS_CLUSTER_PASSWORD: target.password }),
    REDIS_CLUSTER_TLS: String(target.tls),
  };
}

/** For logs and error messages: where Redis is, without a password. */
export function describeRedisTarget(target: RedisTarget): string {
  if (target.kind === 'single') return target.url.replace(/\/\/[^@]*@/, '//***@');
  return `cluster ${target.nodes.map((node) => `${node.host}:${node.port}`).join(',')}`;
}

/** One line per bad variable ("PORT: expected number…"), for a start-up error listing them all. */
export function formatEnvIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
}

/** The APP_ORIGIN a process uses: the configured one without a trailing slash, else localhost. */
export function resolveAppOrigin(env: Pick<BaseEnv, 'APP_ORIGIN' | 'PORT'>): string {
  return (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/** Web Push as a process uses it; null when PUSH_NOTIFICATIONS is off. */
export interface PushConfig {
  vapid: { publicKey: string; privateKey: string; subject: string };
  allowedEndpointOrigins: readonly string[];
}

type PushEnv = Pick<
  BaseEnv,
  'PUSH_NOTIFICATIONS' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOWED_ENDPOINT_ORIGINS'
>;

/**
 * Push settings that cannot work: one half of a key pair, and in production (when push is on) any
 * of the keys or the contact left to a generated default that nobody could keep across machines.
 */
export function findPushConfigProblems(env: PushEnv, nodeEnv: BaseEnv['NODE_ENV']): string[] {
  if (!env.PUSH_NOTIFICATIONS) return [];
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined))
    return ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither'];
  if (nodeEnv !== 'production') return [];
  const required = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  return required
    .filter((name) => env[name] === undefined)
    .map((name) => `${name}: is required in production while PUSH_NOTIFICATIONS is on`);
}
