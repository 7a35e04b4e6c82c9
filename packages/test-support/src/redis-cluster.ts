import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

/**
 * A Redis Cluster of six local `redis-server` processes (three primaries, three replicas) for tests
 * and development: started, failed over, resharded and stopped at will. Only real processes: a
 * "killed" node is SIGKILLed, a migrated slot goes through the same commands as `redis-cli --cluster
 * reshard`.
 */

const HOST = '127.0.0.1';
const NODE_COUNT = 6;
const SLOT_COUNT = 16384;
/** Redis's default cluster bus port is the node's port + 10000. */
const BUS_PORT_OFFSET = 10_000;
/** Linux hands out ephemeral ports from 32768: a node or its bus there could clash with any outgoing connection. */
const EPHEMERAL_PORTS_START = 32_768;
const RANDOM_BASE_PORT_MIN = 10_000;
const RANDOM_BASE_PORT_MAX = EPHEMERAL_PORTS_START - BUS_PORT_OFFSET - NODE_COUNT;
const DEFAULT_NODE_TIMEOUT_MS = 3000;
const DEFAULT_WAIT_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 200;
const MIGRATE_BATCH = 100;
const MIGRATE_TIMEOUT_MS = 10_000;
const STATE_FILE = 'cluster.json';
const TERMINATING_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

export interface RedisClusterOptions {
  /** First of six consecutive ports (the buses use port + 10000); default a random free base in 10000–22762. */
  basePort?: number;
  /** `--cluster-node-timeout`: how long a node may be unreachable before it is flagged failed. Default 3000 ms. */
  nodeTimeoutMs?: number;
  /**
   * Folder of the nodes' folders (nodes.conf, log, pid file); default a new temporary folder.
   * Starting again on a folder whose nodes still run reuses them. `stop()` removes it.
   */
  stateDir?: string;
  /**
   * Leave the servers running when this process exits (the developer script); by default they are
   * children of this process, killed on its exit.
   */
  detached?: boolean;
  /** How long starting, and each later wait for the cluster to settle, may take. Default 60 s. */
  timeoutMs?: number;
}

export interface ClusterAddress {
  host: string;
  port: number;
}

/** A node as CLUSTER NODES describes it. */
export interface ClusterNode extends ClusterAddress {
  id: string;
  role: 'primary' | 'replica';
  /** The id of the primary it replicates (replicas only). */
  primaryId: string | undefined;
  /** The slot ranges it serves, both ends included (primaries only). */
  slots: Array<[number, number]>;
  /** CLUSTER NODES flags such as `master`, `slave`, `fail?`, `fail` (without `myself`). */
  flags: string[];
}

/** One of the six ports as `status` of the developer script prints it. */
export interface ClusterNodeStatus {
  port: number;
  /** Whether the port answers at all. */
  reachable: boolean;
  /** `cluster_state` from its CLUSTER INFO (`ok` or `fail`). */
  clusterState: string | undefined;
  /** The node as it sees itself. */
  node: ClusterNode | undefined;
}

/**
 * The reads (primaries, replicas, findPrimaryForKey) give the view of the first node that answers;
 * while a failover or a migration spreads, another node may still see the old roles:
 * `waitUntilHealthy()` first when that matters.
 */
export interface RedisCluster {
  /** The six addresses: the seeds an app is given. */
  readonly nodes: ClusterAddress[];
  readonly stateDir: string;
  readonly nodeTimeoutMs: number;
  /** Serving primaries (nodes flagged failed left out), by port. */
  primaries(): Promise<ClusterNode[]>;
  /** Replicas (nodes flagged failed left out), by port. */
  replicas(): Promise<ClusterNode[]>;
  /** CLUSTER KEYSLOT of a key. */
  keySlot(key: string): Promise<number>;
  /** The primary serving the key's slot. */
  findPrimaryForKey(key: string): Promise<ClusterNode>;
  /** SIGKILLs the node on that port and waits for the process to be gone; the others are left to notice. */
  killNode(port: number): Promise<void>;
  /** Starts a killed node again from its nodes.conf (empty: no persistence) and waits until the cluster is healthy. */
  restartNode(port: number): Promise<void>;
  /**
   * CLUSTER FAILOVER on a replica (graceful: the primary hands over once the replica has caught up;
   * `force` when the primary is unreachable, `takeover` without the other primaries' votes), then
   * waits until it serves as primary and the cluster is healthy.
   */
  failoverTo(replicaPort: number, mode?: 'force' | 'takeover'): Promise<void>;
  /**
   * Moves one slot with its keys from its primary to the primary on `toPort` (IMPORTING/MIGRATING,
   * MIGRATE in batches, SETSLOT NODE on every primary), waits until every node agrees, and returns
   * how many keys moved.
   */
  migrateSlot(slot: number, toPort: number): Promise<number>;
  /**
   * Waits until every reachable node says `cluster_state:ok`, all of them agree on who serves which
   * slot, every slot is served by a reachable primary, and every reachable replica has finished its
   * sync with its primary (`master_link_status:up`).
   */
  waitUntilHealthy(): Promise<void>;
  /** Every node's own view, for a status listing. */
  describeNodes(): Promise<ClusterNodeStatus[]>;
  /** Kills all six and removes the state folder. */
  stop(): Promise<void>;
}

