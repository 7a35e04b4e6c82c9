import { create } from 'zustand';
import { reloadPage } from '../../../lib/reload-page';

/** The message that lets a waiting service worker take over (web/src/service-worker/service-worker.ts). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

/**
 * How long a reload waits for the new worker to take over. A browser may hold the takeover while
 * the old worker is busy; the page reloads anyway: its HTML comes from the network, so it gets the
 * new deploy's code either way.
 */
export const TAKEOVER_WAIT_MS = 3000;

interface AppUpdateState {
  /** A new deploy's service worker, installed and waiting while this page runs the old code. */
  waiting: ServiceWorker | null;
}

export const useAppUpdate = create<AppUpdateState>(() => ({ waiting: null }));

/** Called by the registration (lib/register-service-worker.ts) when a new deploy's worker is ready. */
export function offerAppUpdate(worker: ServiceWorker): void {
  useAppUpdate.setState({ waiting: worker });
}

/**
 * The reader agreed to reload: the waiting worker takes over, then the page reloads under it with
 * the new deploy's code. A worker that already took over (from another tab) needs only the reload.
 */
export function applyAppUpdate(container: ServiceWorkerContainer = navigator.serviceWorker): void {
  const { waiting } = useAppUpdate.getState();
  if (!waiting || waiting.state === 'activated' || waiting.state === 'redundant' || container.controller === waiting) {
    reloadPage();
    return;
  }
  const reloadOnce = () => {
    clearTimeout(timer);
    container.removeEventListener('controllerchange', reloadOnce);
    reloadPage();
  };
  const timer = setTimeout(reloadOnce, TAKEOVER_WAIT_MS);
  container.addEventListener('controllerchange', reloadOnce);
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
