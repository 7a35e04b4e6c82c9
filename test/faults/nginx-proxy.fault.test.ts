import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOY_NGINX_CONF, deriveProxyServerConfig, startNginxProxy } from './lib/nginx-proxy';
import { loopbackAddress } from './lib/proxy-clients';

/**
 * The harness's nginx (lib/nginx-proxy.ts) runs the deployment's own configuration pointed at the
 * scenario's nodes. The rewrite must fit deploy/nginx.conf as it is and as it is being changed
 * (another balancing method, parameters on each `server` line, another node count): one line per
 * node keeping its parameters, the loopback port instead of `listen 80;`, the rest untouched.
 */
const HASHED_VARIANT = `
upstream autolicit {
  hash $remote_addr consistent;
  server server-1:3000 max_fails=1 fail_timeout=5s;
  server server-2:3000 max_fails=1 fail_timeout=5s;
  server server-3:3000 max_fails=1 fail_timeout=5s;
}

server {
  listen 80;
  location / {
    proxy_pass http://autolicit;
    proxy_next_upstream error timeout http_502;
  }
}
`;

const nodes: { server: Server; url: string }[] = [];

beforeAll(async () => {
  for (let i = 0; i < 3; i += 1) {
    const server = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    nodes.push({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});

afterAll(async () => {
  await Promise.all(nodes.map(({ server }) => new Promise((resolve) => server.close(resolve))));
});

describe('the harness nginx', () => {
  it('puts one server line per node, with the parameters of the line in its place, and the loopback port', () => {
    const urls = nodes.map((node) => node.url);
    const hashed = deriveProxyServerConfig(HASHED_VARIANT, { nodes: urls, port: 4567 });
    expect(hashed.match(/^\s*server .*;$/gm)!.map((line) => line.trim())).toEqual(
      urls.map((url) => `server ${new URL(url).host} max_fails=1 fail_timeout=5s;`),
    );
    expect(hashed).toContain('hash $remote_addr consistent;');
    expect(hashed).toContain('listen 127.0.0.1:4567;');
    expect(hashed).not.toContain('server-1');

    const current = deriveProxyServerConfig(readFileSync(DEPLOY_NGINX_CONF, 'utf8'), { nodes: urls, port: 4567 });
    const upstream = /upstream autolicit \{[^}]*\}/.exec(current)![0];
    expect(upstream.match(/^\s*server .*;$/gm)!.map((line) => line.trim())).toEqual(
      urls.map((url) => `server ${new URL(url).host};`),
    );
    expect(current).toContain('listen 127.0.0.1:4567;');
  });

  it.each([
    ['deploy/nginx.conf', DEPLOY_NGINX_CONF],
    ['a hashed variant', 'variant'],
  ])('keeps each client address on one node and sends it on when that node is gone (%s)', async (_name, file) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-variant-'));
    const configFile = file === 'variant' ? path.join(dir, 'nginx.conf') : file;
    if (file === 'variant') writeFileSync(configFile, HASHED_VARIANT);
    const proxy = await startNginxProxy({ nodes: nodes.map((node) => node.url), configFile });
    try {
      const addresses = Array.from({ length: 30 }, (_, n) => loopbackAddress(n));
      const first = await Promise.all(addresses.map((address) => proxy.nodeFor(address)));
      const again = await Promise.all(addresses.map((address) => proxy.nodeFor(address)));
      expect(again).toEqual(first);
      expect(new Set(first).size).toBeGreaterThan(1);

      // The node of the first address goes away: that address is answered by another one.
      const gone = nodes.find((node) => node.url === first[0])!;
      await new Promise((resolve) => gone.server.close(resolve));
      try {
        const moved = await proxy.nodeFor(addresses[0]!);
        expect(moved).not.toBe(gone.url);
        expect(nodes.map((node) => node.url)).toContain(moved);
      } finally {
        await new Promise<void>((resolve) => gone.server.listen(Number(new URL(gone.url).port), '127.0.0.1', resolve));
      }
    } finally {
      await proxy.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
