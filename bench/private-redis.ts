/**
 * A throw-away `redis-server` for a benchmark: a free loopback port, a temporary directory, the
 * given settings; stopped (by its pid) and its directory removed by `stop()`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function findFreePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `redis-server` with `settings` (e.g. `['--hz', '100']`) and resolves once it answers PING. */
export async function startPrivateRedis(settings: string[]): Promise<PrivateRedis> {
  const port = await findFreePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-redis-'));
  const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, ...settings], {
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async () => {
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let attempt = 0; ; attempt += 1) {
      const probe = new Redis(`redis://127.0.0.1:${port}`, {
        lazyConnect: true,
        retryStrategy: () => null,
        maxRetriesPerRequest: 0,
      });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        await probe.quit();
        break;
      } catch (error) {
        probe.disconnect();
        if (attempt >= 50) throw error;
        await sleep(100);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
