import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, sleep, waitFor } from './util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const NGINX = '/usr/sbin/nginx';
/** The deployment's proxy configuration: the scenarios run nginx with it, pointed at their nodes. */
export const DEPLOY_NGINX_CONF = path.join(repoRoot, 'deploy/nginx.conf');
/** FAULTS_NGINX_CONF: another server configuration to run the scenarios behind (a proposed change of it). */
const SCENARIO_NGINX_CONF = process.env.FAULTS_NGINX_CONF ?? DEPLOY_NGINX_CONF;
/** The response header (added by the harness, not the deployment) that names the node that answered. */
const UPSTREAM_HEADER = 'x-fault-upstream';

export interface NginxProxy {
  /** http://127.0.0.1:<port>: what the clients connect to. */
  url: string;
  /** The configuration nginx runs with (for a failure's report). */
  config: string;
  /**
   * The node URL nginx sends a client connecting from `localAddress` to (a loopback address such
   * as 127.3.7.1): its upstream choice hashes the client's address.
   */
  nodeFor(localAddress: string): Promise<string>;
  /** nginx's error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The server part of deploy/nginx.conf with the nodes put in: each `server …;` line of `upstream
 * autolicit { … }` gives way to one line per node (`server 127.0.0.1:<port>`, keeping the
 * parameters of the line in that position, or of the last one when the file lists fewer nodes),
 * and `listen 80;` becomes the loopback port. Everything else (balancing, retries, timeouts,
 * WebSocket upgrade) is the deployment's own.
 */
export function deriveProxyServerConfig(source: string, options: { nodes: string[]; port: number }): string {
  const upstream = /(upstream\s+autolicit\s*\{)([^}]*)(\})/.exec(source);
  if (!upstream) throw new Error('deploy/nginx.conf: no `upstream autolicit { … }` block');
  const body = upstream[2]!;
  const serverLine = /^([ \t]*)server\s+[^\s;]+([^;]*);[ \t]*(#[^\n]*)?\n?/gm;
  const lines = [...body.matchAll(serverLine)];
  if (lines.length === 0) throw new Error('deploy/nginx.conf: no `server …;` line in `upstream autolicit`');
  const indent = lines[0]![1]!;
  const replacement = options.nodes
    .map((node, i) => {
      const parameters = lines[Math.min(i, lines.length - 1)]![2]!.trim();
      const address = new URL(node).host;
      return `${indent}server ${address}${parameters ? ` ${parameters}` : ''};\n`;
    })
    .join('');
  const first = lines[0]!.index;
  const withoutServers = body.replace(serverLine, '');
  const newBody = withoutServers.slice(0, first) + replacement + withoutServers.slice(first);
  const withNodes = source.replace(upstream[0], `${upstream[1]}${newBody}${upstream[3]}`);
  const listen = /^([ \t]*)listen\s+80\s*;/m;
  if (!listen.test(withNodes)) throw new Error('deploy/nginx.conf: no `listen 80;`');
  return withNodes.replace(listen, `$1listen 127.0.0.1:${options.port};`);
}

/**
 * Debian's nginx in the foreground (a child of this process) on a free loopback port, in front of
 * `nodes` (their URLs) with the configuration derived from deploy/nginx.conf, wrapped in a main
 * configuration whose files all live in a temporary folder.
 */
export async function startNginxProxy(options: {
  nodes: string[];
  port?: number;
  /** The server configuration to derive from (default deploy/nginx.conf, or FAULTS_NGINX_CONF). */
  configFile?: string;
}): Promise<NginxProxy> {
  if (!existsSync(NGINX)) {
    throw new Error(
      `${NGINX} not found: the Redis Cluster fault scenarios run the deployment's proxy. Install Debian's nginx: ` +
        'sudo apt-get update && sudo apt-get install -y nginx (scripts/test.sh does it).',
    );
  }
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'fault-nginx-'));
  // Run as root, nginx's workers take another user, which must reach the temp folders.
  chmodSync(dir, 0o755);
  const errorLog = path.join(dir, 'error.log');
  const source = readFileSync(options.configFile ?? SCENARIO_NGINX_CONF, 'utf8');
  const server = deriveProxyServerConfig(source, { nodes: options.nodes, port });
  const config = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${errorLog} warn;`,
    // Each proxied connection takes two (client and node): hundreds of watchers need more than the default 512.
    'events { worker_connections 8192; }',
    'http {',
    `  access_log ${dir}/access.log;`,
    `  client_body_temp_path ${dir}/client-body;`,
    `  proxy_temp_path ${dir}/proxy;`,
    `  fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi;`,
    `  scgi_temp_path ${dir}/scgi;`,
    '  # The harness asks which node answered (nodeFor); the deployment does not send this.',
    `  add_header X-Fault-Upstream $upstream_addr always;`,
    server,
    '}',
    '',
  ].join('\n');
  const configPath = path.join(dir, 'nginx.conf');
  writeFileSync(configPath, config);

  let output = '';
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', configPath], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const errors = () => {
    try {
      return readFileSync(errorLog, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      // Fast shutdown: a graceful one would wait for every open WebSocket.
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode})`);
        return isListening(port);
      },
      15_000,
      'nginx listening',
    );
  } catch (error) {
    const report = `${String(error)}\n${output}\n${errors()}\n--- ${configPath}:\n${config}`;
    await stop();
    throw new Error(report, { cause: error });
  }

  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    config,
    async nodeFor(localAddress) {
      const upstream = await new Promise<string>((resolve, reject) => {
        const req = request(`${url}/healthz`, { localAddress }, (res) => {
          res.resume();
          const header = res.headers[UPSTREAM_HEADER];
          // After a failed attempt nginx lists every node it tried ("a, b"): the last one answered.
          const answered = String(header ?? '')
            .split(',')
            .at(-1)!
            .trim();
          if (res.statusCode === 200 && answered) resolve(`http://${answered}`);
          else reject(new Error(`nginx answered ${res.statusCode} (upstream ${String(header)})`));
        });
        req.on('error', reject);
        req.end();
      });
      return upstream;
    },
    errors,
    stop,
  };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