interface ClusterState {
  basePort: number;
  nodeTimeoutMs: number;
}

interface NodeProcess {
  port: number;
  dir: string;
  /** The process when this one started it. */
  child: ChildProcess | undefined;
}

interface ParsedNode extends ClusterNode {
  myself: boolean;
  /** Slots this node (when myself) is moving out or in: an unfinished migration. */
  openSlots: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the six nodes, creates the cluster and resolves once it is healthy: every slot served and
 * every replica fully synced (a failover right after start loses nothing).
 */
export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  const nodeTimeoutMs = options.nodeTimeoutMs ?? DEFAULT_NODE_TIMEOUT_MS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
  const detached = options.detached ?? false;
  const lastBusPort = (options.basePort ?? 0) + NODE_COUNT - 1 + BUS_PORT_OFFSET;
  if (
    options.basePort !== undefined &&
    (!Number.isInteger(options.basePort) || options.basePort < 1024 || lastBusPort > 65_535)
  ) {
    throw new Error(
      `base port ${options.basePort}: six ports from there, and their buses at +10000, must fit in 1024–65535`,
    );
  }
  if (!Number.isInteger(nodeTimeoutMs) || nodeTimeoutMs < 100) {
    throw new Error(`node timeout ${nodeTimeoutMs} ms: too small`);
  }

  if (options.stateDir) {
    const running = openRedisCluster({ stateDir: options.stateDir, timeoutMs, detached });
    if (running && (await running.reuse(options.basePort))) return running.cluster;
  }

  const maxAttempts = options.basePort === undefined ? 5 : 1;
  for (let attempt = 1; ; attempt += 1) {
    const basePort = options.basePort ?? (await pickFreeBasePort());
    if (options.basePort !== undefined && !(await arePortsFree(basePort))) {
      throw new Error(`ports ${basePort}–${basePort + NODE_COUNT - 1} (or their buses at +10000) are in use`);
    }
    const stateDir = options.stateDir
      ? path.resolve(options.stateDir)
      : mkdtempSync(path.join(tmpdir(), 'redis-cluster-'));
    assertClusterStateDir(stateDir);
    rmSync(stateDir, { recursive: true, force: true });
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(
      path.join(stateDir, STATE_FILE),
      `${JSON.stringify({ basePort, nodeTimeoutMs } satisfies ClusterState)}\n`,
    );
    const handle = createHandle(stateDir, { basePort, nodeTimeoutMs }, { timeoutMs, detached });
    try {
      await handle.startAll();
      await handle.createCluster();
      await handle.cluster.waitUntilHealthy();
      return handle.cluster;
    } catch (error) {
      await handle.cluster.stop();
      // Another process may have taken a randomly picked port between the check and the bind.
      if (attempt >= maxAttempts) throw error;
    }
  }
}

/**
 * The cluster whose state lives in `stateDir` (started by another process with `detached`), or
 * undefined when that folder holds none.
 */
export function findRedisCluster(options: { stateDir: string; timeoutMs?: number }): RedisCluster | undefined {
  return openRedisCluster({ ...options, detached: true })?.cluster;
}

function openRedisCluster(options: { stateDir: string; timeoutMs?: number; detached: boolean }) {
  const stateDir = path.resolve(options.stateDir);
  const stateFile = path.join(stateDir, STATE_FILE);
  if (!existsSync(stateFile)) return undefined;
  const state = JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
  return createHandle(stateDir, state, {
    timeoutMs: options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS,
    detached: options.detached,
  });
}

