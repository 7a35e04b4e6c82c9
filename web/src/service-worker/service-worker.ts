/**
 * The installable app's service worker (built into dist/service-worker.js by
 * web/build/service-worker-plugin.ts, served at the site's root with `Cache-Control: no-cache`).
 *
 * It precaches this deploy's shell (the entry's code and styles, the server-rendered routes' chunks,
 * icons, the offline page), answers a failed navigation with the offline page, and never answers
 * live data from a cache (request-routing.ts). A new deploy's worker installs in the background and
 * waits: it takes over when the last page of the old one goes, when the only open page has loaded
 * this deploy's code, or when a page asks (the "new version" notice's reload button).
 *
 * A push (Web Push, from the workers) shows a notification when its payload is one of ours; a click
 * on it focuses or opens the app on the vehicle's page (push-notification.ts).
 */
import { OFFLINE_PAGE, precacheManifest } from './precache-manifest';
import {
  PUSH_LANGUAGE_KEY,
  PUSH_SETTINGS_CACHE,
  chooseWindow,
  notificationFromPush,
  parseStoredLanguage,
  resolveClickUrl,
} from './push-notification';
import { cacheNameFor, routeRequest, staleCaches } from './request-routing';

declare const self: ServiceWorkerGlobalScope;

/** The message a page sends to let a waiting worker take over (web/src/features/app-updates). */
const SKIP_WAITING = 'SKIP_WAITING';
/** What a freshly loaded page asks a waiting worker, naming its entry script (same deploy or not). */
const TAKE_OVER_IF_ALONE = 'TAKE_OVER_IF_ALONE';

const cacheName = cacheNameFor(precacheManifest.revision);
const precached = new Set(precacheManifest.urls);

self.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(activate());
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; entry?: unknown } | null;
  if (data?.type === SKIP_WAITING) void self.skipWaiting();
  else if (data?.type === TAKE_OVER_IF_ALONE) event.waitUntil(takeOverIfAlone(data.entry, event.ports[0]));
});

self.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, self.location.origin, precached);
  if (route === 'page') event.respondWith(loadPage(event));
  else if (route === 'precached') event.respondWith(fromCache(event.request));
  else if (route === 'asset') event.respondWith(fromCache(event.request, { keep: true }));
  // network-only: no respondWith, the browser goes to the network as without a worker.
});

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = resolveClickUrl(event.notification.data, event.action, self.location.origin);
  if (url) event.waitUntil(openApp(url));
});

/** A payload that is not JSON or not one of ours shows nothing. */
async function showPush(data: PushMessageData | null): Promise<void> {
  let json: unknown;
  try {
    json = data?.json();
  } catch {
    return;
  }
  const cache = await caches.open(PUSH_SETTINGS_CACHE);
  const language = parseStoredLanguage(await (await cache.match(PUSH_LANGUAGE_KEY))?.text());
  const notification = notificationFromPush(json, language);
  if (notification) await self.registration.showNotification(notification.title, notification.options);
}

/** Focuses the window already on the page, else another of ours navigated there, else a new one. */
async function openApp(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const choice = chooseWindow(windows, url, self.location.origin);
  const client = choice ? windows[choice.index] : undefined;
  if (!client || !choice) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await client.focus();
  if (!choice.navigate) return;
  // A window this worker does not control cannot be navigated from here: open the page instead.
  const navigated = await focused.navigate(url).catch(() => null);
  if (!navigated) await self.clients.openWindow(url);
}

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
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined;
    return preloaded ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName })) ?? Response.error();
  }
}

/**
 * This worker, waiting, takes over when the only open page already runs this deploy's code (its
 * entry script is one this worker precached): the page loaded after the deploy. With other pages
 * open it keeps waiting, as it does for a page older than the deploy: they run the old code.
 * Asked by the page once loaded rather than during its navigation: Chromium may replace the
 * active worker's process mid-navigation, and a takeover asked for then can stall.
 */
async function takeOverIfAlone(entry: unknown, reply: MessagePort | undefined): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const takingOver =
    self.registration.waiting === self.serviceWorker &&
    typeof entry === 'string' &&
    precached.has(entry) &&
    pages.length <= 1;
  reply?.postMessage({ takingOver });
  if (takingOver) await self.skipWaiting();
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
