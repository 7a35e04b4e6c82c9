import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { WEB_APP_MANIFEST_OF_LANGUAGE } from '@autolicit/shared';
import { localizePageTemplate, readPageLanguage } from './page-language';
import type { PagePreloads } from './page-preloads.service';
import type { PageRenderer } from './page-renderer.service';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The installable app's files whose names carry no hash: revalidated on every use, so a deploy's
 * service worker, manifest and offline page are seen at once (a 304 when unchanged). The worker's
 * script above all: a cached one would keep an old deploy's worker in charge.
 */
const PWA_FILES = [
  '/service-worker.js',
  ...Object.values(WEB_APP_MANIFEST_OF_LANGUAGE),
  '/offline.html',
  '/offline.js',
];

/** The encodings we precompress at build time, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Ours, not the client's, order decides: browsers list "gzip, deflate, br" but all take Brotli, ~15 % smaller. */
function acceptedEncoding(req: Request, file: string): (typeof ENCODINGS)[number] | null {
  return ENCODINGS.find((e) => req.acceptsEncodings(e.name) === e.name && existsSync(`${file}${e.suffix}`)) ?? null;
}

/**
 * Sends a built file, precompressed when the client accepts it (the `.br`/`.gz` written by the
 * build): the right Content-Type of the original, Content-Encoding, and Vary for caches.
 */
function sendBuiltFile(req: Request, res: Response, next: NextFunction, file: string, cacheControl: string): void {
  const encoding = acceptedEncoding(req, file);
  res.setHeader('Cache-Control', cacheControl);
  res.vary('Accept-Encoding');
  res.type(path.extname(file));
  if (encoding) res.setHeader('Content-Encoding', encoding.name);
  res.sendFile(encoding ? `${file}${encoding.suffix}` : file, { cacheControl: false, lastModified: true }, (error) => {
    if (error) next(error);
  });
}

/**
 * The built web app on the same origin as the API:
 * - `/assets/*` are content-hashed: a year, immutable, precompressed; a missing one is a 404, never
 *   the app's HTML (a stale tab asking for an old chunk must fail loudly, not parse HTML as JS);
 * - the service worker, the web app manifests and the offline page revalidated on every use (`no-cache`);
 * - other public files (favicon, icons, fallback image) a day;
 * - every other GET that wants HTML gets index.html, never cached, so a deploy is seen at once,
 *   with `Link: rel=preload` hints for what that page paints largest (a vehicle's first photo);
 *   the home, browse and vehicle pages come server-rendered when the renderer can (private: the HTML shows
 *   who is signed in), compressed on the fly; a reader who chose English gets index.html in English
 *   (`<html lang>` and the English manifest), private too, as it follows their cookie.
 */
export function createWebAppRouter(
  webDistDir: string,
  preloadsFor: PagePreloads = async () => [],
  renderer: () => Promise<PageRenderer | null> = async () => null,
): Router | null {
  const indexHtml = path.join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const assetsDir = path.join(webDistDir, 'assets');
  const router = express.Router();

  router.get('/assets/{*file}', (req, res, next) => {
    const file = path.join(assetsDir, ...(req.params as { file: string[] }).file);
    if (!file.startsWith(assetsDir + path.sep) || !existsSync(file))
      return res.status(404).type('text/plain').send('Not found');
    sendBuiltFile(req, res, next, file, `public, max-age=${ONE_YEAR_S}, immutable`);
  });
  router.get(PWA_FILES, (req, res, next) => {
    const file = path.join(webDistDir, req.path);
    // Never the app's HTML in their place: a worker script or manifest that is HTML fails obscurely.
    if (!existsSync(file)) return res.status(404).type('text/plain').send('Not found');
    sendBuiltFile(req, res, next, file, 'no-cache');
  });
  router.use(express.static(webDistDir, { index: false, maxAge: '1d', fallthrough: true, redirect: false }));
  router.get('/{*splat}', compression({ threshold: 1024 }), async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const renderHtml = await renderer();
    const [preloads, rendered] = await Promise.all([preloadsFor(req.path), renderHtml ? renderHtml(req) : null]);
    if (preloads.length > 0) res.setHeader('Link', preloads.join(', '));
    if (!rendered) {
      const language = readPageLanguage(req.headers.cookie);
      if (language === 'ro') return sendBuiltFile(req, res, next, indexHtml, 'no-cache');
      res.setHeader('Cache-Control', 'private, no-cache');
      return res.type('html').send(localizePageTemplate(await readFile(indexHtml, 'utf8'), language));
    }
    if (rendered.setCookies.length > 0) res.append('Set-Cookie', rendered.setCookies);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.type('html').send(rendered.html);
  });
  return router;
}
