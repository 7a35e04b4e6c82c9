import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A redis-server of a test file's own, on a free loopback port, without persistence. */
export interface PrivateRedis {
  url: string;
  /** Stops it (by its pid) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty) and resolves once it answers. */
  start(): Promise<void>;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `redis-server` with the given `hz` (how often it runs its timers, which include the
 * timeouts of blocked clients such as BullMQ's waiting worker) and resolves once it answers.
 */
export async function startPrivateRedis(options: { hz: number }): Promise<PrivateRedis> {
  const port = await findFreePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  const start = async () => {
    const server: ChildProcess = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--hz',
        String(options.hz),
        '--maxmemory-policy',
        'noeviction',
      ],
      { stdio: 'ignore' },
    );
    child = server;
    for (let attempt = 0; ; attempt += 1) {
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch (error) {
        probe.disconnect();
        if (attempt >= 200 || server.exitCode !== null) {
          await stop();
          throw new Error(`redis-server did not start on port ${port}`, { cause: error });
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  };
  await start();
  return { url, stop, start };
}
