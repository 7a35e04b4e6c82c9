import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RedisTarget, toRedisEnv } from '@autolicit/shared/env';
import { freePort, sleep, waitFor } from './util';
import { TEST_VAPID_ENV } from '@autolicit/test-support';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  output: string;
  /** Exits nobody asked for (a crash): the scenarios expect none unless they killed it. */
  unexpectedExits: { code: number | null; signal: NodeJS.Signals | null }[];
}

export interface FaultCluster {
  /** The servers' URLs, in order. */
  nodes: string[];
  /** The origin every client sends (as a browser behind the deployment's proxy would). */
  origin: string;
  processes: Map<string, ClusterProcess>;
  /** SIGKILLs (or signals) a process; it stays down until `restart`. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  restart(name: string): Promise<void>;
  /** Every process still up and no crash among those nobody killed. */
  crashes(): string[];
  stop(): Promise<void>;
}

export interface FaultClusterOptions {
  nodes: number;
  databaseUrl: string;
  /** One Redis server; `redis` instead for any target (a Redis Cluster). */
  redisUrl?: string;
  /** Where the processes find Redis (REDIS_URL or REDIS_CLUSTER_NODES); takes precedence over `redisUrl`. */
  redis?: RedisTarget;
  /**
   * The public origin (APP_ORIGIN) when the clients come through a proxy in front of the nodes;
   * default the first node's URL.
   */
  origin?: string;
  /** Without workers: the scenario runs its own closer. */
  workers?: boolean;
  /** Worker processes side by side (default 1): `workers`, `workers-2`, … */
  workerProcesses?: number;
  env?: Record<string, string>;
}

/**
 * N server processes and a workers process, from source (`node --import tsx`), the way
 * `scripts/start.sh --nodes N` runs them in production mode, against the scenario's database and Redis.
 */
export const FAULT_METRICS_TOKEN = 'fault-suite-metrics-token-0123';

/** Five processes compiling from source at once on a shared 2-core machine can take over 30 s. */
const READY_TIMEOUT_MS = 60_000;

export async function startFaultCluster(options: FaultClusterOptions): Promise<FaultCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fault-cluster-'));
  const ports = await Promise.all(Array.from({ length: options.nodes }, () => freePort()));
  const origin = options.origin ?? `http://127.0.0.1:${ports[0]}`;
  const redis: RedisTarget | undefined =
    options.redis ?? (options.redisUrl === undefined ? undefined : { kind: 'single', url: options.redisUrl });
  if (!redis) throw new Error('startFaultCluster: give it a redisUrl or a redis target');
  const baseEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    ...TEST_VAPID_ENV,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    ...toRedisEnv(redis),
    REDIS_PREFIX: 'fault:',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'fault-suite-secret-fault-suite-secret-0123456789',
    APP_ORIGIN: origin,
    ALLOW_INSECURE_ORIGIN: 'true',
    MIGRATE_ON_START: 'false',
    SEED_DEMO_DATA: 'false',
    RUN_WORKERS_IN_PROCESS: 'false',
    LOG_LEVEL: 'warn',
    // The clients stand for many bidders behind a proxy on this machine (X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    METRICS_TOKEN: FAULT_METRICS_TOKEN,
    ...options.env,
  };
  const specs = new Map<string, { cwd: string; entry: string; env: Record<string, string> }>();
  ports.forEach((port, i) =>
    specs.set(`server-${i + 1}`, {
      cwd: 'realtime-server',
      entry: 'src/main.ts',
      env: { ...baseEnv, PORT: String(port) },
    }),
  );
  // The workers log 'workers ready' at info: the harness waits for that line.
  if (options.workers !== false) {
    for (let i = 1; i <= (options.workerProcesses ?? 1); i += 1) {
      specs.set(i === 1 ? 'workers' : `workers-${i}`, {
        cwd: 'workers',
        entry: 'src/main.ts',
        env: { ...baseEnv, LOG_LEVEL: 'info' },
      });
    }
  }

  const processes = new Map<string, ClusterProcess>();
  const killed = new Set<string>();
  const launch = (name: string) => {
    const spec = specs.get(name)!;
    const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
      cwd: path.join(repoRoot, spec.cwd),
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry: ClusterProcess = {
      name,
      child,
      output: '',
      unexpectedExits: processes.get(name)?.unexpectedExits ?? [],
    };
    const keep = (chunk: Buffer) => {
      entry.output = (entry.output + chunk.toString()).slice(-200_000);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code, signal) => {
      if (!killed.has(name)) entry.unexpectedExits.push({ code, signal });
    });
    processes.set(name, entry);
  };
  const ready = async (name: string) => {
    if (name.startsWith('workers')) {
      await waitFor(() => processes.get(name)!.output.includes('workers ready'), READY_TIMEOUT_MS, 'workers ready');
      return;
    }
    const url = `http://127.0.0.1:${specs.get(name)!.env.PORT}`;
    await waitFor(
      async () => (await fetch(`${url}/readyz`).catch(() => null))?.status === 200,
      READY_TIMEOUT_MS,
      `${name} ready`,
    );
  };
  for (const name of specs.keys()) launch(name);
  try {
    await Promise.all([...specs.keys()].map(ready));
  } catch (error) {
    // The scenario never gets the cluster to stop: do not leave its processes running.
    for (const [name, { child }] of processes) {
      killed.add(name);
      child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
    const outputs = [...processes.values()].map((p) => `${p.name}:\n${p.output.slice(-2000)}`).join('\n');
    throw new Error(`${String(error)}\n${outputs}`, { cause: error });
  }

  return {
    nodes: ports.map((port) => `http://127.0.0.1:${port}`),
    origin,
    processes,
    async kill(name, signal = 'SIGKILL') {
      const entry = processes.get(name)!;
      killed.add(name);
      if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
      const exited = new Promise((resolve) => entry.child.once('exit', resolve));
      entry.child.kill(signal);
      await exited;
    },
    async restart(name) {
      killed.delete(name);
      launch(name);
      await ready(name);
    },
    crashes() {
      return [...processes.values()].flatMap((p) =>
        p.unexpectedExits.map((exit) => `${p.name} exited (${exit.code ?? exit.signal}):\n${p.output.slice(-3000)}`),
      );
    },
    async stop() {
      for (const name of processes.keys()) killed.add(name);
      await Promise.all(
        [...processes.values()].map(async ({ child }) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await Promise.race([exited, sleep(12_000).then(() => child.kill('SIGKILL'))]);
        }),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
