/**
 * The installable app's service worker (built into dist/service-worker.js by
 * web/build/service-worker-plugin.ts, served at the site's root with `Cache-Control: no-cache`).
 *
 * It precaches this deploy's shell (the entry's code and styles, the server-rendered routes' chunks,
 * icons, the offline page), answers a failed navigation with the offline page, and never answers
 * live data from a cache (request-routing.ts). A new deploy's worker installs in the background and
 * waits: it takes over when the last page of the old one goes, on a navigation of the only open page,
 * or when a page asks (the "new version" notice's reload button).
 *
 * Push notifications add their `push` and `notificationclick` listeners beside these.
 */
import { OFFLINE_PAGE, precacheManifest } from './precache-manifest';
import { cacheNameFor, routeRequest, staleCaches } from './request-routing';

declare const self: ServiceWorkerGlobalScope;

/** The message a page sends to let a waiting worker take over (web/src/features/app-updates). */
const SKIP_WAITING = 'SKIP_WAITING';

const cacheName = cacheNameFor(precacheManifest.revision);
const precached = new Set(precacheManifest.urls);

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin, precached);
  if (route === 'page') event.respondWith(loadPage(event));
  else if (route === 'precached') event.respondWith(fromCache(event.request));
  else if (route === 'asset') event.respondWith(fromCache(event.request, { keep: true }));
  // network-only: no respondWith, the browser goes to the network as without a worker.
});

/**
 * Fills this deploy's cache. Files without a hash in their name (the offline page, icons) bypass the
 * HTTP cache, which could still hold the previous deploy's copy; hashed ones may come from it.
 */
async function precache(): Promise<void> {
  const cache = await caches.open(cacheName);
  await cache.addAll(
    precacheManifest.urls.map((url) => new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' })),
  );
}

async function activate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(staleCaches(names, precacheManifest.revision).map((name) => caches.delete(name)));
  // Every navigation goes to the network; preloading it while the worker starts saves that start-up.
  await self.registration.navigationPreload?.enable();
  // Activation happens only when no page of an older worker is left, or when a page asked: take the
  // open pages over, so the one that asked reloads under this worker.
  await self.clients.claim();
}

/** A page: from the network, never stored; the offline page when the network fails. */
async function loadPage(event: FetchEvent): Promise<Response> {
  void handOverOnNavigation();
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName })) ?? Response.error();
  }
}

/**
 * A waiting worker takes over when the only open page navigates (its next page loads the new
 * deploy's code anyway). With other pages open it keeps waiting: they run the old code.
 */
async function handOverOnNavigation(): Promise<void> {
  const waiting = self.registration.waiting;
  if (!waiting) return;
  const pages = await self.clients.matchAll({ type: 'window' });
  if (pages.length <= 1) waiting.postMessage({ type: SKIP_WAITING });
}

/** Cache first; on a miss the network, and a good answer of a hashed file is kept for next time. */
async function fromCache(request: Request, options: { keep?: boolean } = {}): Promise<Response> {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (options.keep && response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}
