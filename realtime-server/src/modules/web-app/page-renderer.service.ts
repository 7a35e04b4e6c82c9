import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock';
import { type BuildManifest, staticClosure } from './build-manifest';
import { readPageLanguage } from './page-language';

/** What `web/src/entry-server.tsx` exports (the server cannot import the web app's types). */
interface SsrEntry {
  ssrPageKind(pathname: string): string | null;
  SSR_PAGE_CHUNKS: Record<string, readonly string[]>;
  SSR_STATE_ELEMENT_ID: string;
  serializeSsrState(state: unknown): string;
  renderPage(input: {
    url: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
    now: number;
    userAgent?: string;
  }): Promise<{
    kind: string;
    html: string;
    preloadImages?: string[];
    /** Manifest keys of chunks this render needs beyond its kind's (a signed-in user's header). */
    extraChunks?: readonly string[];
    state: unknown;
  } | null>;
  warmUpRenderer?(now: number): Promise<void>;
}

export interface RenderedHtml {
  html: string;
  /** Cookies the API reads set (a rolled session, the browser id): the page's response carries them. */
  setCookies: string[];
}

/** The render may not hold a page back longer than this: past it the client-rendered shell goes out. */
const RENDER_TIMEOUT_MS = 1_500;
/** Renders in flight at once; beyond it a page is client-rendered (the live core keeps its CPU). */
const MAX_CONCURRENT_RENDERS = 4;
const ROOT_ELEMENT = '<div id="root"></div>';
const FIRST_SCRIPT = /<script\b/;

/** `<link rel="preload">` for images the page paints largest; only plain same-origin paths. */
function imagePreloads(urls: readonly string[]): string {
  return urls
    .filter((url) => /^\/[\w\-./]*$/.test(url))
    .map((url) => `<link rel="preload" as="image" href="${url}" fetchpriority="high">`)
    .join('');
}

/** The JS chunks a page needs beyond the entry's own (those index.html already preloads). */
function routeChunks(manifest: BuildManifest, keys: readonly string[]): string[] {
  const entry = staticClosure(manifest, ['index.html']).js;
  return [...staticClosure(manifest, keys).js].filter((file) => !entry.has(file));
}

/**
 * The server render of the home, browse and vehicle pages (a phone paints the page from the HTML,
 * not after the JavaScript). Loaded once from the web app's SSR build; null when there is none (a
 * development server, or a build without it), and then every page is client-rendered as before.
 *
 * Each render reads the API from this server itself (same middleware, the visitor's own cookie and
 * address), so the HTML shows exactly what the page's API calls would show them, and no more.
 * A render that fails, is too slow or would exceed the concurrency cap yields null: the caller then
 * sends the client-rendered shell. Rendering never fails a page.
 */
export async function loadPageRenderer(options: {
  webDistDir: string;
  webSsrDir: string;
  clock: Clock;
  logger: Logger;
}) {
  const entryFile = path.join(options.webSsrDir, 'entry-server.js');
  const manifestFile = path.join(options.webDistDir, '.vite/manifest.json');
  if (!existsSync(entryFile) || !existsSync(manifestFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as SsrEntry;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const template = readFileSync(path.join(options.webDistDir, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT) || !template.includes('</head>')) return null;
  await entry.warmUpRenderer?.(options.clock.now().getTime());
  // One list of hints per kind of page and set of extra chunks (a few in all), built once.
  const preloads = new Map<string, string>();
  function modulePreloads(kind: string, extraChunks: readonly string[]): string {
    const cacheKey = [kind, ...extraChunks].join('\n');
    let links = preloads.get(cacheKey);
    if (links === undefined) {
      const keys = [...(entry.SSR_PAGE_CHUNKS[kind] ?? []), ...extraChunks];
      links = routeChunks(manifest, keys)
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      preloads.set(cacheKey, links);
    }
    return links;
  }
  let inFlight = 0;

  /**
   * Answers the render's `/api/...` reads as the visitor would get them: over HTTP to this very
   * server, on the address and port the page's request came in on, with the visitor's cookie and
   * address (believed only where TRUST_PROXY believes this server), so every middleware — session,
   * privacy rules, view counting — applies exactly as to the client's own calls.
   */
  function fetchApiFor(req: Request, setCookies: string[], signal: AbortSignal) {
    const host = req.socket.localAddress ?? '127.0.0.1';
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
    return async (apiPath: string): Promise<Response> => {
      const headers = new Headers({ accept: 'application/json', 'x-forwarded-for': req.ip ?? '' });
      for (const name of ['cookie', 'user-agent', 'accept-language'] as const) {
        const value = req.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      // The render's deadline ends its reads too: nothing keeps working for a page already sent.
      const response = await fetch(`${origin}${apiPath}`, { method: 'GET', headers, redirect: 'error', signal });
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };
  }

  /** The page's full HTML, server-rendered, or null when this page is client-rendered. */
  return async function renderHtml(req: Request): Promise<RenderedHtml | null> {
    if (!entry.ssrPageKind(req.path)) return null;
    // The server renders Romanian only: another language's reader gets the client-rendered page.
    if (readPageLanguage(req.headers.cookie) !== 'ro') return null;
    if (inFlight >= MAX_CONCURRENT_RENDERS) return null;
    inFlight += 1;
    const setCookies: string[] = [];
    try {
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const page = await Promise.race([
        entry.renderPage({
          url: `http://localhost${req.originalUrl}`,
          fetchApi: fetchApiFor(req, setCookies, signal),
          now: options.clock.now().getTime(),
          userAgent: req.headers['user-agent'],
        }),
        // The render is asked to stop at the deadline; the page does not wait for it to comply.
        new Promise<never>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
        ),
      ]);
      if (!page) return null;
      const state = `<script type="application/json" id="${entry.SSR_STATE_ELEMENT_ID}">${entry.serializeSsrState(page.state)}</script>`;
      const html = template
        // Before the scripts: over HTTP/1.1 the photo would otherwise queue behind ~25 of them.
        .replace(FIRST_SCRIPT, (script) => `${imagePreloads(page.preloadImages ?? [])}${script}`)
        .replace('</head>', `${modulePreloads(page.kind, page.extraChunks ?? [])}</head>`)
        .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}`);
      return { html, setCookies };
    } catch (error) {
      options.logger.warn({ err: error, path: req.path }, 'server render failed; the page goes out client-rendered');
      return null;
    } finally {
      inFlight -= 1;
    }
  };
}

export type PageRenderer = NonNullable<Awaited<ReturnType<typeof loadPageRenderer>>>;