function createHandle(
  stateDir: string,
  state: ClusterState,
  settings: { timeoutMs: number; detached: boolean },
): {
  cluster: RedisCluster;
  startAll(): Promise<void>;
  createCluster(): Promise<void>;
  reuse(basePort: number | undefined): Promise<boolean>;
} {
  const { basePort, nodeTimeoutMs } = state;
  const ports = Array.from({ length: NODE_COUNT }, (_, index) => basePort + index);
  const processes = new Map<number, NodeProcess>(
    ports.map((port) => [port, { port, dir: path.join(stateDir, `node-${port}`), child: undefined }]),
  );

  // Children of this process never outlive it, even when a test forgets stop(): on exit, and on the
  // SIGTERM that vitest ends its workers with (which skips 'exit' handlers).
  const killChildren = () => {
    for (const node of processes.values()) {
      if (node.child && isChildRunning(node.child)) node.child.kill('SIGKILL');
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  const killChildrenOnSignal = (signal: NodeJS.Signals) => {
    killChildren();
    removeExitHooks();
    // Then what the signal would have done without this listener: usually end the process.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const installExitHooks = () => {
    if (process.listeners('exit').includes(killChildren)) return;
    process.on('exit', killChildren);
    for (const signal of TERMINATING_SIGNALS) process.on(signal, killChildrenOnSignal);
  };
  const removeExitHooks = () => {
    process.off('exit', killChildren);
    for (const signal of TERMINATING_SIGNALS) process.off(signal, killChildrenOnSignal);
  };

  const processOf = (port: number): NodeProcess => {
    const node = processes.get(port);
    if (!node) throw new Error(`no node of this cluster on port ${port} (ports ${ports.join(', ')})`);
    return node;
  };

  const startNode = async (port: number) => {
    const node = processOf(port);
    mkdirSync(node.dir, { recursive: true });
    const child = spawn('redis-server', nodeArguments(node, nodeTimeoutMs), {
      cwd: node.dir,
      stdio: 'ignore',
      detached: settings.detached,
    });
    if (child.pid === undefined) {
      const [error] = (await once(child, 'error')) as [Error];
      throw new Error(`could not start redis-server (Redis 7 on PATH?): ${error.message}`);
    }
    child.on('error', () => undefined);
    if (settings.detached) child.unref();
    else installExitHooks();
    node.child = child;
    await waitFor(`redis-server on port ${port} to answer`, settings.timeoutMs, async () => {
      if (!isChildRunning(child)) throw new Error(`redis-server on port ${port} exited:\n${readLogTail(node)}`);
      return (await isReachable(port)) ? undefined : 'not answering yet';
    });
  };

  const killNode = async (port: number) => {
    const node = processOf(port);
    if (node.child) {
      if (isChildRunning(node.child)) {
        const exited = once(node.child, 'exit');
        node.child.kill('SIGKILL');
        await exited;
      }
      return;
    }
    const pid = readRunningPid(node);
    if (pid === undefined) return;
    process.kill(pid, 'SIGKILL');
    await waitFor(`redis-server on port ${port} to exit`, settings.timeoutMs, async () =>
      readRunningPid(node) === undefined ? undefined : 'still running',
    );
  };

  const isRunning = (port: number) => {
    const node = processOf(port);
    return node.child ? isChildRunning(node.child) : readRunningPid(node) !== undefined;
  };

  /** CLUSTER NODES as the first reachable node sees it. */
  const readView = async (): Promise<ParsedNode[]> => {
    for (const port of ports) {
      const view = await tryOnNode(port, async (redis) => parseClusterNodes(await clusterCommand(redis, 'NODES')));
      if (view) return view;
    }
    throw new Error(`no node of the cluster answers (ports ${ports.join(', ')})`);
  };

  const serving = (view: ParsedNode[]) =>
    view
      .filter((node) => !node.flags.includes('fail') && !node.flags.includes('noaddr'))
      .map(toClusterNode)
      .sort((a, b) => a.port - b.port);

  const keySlot = async (key: string) => {
    for (const port of ports) {
      const slot = await tryOnNode(port, async (redis) => Number(await clusterCommand(redis, 'KEYSLOT', key)));
      if (slot !== undefined) return slot;
    }
    throw new Error(`no node of the cluster answers (ports ${ports.join(', ')})`);
  };

  const unhealthyReason = async (): Promise<string | undefined> => {
    const views = new Map<number, ParsedNode[]>();
    for (const port of ports) {
      const reason = await tryOnNode(port, async (redis) => {
        const info = parseInfo(await clusterCommand(redis, 'INFO'));
        if (info.cluster_state !== 'ok') return `node ${port}: cluster_state:${info.cluster_state}`;
        if (info.cluster_slots_ok !== String(SLOT_COUNT))
          return `node ${port}: cluster_slots_ok:${info.cluster_slots_ok}`;
        const view = parseClusterNodes(await clusterCommand(redis, 'NODES'));
        views.set(port, view);
        const myself = view.find((node) => node.myself);
        if (!myself) return `node ${port}: no "myself" line in CLUSTER NODES`;
        if (myself.openSlots > 0) return `node ${port}: ${myself.openSlots} slot(s) still migrating or importing`;
        if (myself.role === 'replica') {
          const replication = parseInfo(String(await redis.info('replication')));
          if (replication.master_link_status !== 'up' || replication.master_sync_in_progress !== '0') {
            return `replica ${port}: master_link_status:${replication.master_link_status}, sync in progress:${replication.master_sync_in_progress}`;
          }
        }
        return '';
      });
      if (reason) return reason;
    }
    if (views.size === 0) return 'no node answers';
    // Every reachable node must see the same primaries, replicas and slot owners, and each slot's
    // owner must be one of the reachable nodes acting as primary.
    const reachablePrimaries = new Set(
      [...views.values()].flatMap((view) =>
        view.filter((node) => node.myself && node.role === 'primary').map((node) => node.id),
      ),
    );
    const summaries = new Map<number, string>();
    for (const [port, view] of views) {
      for (const node of view) {
        if (node.slots.length > 0 && !reachablePrimaries.has(node.id)) {
          return `node ${port} sees slots served by ${node.host}:${node.port}, which does not answer as a primary`;
        }
      }
      summaries.set(port, summarizeView(view));
    }
    const distinct = new Set(summaries.values());
    if (distinct.size > 1) return `the nodes do not agree yet on roles and slots`;
    const served = [...views.values()][0]!.reduce(
      (count, node) => count + node.slots.reduce((sum, [start, end]) => sum + end - start + 1, 0),
      0,
    );
    if (served !== SLOT_COUNT) return `${served} of ${SLOT_COUNT} slots served`;
    return undefined;
  };

  const waitUntilHealthy = () => waitFor('the cluster to be healthy', settings.timeoutMs, unhealthyReason);

  const cluster: RedisCluster = {
    nodes: ports.map((port) => ({ host: HOST, port })),
    stateDir,
    nodeTimeoutMs,
    async primaries() {
      return serving(await readView()).filter((node) => node.role === 'primary');
    },
    async replicas() {
      return serving(await readView()).filter((node) => node.role === 'replica');
    },
    keySlot,
    async findPrimaryForKey(key) {
      const slot = await keySlot(key);
      const primary = (await cluster.primaries()).find((node) =>
        node.slots.some(([start, end]) => slot >= start && slot <= end),
      );
      if (!primary) throw new Error(`no primary serves slot ${slot} (key ${key})`);
      return primary;
    },
    killNode,
    async restartNode(port) {
      if (isRunning(port)) throw new Error(`node ${port} is running: kill it first`);
      await startNode(port);
      await waitUntilHealthy();
    },
    async failoverTo(replicaPort, mode) {
      const replica = await onNode(replicaPort, async (redis) =>
        parseClusterNodes(await clusterCommand(redis, 'NODES')).find((node) => node.myself),
      );
      if (replica?.role !== 'replica') throw new Error(`node ${replicaPort} is not a replica`);
      await onNode(replicaPort, (redis) => clusterCommand(redis, 'FAILOVER', ...(mode ? [mode.toUpperCase()] : [])));
      await waitFor(`node ${replicaPort} to become a primary`, settings.timeoutMs, async () => {
        const role = await tryOnNode(replicaPort, async (redis) => ((await redis.call('ROLE')) as unknown[])[0]);
        return role === 'master' ? undefined : `role ${String(role)}`;
      });
      await waitUntilHealthy();
    },
    async migrateSlot(slot, toPort) {
      if (!Number.isInteger(slot) || slot < 0 || slot >= SLOT_COUNT) throw new Error(`no slot ${slot}`);
      const view = await readView();
      const primaries = view.filter((node) => node.role === 'primary' && !node.flags.includes('fail'));
      const target = primaries.find((node) => node.port === toPort);
      if (!target) throw new Error(`node ${toPort} is not a primary`);
      const source = primaries.find((node) => node.slots.some(([start, end]) => slot >= start && slot <= end));
      if (!source) throw new Error(`no primary serves slot ${slot}`);
      if (source.id === target.id) return 0;

      await onNode(target.port, (redis) => clusterCommand(redis, 'SETSLOT', slot, 'IMPORTING', source.id));
      await onNode(source.port, (redis) => clusterCommand(redis, 'SETSLOT', slot, 'MIGRATING', target.id));
      const moved = await onNode(source.port, async (redis) => {
        let count = 0;
        for (;;) {
          const keys = (await redis.callBuffer('CLUSTER', 'GETKEYSINSLOT', slot, MIGRATE_BATCH)) as Buffer[];
          if (keys.length === 0) return count;
          await redis.call('MIGRATE', target.host, target.port, '', 0, MIGRATE_TIMEOUT_MS, 'KEYS', ...keys);
          count += keys.length;
        }
      });
      // The target first, so that the slot is never left without an owner that accepts it; then the
      // source (which stops redirecting with ASK), then the others (gossip would tell them later).
      const others = primaries.filter((node) => node.id !== source.id && node.id !== target.id);
      for (const node of [target, source, ...others]) {
        await onNode(node.port, (redis) => clusterCommand(redis, 'SETSLOT', slot, 'NODE', target.id));
      }
      await waitUntilHealthy();
      return moved;
    },
    waitUntilHealthy,
    async describeNodes() {
      return Promise.all(
        ports.map(async (port) => {
          const status = await tryOnNode(port, async (redis) => {
            const info = parseInfo(await clusterCommand(redis, 'INFO'));
            const view = parseClusterNodes(await clusterCommand(redis, 'NODES'));
            const myself = view.find((node) => node.myself);
            return { clusterState: info.cluster_state, node: myself && toClusterNode(myself) };
          });
          return { port, reachable: status !== undefined, clusterState: status?.clusterState, node: status?.node };
        }),
      );
    },
    async stop() {
      await Promise.all(ports.map((port) => killNode(port)));
      rmSync(stateDir, { recursive: true, force: true });
      removeExitHooks();
    },
  };

  return {
    cluster,
    async startAll() {
      await Promise.all(ports.map((port) => startNode(port)));
    },
    async createCluster() {
      const addresses = ports.map((port) => `${HOST}:${port}`);
      try {
        await promisify(execFile)(
          'redis-cli',
          ['--cluster', 'create', ...addresses, '--cluster-replicas', '1', '--cluster-yes'],
          { timeout: settings.timeoutMs },
        );
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: string; stderr?: string };
        throw new Error(`redis-cli --cluster create failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
      }
    },
    /** Takes over a cluster already started on this state folder: restarts its dead nodes; false when none runs. */
    async reuse(wantedBasePort) {
      if (!ports.some(isRunning)) return false;
      if (wantedBasePort !== undefined && wantedBasePort !== basePort) {
        throw new Error(`a cluster already runs from ${stateDir} on ports ${ports[0]}–${ports.at(-1)}: stop it first`);
      }
      for (const port of ports) {
        if (!isRunning(port)) await startNode(port);
      }
      await waitUntilHealthy();
      return true;
    },
  };
}

/** The state folder is wiped on start and stop: it must be empty or one of ours, never a folder of other files. */
function assertClusterStateDir(stateDir: string): void {
  if (!existsSync(stateDir) || existsSync(path.join(stateDir, STATE_FILE))) return;
  if (readdirSync(stateDir).length > 0) {
    throw new Error(`${stateDir} holds other files: give the cluster a folder of its own`);
  }
}

function nodeArguments(node: NodeProcess, nodeTimeoutMs: number): string[] {
  return [
    '--port',
    String(node.port),
    '--bind',
    HOST,
    '--cluster-enabled',
    'yes',
    '--cluster-config-file',
    'nodes.conf',
    '--cluster-node-timeout',
    String(nodeTimeoutMs),
    '--save',
    '',
    '--appendonly',
    'no',
    // Each primary has one replica: nothing to gain from waiting for more before a sync starts.
    '--repl-diskless-sync-delay',
    '0',
    '--dir',
    node.dir,
    '--pidfile',
    path.join(node.dir, 'redis.pid'),
    '--logfile',
    path.join(node.dir, 'redis.log'),
    '--daemonize',
    'no',
  ];
}

function isChildRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

/** The pid in the node's pid file when that process is still this node's redis-server (pids get reused). */
function readRunningPid(node: NodeProcess): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(node.dir, 'redis.pid'), 'utf8').trim());
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  try {
    // redis-server retitles itself "redis-server 127.0.0.1:<port> [cluster]".
    const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return title.includes('redis-server') && title.includes(`:${node.port}`) ? pid : undefined;
  } catch {
    return pid; // no /proc (macOS): trust the pid file
  }
}

function readLogTail(node: NodeProcess): string {
  try {
    return readFileSync(path.join(node.dir, 'redis.log'), 'utf8').split('\n').slice(-20).join('\n');
  } catch {
    return '(no log)';
  }
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

async function arePortsFree(basePort: number): Promise<boolean> {
  for (let port = basePort; port < basePort + NODE_COUNT; port += 1) {
    if (!(await isPortFree(port)) || !(await isPortFree(port + BUS_PORT_OFFSET))) return false;
  }
  return true;
}

async function pickFreeBasePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const basePort =
      RANDOM_BASE_PORT_MIN + Math.floor(Math.random() * (RANDOM_BASE_PORT_MAX - RANDOM_BASE_PORT_MIN + 1));
    if (await arePortsFree(basePort)) return basePort;
  }
  throw new Error('found no six free consecutive ports (with their buses) below 22768');
}

function connectTo(port: number): Redis {
  const redis = new Redis({
    host: HOST,
    port,
    lazyConnect: true,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    commandTimeout: MIGRATE_TIMEOUT_MS * 2,
    protocol: 2,
  });
  redis.on('error', () => undefined);
  return redis;
}

/** Runs `use` on a short-lived connection to one node. */
async function onNode<T>(port: number, use: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = connectTo(port);
  try {
    await redis.connect();
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

/** Like onNode, but undefined when the node cannot be reached (a killed node is expected to be). */
async function tryOnNode<T>(port: number, use: (redis: Redis) => Promise<T>): Promise<T | undefined> {
  const redis = connectTo(port);
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    return undefined;
  }
  try {
    return await use(redis);
  } finally {
    redis.disconnect();
  }
}

async function isReachable(port: number): Promise<boolean> {
  return (await tryOnNode(port, (redis) => redis.ping())) === 'PONG';
}

async function clusterCommand(redis: Redis, subcommand: string, ...args: Array<string | number>): Promise<string> {
  return String(await redis.call('CLUSTER', subcommand, ...args));
}

/** Polls `check` (undefined means done, a string says what is missing) until done or out of time. */
async function waitFor(what: string, timeoutMs: number, check: () => Promise<string | undefined>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = await check();
    if (reason === undefined) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${reason}`);
    await sleep(POLL_INTERVAL_MS);
  }
}

function parseInfo(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator > 0 && !line.startsWith('#')) fields[line.slice(0, separator)] = line.slice(separator + 1).trim();
  }
  return fields;
}

/** `<id> <ip:port@bus[,hostname]> <flags> <primary> <ping> <pong> <epoch> <link> <slot>...` per line. */
function parseClusterNodes(text: string): ParsedNode[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [id = '', address = '', flagList = '', primary = '-', , , , , ...slotFields] = line.split(' ');
      const hostPort = address.split('@')[0] ?? '';
      const separator = hostPort.lastIndexOf(':');
      const flags = flagList.split(',');
      const slots: Array<[number, number]> = [];
      let openSlots = 0;
      for (const field of slotFields) {
        if (field.startsWith('[')) {
          openSlots += 1; // [slot->-id] migrating, [slot-<-id] importing
          continue;
        }
        const [start, end = start] = field.split('-').map(Number);
        if (start !== undefined && end !== undefined) slots.push([start, end]);
      }
      return {
        id,
        host: hostPort.slice(0, separator),
        port: Number(hostPort.slice(separator + 1)),
        role: flags.includes('master') ? 'primary' : 'replica',
        primaryId: primary === '-' ? undefined : primary,
        slots,
        flags,
        myself: flags.includes('myself'),
        openSlots,
      } satisfies ParsedNode;
    });
}

/** The node without what depends on who was asked ("myself", open slots). */
function toClusterNode({ myself: _myself, openSlots: _openSlots, flags, ...node }: ParsedNode): ClusterNode {
  return { ...node, flags: flags.filter((flag) => flag !== 'myself') };
}

/** Roles and slot owners of the nodes not flagged failed, in a form two views can be compared by. */
function summarizeView(view: ParsedNode[]): string {
  return view
    .filter((node) => !node.flags.includes('fail') && !node.flags.includes('fail?'))
    .map(
      (node) =>
        `${node.id} ${node.role} ${node.primaryId ?? '-'} ${node.slots.map((range) => range.join('-')).join(',')}`,
    )
    .sort()
    .join('\n');
}
