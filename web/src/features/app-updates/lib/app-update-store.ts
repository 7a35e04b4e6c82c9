import { create } from 'zustand';
import { reloadPage } from '../../../lib/reload-page';

/** The message that lets a waiting service worker take over (web/src/service-worker/service-worker.ts). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

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
  container.addEventListener('controllerchange', () => reloadPage(), { once: true });
  waiting.postMessage(SKIP_WAITING_MESSAGE);
}
