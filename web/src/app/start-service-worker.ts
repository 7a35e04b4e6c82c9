import { offerAppUpdate } from '../features/app-updates/lib/app-update-store';
import { runWhenIdle } from '../lib/run-when-idle';

/**
 * Registers the service worker after the page has loaded, when the browser is idle: it never competes
 * with the first paint or hydration, and its code is a chunk of its own, outside the web budgets
 * (scripts/check-web-budget.ts). Not in development, where Vite serves the modules itself.
 */
export function startServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('../features/app-updates/lib/register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(navigator.serviceWorker, offerAppUpdate))
      // Without a worker the site works as before: nothing to tell the reader.
      .catch(() => undefined);
  runWhenIdle(register);
}
