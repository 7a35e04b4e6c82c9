import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertVehicleImages } from '@autolicit/db';
import { createUser, createVehicle } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/test-context';
import { type TestServer, startTestServer } from '../../test/test-server';

let node: TestServer;
let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const worker = `self.addEventListener('fetch', () => {}); // ${'w'.repeat(2000)}`;
const webManifest = JSON.stringify({ name: 'AutoLicit', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] });
const englishManifest = JSON.stringify({ name: 'AutoLicit', lang: 'en' });
const indexHtml =
  '<!doctype html><html lang="ro"><head><link rel="manifest" href="/manifest.webmanifest" /></head><body><div id="root"></div></body></html>';
const png = Buffer.from('89504e470d0a1a0a', 'hex');

/** Raw response bytes: fetch would decode Content-Encoding for us and hide what the server sent. */
async function getRaw(url: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers: { 'Accept-Encoding': acceptEncoding, Accept: 'text/html,*/*', ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

beforeAll(async () => {
  // A build as `vite build` and the precompress plugin leave it.
  dist = mkdtempSync(path.join(tmpdir(), 'autolicit-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'service-worker.js'), worker);
  writeFileSync(path.join(dist, 'service-worker.js.br'), brotliCompressSync(worker));
  writeFileSync(path.join(dist, 'manifest.webmanifest'), webManifest);
  writeFileSync(path.join(dist, 'manifest.en.webmanifest'), englishManifest);
  writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><h1>Nu sunteți conectat la internet</h1>');
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), png);
  node = await startTestServer({ webDistDir: dist });
});
afterAll(async () => {
  await node.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('answers a hashed asset with Brotli and a one-year immutable cache', async () => {
    const response = await getRaw(`${node.url}/assets/index-AbC123.js`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(response.body).toString()).toBe(script);
    expect(response.body.length).toBeLessThan(script.length / 10);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    expect((await getRaw(`${node.url}/assets/index-AbC123.js`, 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await getRaw(`${node.url}/assets/index-AbC123.js`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('never caches index.html (a deploy is seen at once) and answers a missing asset with 404, not HTML', async () => {
    const page = await getRaw(`${node.url}/vehicle/123`, 'identity');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body.toString()).toContain('<div id="root">');
    const missing = await getRaw(`${node.url}/assets/index-OLD999.js`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });

  it("hints a vehicle page's first photo (its largest paint) with a Link preload, and nothing elsewhere", async () => {
    const seller = await createUser(node.ctx);
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id });
    await insertVehicleImages(
      node.ctx.db,
      [1, 0].map((position) => ({
        vehicleId: vehicle.id,
        position,
        url: `/uploads/photo-${position}.webp`,
        thumbnailUrl: `/uploads/thumb-${position}.webp`,
        width: 1600,
        height: 1200,
      })),
    );
    const page = await getRaw(`${node.url}/vehicle/${vehicle.id}`, 'br');
    expect(page.headers.link).toBe('</uploads/photo-0.webp>; rel=preload; as=image; fetchpriority=high');
    expect(page.headers['cache-control']).toBe('no-cache');
    const withoutPhotos = await createVehicle(node.ctx, { sellerId: seller.id });
    expect((await getRaw(`${node.url}/vehicle/${withoutPhotos.id}`, 'br')).headers.link).toBeUndefined();
    expect((await getRaw(`${node.url}/vehicles`, 'br')).headers.link).toBeUndefined();
  });
});

describe('the installable app', () => {
  it('serves the service worker as JavaScript that is revalidated on every use, precompressed', async () => {
    const response = await getRaw(`${node.url}/service-worker.js`, 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(worker);
  });

  it('serves the web app manifests as application/manifest+json and the offline page as HTML, all revalidated', async () => {
    for (const [file, content] of [
      ['manifest.webmanifest', webManifest],
      ['manifest.en.webmanifest', englishManifest],
    ] as const) {
      const manifest = await getRaw(`${node.url}/${file}`, 'identity');
      expect(manifest.status, file).toBe(200);
      expect(manifest.headers['content-type'], file).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control'], file).toBe('no-cache');
      expect(JSON.parse(manifest.body.toString()), file).toEqual(JSON.parse(content));
    }
    const offline = await getRaw(`${node.url}/offline.html`, 'identity');
    expect(offline.headers['content-type']).toMatch(/^text\/html/);
    expect(offline.headers['cache-control']).toBe('no-cache');
    expect(offline.body.toString()).toContain('Nu sunteți conectat la internet');
  });

  it("links the manifest of the reader's language: English for a reader who chose it, privately", async () => {
    const romanian = await getRaw(`${node.url}/dashboard`, 'identity');
    expect(romanian.body.toString()).toBe(indexHtml);
    const english = await getRaw(`${node.url}/dashboard`, 'identity', { Cookie: 'autolicit.lang=en' });
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.headers['cache-control']).toBe('private, no-cache');
    expect(english.body.toString()).toBe(
      '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.en.webmanifest" /></head><body><div id="root"></div></body></html>',
    );
  });

  it('serves the icons as PNG images cached for a day', async () => {
    const icon = await getRaw(`${node.url}/icons/icon-192.png`, 'identity');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect(icon.body).toEqual(png);
  });

  it("answers one of the app's files missing from the build with a 404, never the app's HTML", async () => {
    const missing = await getRaw(`${node.url}/offline.js`, 'identity');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.body.toString()).not.toContain('<div id="root">');
  });
});

describe('API responses', () => {
  it('compresses a JSON list with gzip when the client accepts it', async () => {
    const seller = await createUser(node.ctx);
    for (let i = 0; i < 6; i += 1)
      await createVehicle(node.ctx, {
        sellerId: seller.id,
        description: 'Întreținută, carte de service completă. '.repeat(10),
      });
    const response = await getRaw(`${node.url}/api/vehicles?limit=6`, 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(response.body).toString();
    expect(JSON.parse(json)).toHaveLength(6);
    expect(response.body.length).toBeLessThan(json.length / 2);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('serves a real robots.txt pointing at the sitemap', async () => {
    const response = await fetch(`${node.url}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('lists the active vehicle pages and not the ended ones', async () => {
    const seller = await createUser(node.ctx);
    const active = await createVehicle(node.ctx, { sellerId: seller.id });
    const ended = await createVehicle(node.ctx, { sellerId: seller.id, status: 'ended' });
    const response = await fetch(`${node.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/vehicle/${active.id}</loc>`);
    expect(xml).not.toContain(ended.id);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/terms-and-conditions</loc>`);
    expect(xml).toContain(`<loc>${TEST_ORIGIN}/privacy</loc>`);
  });
});
