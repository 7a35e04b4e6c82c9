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
    const services = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nvolumes:'));
    // A top-level service starts at two spaces of indent; its body runs to the next one.
    const blocks = services.split(/\n(?= {2}[a-z0-9-]+:)/).slice(1);
    const names = blocks.map((block) => block.trim().split(':')[0]);
    expect(names).toEqual(['postgres', 'redis', 'migrate', 'server-1', 'server-2', 'workers', 'proxy']);
    for (const block of blocks) {
      const name = block.trim().split(':')[0]!;
      // server-2 is `*server`: the same block as server-1; migrate is a one-off job.
      if (name === 'server-2') expect(block).toContain('*server');
      else if (name === 'migrate') expect(block).toContain('restart: "no"');
      else expect(block, name).toContain('restart: unless-stopped');
    }
  });
});
