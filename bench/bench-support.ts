/**
 * What the benchmarks share: the admin connection that makes and drops their databases, the
 * machine's and its servers' CPU counters, the servers' environment and the line describing the machine
 * (percentiles: bench/stats.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { TEST_VAPID_ENV } from '@autolicit/test-support';
import type { Redis } from 'ioredis';
import pg from 'pg';

/** Runs one statement on the admin database (CREATE/DROP DATABASE). */
export async function runAdminStatement(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The URL of `databaseName` on the admin URL's server. */
export function toDatabaseUrl(adminUrl: string, databaseName: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The machine's CPU ticks so far, all cores (/proc/stat): idle (with I/O wait) and total. */
export function machineCpuTicks(): { idle: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
  return { idle: fields[3]! + fields[4]!, total: fields.reduce((sum, value) => sum + value, 0) };
}

/** CPU seconds used so far by each process whose name starts with `prefix` (from /proc), by pid. */
export function processCpuByPid(prefix: string): Map<string, number> {
  const ticks = 100;
  const byPid = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      if (!name.startsWith(prefix)) continue;
      const fields = stat.slice(close + 2).split(' ');
      byPid.set(entry, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      // the process ended while we read
    }
  }
  return byPid;
}

/** CPU seconds of PostgreSQL's processes so far, by pid. */
export const postgresCpuByPid = () => processCpuByPid('postgres');

/** PostgreSQL CPU since `start` (a start snapshot); backends that exited meanwhile are not counted. */
export function postgresCpuSince(start: Map<string, number>): number {
  let total = 0;
  for (const [pid, cpu] of postgresCpuByPid()) total += cpu - (start.get(pid) ?? 0);
  return total;
}

/** CPU seconds (user + system) the Redis server behind `redis` has used so far. */
export async function readRedisCpu(redis: Redis): Promise<number> {
  const info = await redis.info('cpu');
  const read = (key: string) => Number(new RegExp(`^${key}:([\\d.]+)`, 'm').exec(info)?.[1] ?? Number.NaN);
  return read('used_cpu_sys') + read('used_cpu_user');
}

/** Deletes every key of a run's Redis prefix (plain keys and the queues' hash-tagged `{prefix…}` keys). */
export async function deleteRedisPrefix(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  for (const pattern of [`${prefix}*`, `{${prefix}*`]) {
    let cursor = '0';
    for (let round = 0; round < 10_000; round += 1) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      if (keys.length > 0) deleted += await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  }
  return deleted;
}

/** The machine the run measured, printed above the results (the method is in docs/benchmarks.md). */
export function describeMachine(): string {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}.`;
}

/**
 * A server node's environment in the benchmarks: production mode on a run's own database, Redis
 * target (`REDIS_URL` or the cluster's variables) and key prefix, behind a trusted loopback proxy.
 */
export function buildServerEnv(args: {
  databaseUrl: string;
  redis: Record<string, string>;
  redisPrefix: string;
  origin: string;
}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    ...TEST_VAPID_ENV,
    DATABASE_URL: args.databaseUrl,
    ...args.redis,
    REDIS_PREFIX: args.redisPrefix,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    LOG_LEVEL: 'warn',
    APP_ORIGIN: args.origin,
    ALLOW_INSECURE_ORIGIN: 'true',
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    TRUST_PROXY: 'loopback',
  };
}
