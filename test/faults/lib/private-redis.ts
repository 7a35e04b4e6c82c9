import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { freePort, sleep } from './util';

/** A redis-server of the scenario's own on a free port: stopped, restarted and flushed at will. */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  flushAll(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(options: { appendOnly?: boolean } = {}): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        options.appendOnly === false ? 'no' : 'yes',
        '--dir',
        dir,
        '--hz',
        '100',
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
    probe.on('error', () => undefined);
    for (let attempt = 0; attempt < 200; attempt += 1) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        await sleep(25);
      }
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url,
    stop,
    start,
    async flushAll() {
      const admin = new Redis(url);
      await admin.flushall();
      await admin.quit();
    },
    async destroy() {
      child?.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
