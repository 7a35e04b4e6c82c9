import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { type TestServer, signInCookie, startTestServer } from '../../test/test-server';

/**
 * The server's side of server rendering, with a stand-in for the web app's SSR build (the real one
 * is exercised by the e2e suite): what goes into the HTML, with whose API answers, and what happens
 * when the render fails or is slow. The stand-in writes what its API reads returned into the page.
 */
const FAKE_ENTRY = `
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export const SSR_PAGE_CHUNKS = { home: [], vehicle: ['src/vehicle-page.tsx'] };
export function ssrPageKind(pathname) {
  return pathname === '/' ? 'home' : pathname === '/vehicles' ? 'browse' : pathname.startsWith('/vehicle/') ? 'vehicle' : null;
}
export function serializeSsrState(state) { return JSON.stringify(state).replace(/</g, '\\\\u003c'); }
export async function renderPage({ url, fetchApi, now }) {
  const pathname = new URL(url).pathname;
  if (pathname === '/vehicle/render-bug') throw new Error('a bug in the render');
  if (pathname === '/vehicle/stuck') await new Promise((resolve) => setTimeout(resolve, 5000));
  const response = await fetchApi('/api/auth/user', {});
  const who = response.ok ? (await response.json()).email : 'visitor ' + response.status;
  const preloadImages = pathname === '/vehicles' ? ['/uploads/first-thumb.webp', 'https://elsewhere.example/x.webp', '/uploads/a"><script>x</script>.webp'] : [];
  const extraChunks = response.ok ? ['src/admin-switch.tsx'] : [];
  return { kind: ssrPageKind(pathname), preloadImages, extraChunks, html: '<main>rendered for ' + who + '</main><p>' + 'Întreținută. '.repeat(200) + '</p>', state: { renderedAt: now, queries: { who } } };
}
`;

let node: TestServer;
let dist: string;

async function getPage(pathname: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${node.url}${pathname}`, { headers: { Accept: 'text/html', ...headers } });
  return { response, html: await response.text(), ms: Date.now() - started };
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'autolicit-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared'] },
      _shared: { file: 'assets/shared-1.js' },
      'src/vehicle-page.tsx': { file: 'assets/vehicle-page-1.js', imports: ['_shared', '_gallery'] },
      _gallery: { file: 'assets/gallery-1.js' },
      'src/admin-switch.tsx': { file: 'assets/admin-switch-1.js', imports: ['_shared', '_gallery', '_segments'] },
      _segments: { file: 'assets/segments-1.js' },
    }),
  );
  // Where the server looks by default: WEB_DIST_DIR + "-ssr".
  mkdirSync(`${dist}-ssr`);
  writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), FAKE_ENTRY);
  node = await startTestServer({ webDistDir: dist });
});
afterAll(async () => {
  await node.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('put the render and its state into the page, private and never cached', async () => {
    const { response, html } = await getPage('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(html).toContain('<div id="root"><main>rendered for visitor 401</main><p>Întreținută.');
    expect(html).toContain('<script type="application/json" id="ssr-state">{"renderedAt":');
    expect(html).toContain('"queries":{"who":"visitor 401"}');
  });

  it("render with the visitor's own session: the page shows who is signed in", async () => {
    const user = await createUser(node.ctx);
    const cookie = await signInCookie(node.url, user.email);
    expect((await getPage('/', { Cookie: cookie })).html).toContain(`rendered for ${user.email}`);
    expect((await getPage('/')).html).not.toContain(user.email);
  });

  it("preload a route's own chunks, not those index.html already loads", async () => {
    const { html } = await getPage('/vehicle/85928d56-bf07-47d3-8498-ef6c36c523ca');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/vehicle-page-1.js"><link rel="modulepreload" crossorigin href="/assets/gallery-1.js"></head>',
    );
    expect(html).not.toContain('href="/assets/shared-1.js"');
    expect((await getPage('/')).html).not.toContain('modulepreload');
  });

  it('preload the chunks a render asks for beyond its page kind, for that render only', async () => {
    const user = await createUser(node.ctx);
    const cookie = await signInCookie(node.url, user.email);
    const home = (await getPage('/', { Cookie: cookie })).html;
    expect(home).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/admin-switch-1.js"><link rel="modulepreload" crossorigin href="/assets/gallery-1.js"><link rel="modulepreload" crossorigin href="/assets/segments-1.js"></head>',
    );
    const vehicle = (await getPage('/vehicle/85928d56-bf07-47d3-8498-ef6c36c523ca', { Cookie: cookie })).html;
    // The page's own chunks first, then the extra ones; a chunk both need is hinted once.
    expect(vehicle).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/vehicle-page-1.js"><link rel="modulepreload" crossorigin href="/assets/gallery-1.js"><link rel="modulepreload" crossorigin href="/assets/admin-switch-1.js"><link rel="modulepreload" crossorigin href="/assets/segments-1.js"></head>',
    );
    expect((await getPage('/')).html).not.toContain('admin-switch');
  });

  it("fetch a search's first photo before the scripts, and only same-origin paths", async () => {
    const { html } = await getPage('/vehicles');
    expect(html).toContain(
      '<title>t</title><link rel="preload" as="image" href="/uploads/first-thumb.webp" fetchpriority="high"><script type="module"',
    );
    expect(html).not.toContain('elsewhere.example');
    expect(html).not.toContain('<script>x</script>');
  });

  it('are compressed on the fly', async () => {
    const http = await import('node:http');
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      http
        .get(`${node.url}/`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    expect(raw.encoding).toBe('br');
    expect(brotliDecompressSync(raw.body).toString()).toContain('rendered for visitor');
  });
});

describe('client-rendered pages instead', () => {
  it('for a reader who chose English (the server renders Romanian only)', async () => {
    const { html, response } = await getPage('/', { Cookie: 'autolicit.lang=en' });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('ssr-state');
    expect(html).toContain('<html lang="en">');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect((await getPage('/', { Cookie: 'autolicit.lang=ro' })).html).toContain('ssr-state');
  });

  it('for pages the server does not render', async () => {
    expect((await getPage('/dashboard')).html).toContain('<div id="root"></div>');
  });

  it('when the render fails: the page still arrives, client-rendered', async () => {
    const { response, html } = await getPage('/vehicle/render-bug');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
  });

  it('when the render is too slow: the shell goes out after 1.5 s, not when the render is done', async () => {
    const { response, html, ms } = await getPage('/vehicle/stuck');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(ms).toBeGreaterThanOrEqual(1_400);
    expect(ms).toBeLessThan(4_000);
  });
});
