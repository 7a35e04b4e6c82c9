import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type PushConfig,
  type RedisTarget,
  baseEnvSchema,
  booleanishSchema,
  findPushConfigProblems,
  formatEnvIssues,
  resolveAppOrigin,
  resolveRedisTarget,
} from '@autolicit/shared/env';
import { resolvePushConfig } from '@autolicit/messaging';
import { z } from 'zod';

/** The WebSocket server implementations engine.io can run on (SOCKET_WS_ENGINE). */
export const SOCKET_WS_ENGINES = ['ws', 'eiows'] as const;
export type SocketWsEngineName = (typeof SOCKET_WS_ENGINES)[number];

/**
 * Every variable the server reads: the shared base (also read by the workers) plus the server's own.
 * Parsed once at start-up; a bad value stops the process with a list of every problem, not just the first.
 */
export const envSchema = baseEnvSchema.extend({
  HOST: z.string().min(1).default('0.0.0.0'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Production only: accept an http:// APP_ORIGIN (a private test behind no TLS). Never on the internet. */
  ALLOW_INSECURE_ORIGIN: booleanishSchema.default(false),
  /**
   * Proxies whose X-Forwarded-For is believed: false (none, the default), a hop count, a list of
   * addresses or subnets, or true. Rate limits and the audit log key on the address it yields.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Serve the built web app from this folder when it exists. */
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** The web app's server render of its first pages (`vite build --ssr`); default: WEB_DIST_DIR + "-ssr". Absent, pages are client-rendered only. */
  WEB_SSR_DIR: z.string().optional(),
  /** In embedded (PGlite) mode the workers must run inside the server process. */
  RUN_WORKERS_IN_PROCESS: booleanishSchema.optional(),
  /** Apply pending migrations at start-up (default on; docker-compose runs them once in a separate service). */
  MIGRATE_ON_START: booleanishSchema.default(true),
  /** Fill an empty database with demo data (default on outside production). */
  SEED_DEMO_DATA: booleanishSchema.optional(),
  /** Bearer token Prometheus sends for /metrics; unset, /metrics is not served at all. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /**
   * Encrypts the TOTP secrets at rest (32+ characters). Unset: derived from SESSION_SECRET — set it
   * separately so the session secret can be rotated without every enrolled user enrolling again.
   */
  MFA_SECRET_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** A signed-in session unused for this long ends (default 7 days). */
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  /** A session ends this long after sign-in, however busy (default 30 days). */
  SESSION_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /**
   * Socket.IO's WebSocket engine: `ws` (default) or `eiows`, a native engine that is not installed
   * with the app (see docs/decisions.md); when it cannot be loaded the server logs it and uses ws.
   */
  SOCKET_WS_ENGINE: z.enum(SOCKET_WS_ENGINES).default('ws'),
  /**
   * Room broadcasts written straight to an idle WebSocket (default on; see direct-frame-writes.ts).
   * A switch for operators should a Socket.IO upgrade ever disagree with it.
   */
  SOCKET_DIRECT_WRITES: booleanishSchema.default(true),
});

export type Env = z.output<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** One Redis (REDIS_URL) or a Redis Cluster (REDIS_CLUSTER_NODES, which takes precedence). */
  redis: RedisTarget;
  redisPrefix: string;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  mailDir: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appOrigin: string;
  trustProxy: boolean | number | string;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  webSsrDir: string;
  runWorkersInProcess: boolean;
  migrateOnStart: boolean;
  seedDemoData: boolean;
  sessionIdleMs: number;
  sessionMaxLifetimeMs: number;
  metricsToken: string | undefined;
  /** Key material for the TOTP secrets' encryption (MFA_SECRET_KEY, else the session secret). */
  mfaKeyMaterial: string;
  socketWsEngine: SocketWsEngineName;
  socketDirectWrites: boolean;
  /** Web Push (VAPID keys, the push services subscriptions may name); null when PUSH_NOTIFICATIONS is off. */
  push: PushConfig | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** In development a secret is generated once and kept under DATA_DIR, so sessions survive restarts. */
function loadDevSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * What production must not run without: a real session secret (a generated one would sign cookies
 * nobody can rotate), and the public origin over https (cookies are `secure`, and links in e-mails
 * and the CSRF check use it).
 */
function productionProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  if (!source.SESSION_SECRET) problems.push('SESSION_SECRET: is required in production (32 or more random characters)');
  const insecureAllowed = source.ALLOW_INSECURE_ORIGIN === 'true' || source.ALLOW_INSECURE_ORIGIN === '1';
  if (!source.APP_ORIGIN)
    problems.push('APP_ORIGIN: is required in production (the public https:// origin of the site)');
  else if (!source.APP_ORIGIN.startsWith('https://') && !insecureAllowed) {
    problems.push(
      'APP_ORIGIN: must be https:// in production (set ALLOW_INSECURE_ORIGIN=true only for a private test)',
    );
  }
  return problems;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success ? [] : formatEnvIssues(parsed.error.issues);
  // Checked outside the schema so they are reported together with every other problem.
  if (source.NODE_ENV === 'production') problems.push(...productionProblems(source));
  if (parsed.success) problems.push(...findPushConfigProblems(parsed.data, parsed.data.NODE_ENV));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const sessionSecret = env.SESSION_SECRET ?? loadDevSessionSecret(dataDir);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    redis: resolveRedisTarget(env),
    redisPrefix: env.REDIS_PREFIX,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    sessionSecret,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    appOrigin: resolveAppOrigin(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    webSsrDir: path.resolve(env.WEB_SSR_DIR ?? `${env.WEB_DIST_DIR.replace(/[\\/]+$/, '')}-ssr`),
    runWorkersInProcess: env.RUN_WORKERS_IN_PROCESS ?? !env.DATABASE_URL,
    migrateOnStart: env.MIGRATE_ON_START,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    sessionIdleMs: env.SESSION_IDLE_TIMEOUT_SECONDS * 1000,
    sessionMaxLifetimeMs: env.SESSION_MAX_LIFETIME_SECONDS * 1000,
    metricsToken: env.METRICS_TOKEN,
    mfaKeyMaterial: env.MFA_SECRET_KEY ?? `session-secret:${sessionSecret}`,
    socketWsEngine: env.SOCKET_WS_ENGINE,
    socketDirectWrites: env.SOCKET_DIRECT_WRITES,
    push: resolvePushConfig(env, dataDir),
  };
}
