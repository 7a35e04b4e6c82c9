/**
 * A tiny request/response protocol over Node's IPC channel, for the benchmark's child processes
 * (server nodes and watcher clients). Every request has a timeout, so nothing waits forever.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

interface Request {
  id: number;
  cmd: string;
  args: unknown;
}
interface Response {
  id: number;
  result?: unknown;
  error?: string;
}

export interface Child {
  proc: ChildProcess;
  pid: number;
  /** Resolves once the child listens for requests. */
  ready: Promise<void>;
  call<T = unknown>(cmd: string, args?: unknown, timeoutMs?: number): Promise<T>;
  /** What bench/process-probe.ts reports (for a child started with `probe: true`); `reset` starts a new interval. */
  probe(reset?: boolean): Promise<ProcessProbe>;
  /** Asks the child to stop, then kills it if it has not exited within 10 s. */
  stop(): Promise<void>;
}

/** A child's own view of itself (bench/process-probe.ts): CPU seconds so far, memory, event loop since the last reset. */
export interface ProcessProbe {
  cpu: number;
  rss: number;
  heapUsed: number;
  delayP99Ms: number;
  delayMaxMs: number;
  eventLoopUtilization: number;
}

export interface SpawnOptions {
  /** Preload bench/process-probe.ts (event-loop delay, CPU, memory on request). */
  probe?: boolean;
  /**
   * The script is not a benchmark child (no serveParent: e.g. the workers' own main.ts): it is
   * ready once its probe answers, and `stop` sends SIGTERM.
   */
  foreign?: boolean;
}

/**
 * Starts `node --expose-gc --import tsx <script>` under a shell that first raises the open-file
 * limit to the hard limit (5,000 sockets need more than a default 1,024).
 */
export function spawnChild(
  script: string,
  label: string,
  env: NodeJS.ProcessEnv = {},
  options: SpawnOptions = {},
): Child {
  const file = path.resolve(import.meta.dirname, script);
  // BENCH_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") is for diagnosing, never for reported runs.
  const flags = process.env.BENCH_NODE_FLAGS ?? '';
  const probeImport = options.probe ? `--import "${path.resolve(import.meta.dirname, 'process-probe.ts')}"` : '';
  const proc = spawn(
    'bash',
    [
      '-c',
      `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node --expose-gc ${flags} --import tsx ${probeImport} "$0"`,
      file,
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_CHILD_LABEL: label, ...env },
    },
  );
  let seq = 0;
  let probes = 0;
  const probing = new Map<number, (result: ProcessProbe) => void>();
  proc.on('message', (message: { probe?: number; result?: ProcessProbe }) => {
    if (typeof message.probe !== 'number') return;
    probing.get(message.probe)?.(message.result!);
    probing.delete(message.probe);
  });
  const probe = (reset = false) =>
    new Promise<ProcessProbe>((resolve, reject) => {
      const id = ++probes;
      const timer = setTimeout(() => {
        probing.delete(id);
        reject(new Error(`${label}: probe timed out`));
      }, 10_000);
      probing.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      proc.send({ probe: id, reset });
    });
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void; timer: NodeJS.Timeout }>();
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} did not start within 60 s`)), 60_000);
    proc.on('message', (message: { ready?: boolean }) => {
      if (message.ready) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.once('exit', () => reject(new Error(`${label} exited before it was ready`)));
  });
  ready.catch(() => undefined);
  const readyOrProbed = options.foreign ? waitForProbe(probe, label) : ready;
  readyOrProbed.catch(() => undefined);
  proc.on('message', (message: Response) => {
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    clearTimeout(entry.timer);
    if (message.error !== undefined) entry.reject(new Error(`${label}: ${message.error}`));
    else entry.resolve(message.result);
  });
  proc.once('exit', (code, signal) => {
    for (const [id, entry] of pending) {
      clearTimeout(entry.timer);
      entry.reject(new Error(`${label} exited (${code ?? signal}) during request ${id}`));
    }
    pending.clear();
  });
  return {
    proc,
    pid: proc.pid!,
    ready: readyOrProbed,
    probe,
    call<T>(cmd: string, args: unknown = {}, timeoutMs = 120_000) {
      return new Promise<T>((resolve, reject) => {
        const id = ++seq;
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`${label}: ${cmd} timed out after ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
        proc.send({ id, cmd, args } satisfies Request);
      });
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      if (options.foreign) proc.kill('SIGTERM');
      else if (proc.connected) {
        const id = ++seq;
        proc.send({ id, cmd: 'exit', args: {} } satisfies Request);
      }
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** A foreign child is ready once its preloaded probe answers (within 60 s). */
async function waitForProbe(probe: (reset?: boolean) => Promise<ProcessProbe>, label: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await probe();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`${label} did not start within 60 s`, { cause: error });
    }
  }
}

/** In a child: answers the parent's requests with the given handlers; `exit` runs `onExit` then exits. */
export function serveParent(handlers: Record<string, (args: never) => unknown>, onExit: () => Promise<void>): void {
  const exit = async () => {
    await onExit().catch((error: unknown) => console.error(error));
    process.exit(0);
  };
  process.on('message', async (message: Request) => {
    // Probe requests (bench/process-probe.ts) share the channel.
    if (typeof message?.cmd !== 'string') return;
    if (message.cmd === 'exit') return void exit();
    const handler = handlers[message.cmd];
    try {
      if (!handler) throw new Error(`unknown command ${message.cmd}`);
      const result = await handler(message.args as never);
      process.send!({ id: message.id, result } satisfies Response);
    } catch (error) {
      process.send!({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies Response);
    }
  });
  // The parent died: do not linger.
  process.on('disconnect', () => void exit());
  process.send!({ ready: true });
}

/** CPU seconds (user + system) of this process since it started. */
export function cpuSeconds(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
}

export function gcAndRss(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  return process.memoryUsage().rss;
}
