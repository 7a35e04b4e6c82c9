import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './util';

const BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A throw-away PostgreSQL cluster (initdb) on a free port, for the scenario that restarts it. */
export interface PrivatePostgres {
  /** The server's admin URL (database `postgres`). */
  url: string;
  /** Stops it (fast shutdown: sessions are cut) for `downMs`, then starts it again. */
  restart(downMs: number): Promise<void>;
  destroy(): void;
}

/** initdb refuses to run as root: as root, run the cluster as the `postgres` user. */
function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  execFileSync(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, {
    stdio: 'pipe',
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-postgres-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run(path.join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const pgCtl = (...args: string[]) =>
    run(path.join(BIN, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), ...args]);
  const start = () => pgCtl('-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start');
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart(downMs) {
      pgCtl('-m', 'fast', 'stop');
      await new Promise((resolve) => setTimeout(resolve, downMs));
      start();
    },
    destroy() {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
