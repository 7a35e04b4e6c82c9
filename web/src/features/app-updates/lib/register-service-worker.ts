/** The browser checks for a new worker on navigations; a page left open for hours asks this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** At the site's root: the worker's scope is the whole site (web/build/service-worker-plugin.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker and reports a new deploy's worker once it is installed and waiting,
 * while this page is controlled by an older one. The first install reports nothing: there is no
 * older version on screen.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  onUpdateReady: (worker: ServiceWorker) => void,
): Promise<ServiceWorkerRegistration> {
  // updateViaCache 'none': the worker's script is never read from the HTTP cache when checking.
  const registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  const offer = (worker: ServiceWorker) => {
    if (container.controller) onUpdateReady(worker);
  };
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  return registration;
}
