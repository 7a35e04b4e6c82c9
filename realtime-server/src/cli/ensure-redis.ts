import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { RedisUnavailableError, connectRedis } from '../platform/redis';

/**
 * Start-up helper for the Quick start command: makes sure Redis answers (one server or a cluster).
 * When a single Redis does not, the URL points at this machine and redis-server is installed, it starts one (persisting under
 * DATA_DIR/redis, hz 100 so BullMQ's delayed jobs fire on time); otherwise it explains how to get
 * Redis and fails.
 */
async function ensureRedis(): Promise<void> {
  const config = loadConfig();
  const target = config.redis;
  try {
    await (await connectRedis(target)).quit();
    return;
  } catch (error) {
    // A cluster is the operator's (or scripts/redis-cluster.sh's): reported, never started here.
    if (!(error instanceof RedisUnavailableError) || target.kind !== 'single') throw error;
    const url = new URL(target.url);
    const isLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
    const hasServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0;
    if (!isLocal || !hasServer) throw error;

    const dir = path.join(config.dataDir, 'redis');
    mkdirSync(dir, { recursive: true });
    console.log(`Redis is not running at ${target.url}; starting a local redis-server (data in ${dir}).`);
    const started = spawnSync(
      'redis-server',
      [
        '--port',
        url.port || '6379',
        '--bind',
        '127.0.0.1',
        '--daemonize',
        'yes',
        '--hz',
        '100',
        '--dir',
        dir,
        '--appendonly',
        'yes',
        '--save',
        '',
        '--logfile',
        path.join(dir, 'redis.log'),
      ],
      { stdio: 'inherit' },
    );
    if (started.status !== 0) throw error;
    for (let attempt = 0; attempt < 50; attempt += 1) {
      try {
        await (await connectRedis(target)).quit();
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw error;
  }
}

ensureRedis().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof RedisUnavailableError ? `\n${error.message}\n` : error,
    );
    process.exit(1);
  },
);
