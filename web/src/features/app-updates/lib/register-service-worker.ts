/** The browser checks for a new worker on navigations; a page left open for hours asks this often. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** At the site's root: the worker's scope is the whole site (web/build/service-worker-plugin.ts). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** How long a page waits for a handed-over worker to take it before it offers the reload instead. */
export const HAND_OVER_WAIT_MS = 5000;

/** Asks a waiting worker to take over if this page runs its deploy and is the only one open. */
const TAKE_OVER_IF_ALONE = 'TAKE_OVER_IF_ALONE';

/**
 * Registers the service worker and reports a new deploy's worker once it is installed and waiting,
 * while this page is controlled by an older one. The first install reports nothing: there is no
 * older version on screen. A page that loads while a newer worker waits already runs the new code:
 * when it is the only open page the new worker simply takes over, with nothing to tell the reader.
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
  const waiting = registration.waiting;
  if (waiting && container.controller) {
    void askToTakeOver(container, waiting).then((tookOver) => {
      if (!tookOver && registration.waiting === waiting) offer(waiting);
    });
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_INTERVAL_MS);
  return registration;
}

/** Resolves true once the waiting worker controls this page; false when it keeps waiting. */
async function askToTakeOver(container: ServiceWorkerContainer, waiting: ServiceWorker): Promise<boolean> {
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ takingOver?: unknown }>) =>
      resolve(event.data?.takingOver === true);
  });
  const tookOver = new Promise<boolean>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(true), { once: true }),
  );
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), HAND_OVER_WAIT_MS));
  waiting.postMessage({ type: TAKE_OVER_IF_ALONE, entry: entryScriptPath() }, [channel.port2]);
  if (!(await Promise.race([answer, timeout]))) return false;
  return Promise.race([tookOver, timeout]);
}

/** The page's own entry script, which names its deploy (hashed file name). */
function entryScriptPath(): string | null {
  const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
  return src ? new URL(src).pathname : null;
}
