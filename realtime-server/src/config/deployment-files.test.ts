import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The container files cannot be built here (no Docker engine), so their known failure modes are
 * checked as text: a workspace package missing from the install layer left the image unable to
 * start (ERR_MODULE_NOT_FOUND), and a developer's .env ended up inside the image.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function workspacePackages(): string[] {
  const dirs = [
    'web',
    'realtime-server',
    'workers',
    ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
  ];
  return dirs.filter((dir) => existsSync(path.join(root, dir, 'package.json')));
}

describe('deployment files', () => {
  it('the Dockerfile copies every workspace package.json before installing', () => {
    const dockerfile = read('Dockerfile');
    const install = dockerfile.indexOf('pnpm install');
    for (const dir of workspacePackages()) {
      const copy = dockerfile.indexOf(`COPY ${dir}/package.json`);
      expect(copy, dir).toBeGreaterThan(-1);
      expect(copy, dir).toBeLessThan(install);
    }
    expect(dockerfile).toMatch(/WEB_DIST_DIR=\/\S+/);
  });

  it('keeps secrets and local data out of the image', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['.env', '.env.*', 'data', 'node_modules']) expect(ignored).toContain(entry);
  });

  it('runs Redis as BullMQ needs it and demands a real origin and secret', () => {
    const compose = read('docker-compose.yml');
    expect(compose).toContain('--maxmemory-policy", "noeviction"');
    expect(compose).toContain('"--appendonly", "yes"');
    expect(compose).toMatch(/APP_ORIGIN: \$\{APP_ORIGIN:\?/);
    expect(compose).toMatch(/SESSION_SECRET: \$\{SESSION_SECRET:\?/);
    expect(compose).toContain('SEED_DEMO_DATA: "false"');
  });

  it('brings every long-running service back by itself after a crash or a reboot', () => {
    const compose = read('docker-compose.yml');
    // The services run to the next top-level key (networks:, volumes:).
    const afterServices = compose.slice(compose.indexOf('\nservices:') + '\nservices:'.length);
    const services = afterServices.slice(0, afterServices.search(/\n[a-z]/));
    // A top-level service starts at two spaces of indent; its body runs to the next one.
    const blocks = services.split(/\n(?= {2}[a-z0-9-]+:)/).slice(1);
    const names = blocks.map((block) => block.trim().split(':')[0]);
    const clusterNodes = ['redis-1', 'redis-2', 'redis-3', 'redis-4', 'redis-5', 'redis-6'];
    expect(names).toEqual([
      'postgres',
      'redis',
      'migrate',
      'server-1',
      'server-2',
      'server-3',
      'workers',
      'proxy',
      ...clusterNodes,
      'redis-cluster-init',
    ]);
    for (const block of blocks) {
      const name = block.trim().split(':')[0]!;
      // server-2 and server-3 are `*server`: the same block as server-1; redis-2… merge redis-1's.
      if (name === 'server-2' || name === 'server-3') expect(block).toContain('*server');
      else if (name === 'migrate' || name === 'redis-cluster-init') expect(block).toContain('restart: "no"');
      else if (clusterNodes.includes(name) && name !== 'redis-1') expect(block).toContain('<<: *redis-node');
      else expect(block, name).toContain('restart: unless-stopped');
    }
  });

  it('runs the Redis Cluster of the compose profile as BullMQ needs it', () => {
    const node = read('deploy/redis-cluster-node.conf');
    for (const setting of ['cluster-enabled yes', 'appendonly yes', 'maxmemory-policy noeviction'])
      expect(node).toMatch(new RegExp(`^${setting}$`, 'm'));
  });

  it('nginx never sends a request it already passed to one node to a second one unless idempotent', () => {
    const nginx = read('deploy/nginx.conf');
    const retries = nginx.match(/^\s*proxy_next_upstream\s+([^;]*);/m);
    expect(retries?.[1]).toBeDefined();
    expect(retries![1]).not.toContain('non_idempotent');
    const upstream = nginx.match(/upstream autolicit \{([^}]*)\}/)?.[1] ?? '';
    expect(upstream).toMatch(/^\s*hash \$remote_addr consistent;/m);
    // One `server …;` line per node: the fault suite puts its nodes in line by line.
    expect(upstream.match(/^\s*server \S+/gm)).toEqual([
      '  server server-1:3000',
      '  server server-2:3000',
      '  server server-3:3000',
    ]);
  });
});
