import { describe, expect, it } from 'vitest';
import { type RequestRoute, cacheNameFor, routeRequest, staleCaches } from './request-routing';

const ORIGIN = 'https://autolicit.ro';
const PRECACHED = new Set([
  '/assets/index-AbC123.js',
  '/assets/index-Def456.css',
  '/offline.html',
  '/icons/icon-192.png',
]);

describe('routeRequest', () => {
  const cases: [what: string, request: { method?: string; url: string; mode?: string }, route: RequestRoute][] = [
    // Pages: always the network, the offline page when it fails — a vehicle page's price is never a cached copy.
    ['the home page', { url: '/', mode: 'navigate' }, 'page'],
    ['a vehicle page (server-rendered, with its price)', { url: '/vehicle/42', mode: 'navigate' }, 'page'],
    ['a search', { url: '/vehicles?make=Skoda', mode: 'navigate' }, 'page'],
    ['the dashboard', { url: '/dashboard?tab=watchlist', mode: 'navigate' }, 'page'],
    ['the offline page opened as a page', { url: '/offline.html', mode: 'navigate' }, 'page'],
    // Live data: never touched by the worker.
    ['an API read', { url: '/api/vehicles/42', mode: 'cors' }, 'network-only'],
    ['an API read by same-origin fetch', { url: '/api/auth/me', mode: 'same-origin' }, 'network-only'],
    ['a bid', { method: 'POST', url: '/api/vehicles/42/bids', mode: 'cors' }, 'network-only'],
    ['Socket.IO long-polling', { url: '/socket.io/?EIO=4&transport=polling', mode: 'cors' }, 'network-only'],
    ['Socket.IO under a deeper path', { url: '/socket.io/socket.io.js', mode: 'no-cors' }, 'network-only'],
    ['an uploaded photo', { url: '/uploads/photo-1.webp', mode: 'no-cors' }, 'network-only'],
    ['the operators’ queue board', { url: '/admin/queues/api/queues', mode: 'cors' }, 'network-only'],
    ['the sitemap', { url: '/sitemap.xml', mode: 'no-cors' }, 'network-only'],
    ['another origin', { url: 'https://www.youtube-nocookie.com/embed/x', mode: 'no-cors' }, 'network-only'],
    ['a precached path on another origin', { url: 'https://cdn.example/assets/index-AbC123.js' }, 'network-only'],
    ['a PUT to a precached path', { method: 'PUT', url: '/assets/index-AbC123.js' }, 'network-only'],
    ['a HEAD of a hashed asset', { method: 'HEAD', url: '/assets/other-Zz9.js' }, 'network-only'],
    ['a precached path with a query', { url: '/offline.html?v=2' }, 'network-only'],
    ['the service worker script', { url: '/service-worker.js' }, 'network-only'],
    // The shell: this deploy's precache.
    ['the entry script', { url: '/assets/index-AbC123.js', mode: 'cors' }, 'precached'],
    ['the stylesheet', { url: '/assets/index-Def456.css', mode: 'no-cors' }, 'precached'],
    ['an icon', { url: '/icons/icon-192.png', mode: 'no-cors' }, 'precached'],
    ['the offline page fetched by the worker', { url: '/offline.html', mode: 'same-origin' }, 'precached'],
    // Other hashed files: cache first, kept once fetched.
    ['a lazy chunk', { url: '/assets/list-vehicle-modal-Qw3.js', mode: 'cors' }, 'asset'],
    ['a lazy stylesheet', { url: '/assets/list-vehicle-modal-aP.css', mode: 'no-cors' }, 'asset'],
  ];

  it.each(cases)('%s → %s', (_what, request, route) => {
    const url = new URL(request.url, ORIGIN).href;
    expect(
      routeRequest({ method: request.method ?? 'GET', url, mode: request.mode ?? 'no-cors' }, ORIGIN, PRECACHED),
    ).toBe(route);
  });
});

describe('caches by revision', () => {
  it('names a cache per revision and drops only our older ones', () => {
    expect(cacheNameFor('abc')).toBe('autolicit-abc');
    expect(staleCaches(['autolicit-old', 'autolicit-abc', 'someone-elses-cache', 'autolicit-older'], 'abc')).toEqual([
      'autolicit-old',
      'autolicit-older',
    ]);
    expect(staleCaches(['autolicit-abc'], 'abc')).toEqual([]);
  });
});
