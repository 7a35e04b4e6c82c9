/**
 * What the service worker does with a request: the one decision its fetch handler makes, kept pure
 * so a table test can pin it down.
 *
 * - `network-only`: not handled at all — the browser fetches as if there were no worker. Everything
 *   live is here: the API, Socket.IO, uploaded photos, the operators' pages, other origins, and
 *   every method but GET. Nothing of it is ever read from or written to a cache.
 * - `page`: a navigation. Always from the network (the home, browse and vehicle pages are
 *   server-rendered with prices and countdowns in the HTML); when the network fails, the offline
 *   page — never an older copy of the page.
 * - `precached`: a file of the precache list (the shell's code and styles, icons, the offline page),
 *   from the cache of this deploy.
 * - `asset`: another content-hashed file of the build; its name changes with its content, so a copy
 *   is never stale: from the cache, else fetched and kept.
 */
export type RequestRoute = 'network-only' | 'page' | 'precached' | 'asset';

export interface RoutedRequest {
  method: string;
  url: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
}

/** Paths whose answers are live or personal; never cached, even when asked for as a page. */
export const NETWORK_ONLY_PREFIXES = ['/api/', '/socket.io/', '/uploads/', '/admin/'] as const;
/** The content-hashed output of the build (`/assets/<name>-<hash>.<ext>`). */
const HASHED_ASSETS = '/assets/';

export function routeRequest(request: RoutedRequest, origin: string, precached: ReadonlySet<string>): RequestRoute {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network-only';
  if (request.mode === 'navigate') return 'page';
  if (NETWORK_ONLY_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network-only';
  // A query makes it another resource (a cache buster, an API-like read): the network decides.
  if (url.search !== '') return 'network-only';
  if (precached.has(url.pathname)) return 'precached';
  if (url.pathname.startsWith(HASHED_ASSETS)) return 'asset';
  return 'network-only';
}

/** The cache of one deploy's precache list; a new revision is a new cache, the old one is deleted. */
export const CACHE_PREFIX = 'autolicit-';

export function cacheNameFor(revision: string): string {
  return `${CACHE_PREFIX}${revision}`;
}

/** Our caches that a worker of `revision` no longer uses (other sites' names on the origin are left alone). */
export function staleCaches(cacheNames: readonly string[], revision: string): string[] {
  const current = cacheNameFor(revision);
  return cacheNames.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}
