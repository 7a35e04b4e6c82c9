import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { toRedisEnv } from '@autolicit/shared/env';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../test/isolated-database';
import { TEST_VAPID_ENV } from '@autolicit/test-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = promisify(execFile);
let database: IsolatedDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = mkdtempSync(path.join(tmpdir(), 'autolicit-seed-'));
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function countUsers(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM users')).rows[0].n);
  } finally {
    await client.end();
  }
}

describe('the seed command, as scripts/start.sh runs it', () => {
  it('puts no demo account into an empty production database', async () => {
    const { stdout } = await run(
      path.join(repoRoot, 'realtime-server/node_modules/.bin/tsx'),
      ['realtime-server/src/cli/seed.ts'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          ...TEST_VAPID_ENV,
          DATABASE_URL: database.url,
          ...toRedisEnv(inject('redisTarget')),
          REDIS_PREFIX: `${inject('redisPrefix')}seed-cli:`,
          SESSION_SECRET: 'seed-test-secret-seed-test-secret-0123456789',
          APP_ORIGIN: 'https://autolicit.example',
          DATA_DIR: dataDir,
        },
      },
    );
    expect(stdout).toContain('demo data not seeded');
    expect(stdout).not.toContain('Demo accounts');
    expect(await countUsers()).toBe(0);
  });
});
