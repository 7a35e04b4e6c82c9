// Only the Mantine component styles the app uses (generated: scripts/mantine-css.ts).
import './app/mantine-styles.css';
import './app/theme-variables.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoute } from './app/router';
import { preloadAccountControls } from './app/shell/deferred-account-controls';
import { readSsrState } from './app/ssr/ssr-state';
import { watchOpeningVehicle } from './lib/live/live-socket';
import { releaseInertControls } from './lib/render-time';
import { runWhenIdle } from './lib/run-when-idle';
import { startServiceWorkerWhenIdle } from './app/start-service-worker';
// Initialises i18next (language from storage, <html lang>) before the first render.
import { VALIDATION_NS, currentLanguage, loadTexts, textsReady, warmUpVehiclePageFormatters } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// Romanian texts are bundled (no wait); English ones arrive as their own chunk first.
void textsReady().finally(async () => {
  const ssr = readSsrState(document);
  // The server renders in Romanian; a visitor who chose English gets the page rendered here instead.
  if (ssr && ssr.language === currentLanguage() && root.firstElementChild) {
    // A vehicle page's bid button works once its live price is in: the socket's code is fetched now,
    // while the page's own chunks arrive and hydrate, then the connection opens and joins the room.
    const openingVehicleId = /^\/vehicle\/([^/]+)\/?$/.exec(location.pathname)?.[1];
    if (openingVehicleId) watchOpeningVehicle(openingVehicleId.toLowerCase());
    // The screen's code first (preloaded by the HTML): hydration must not suspend halfway.
    // So are the header's controls of the account it was rendered for and the seller's tools on their
    // own vehicle's page (the HTML hints them too).
    const screenReady = Promise.all([
      preloadRoute(location.pathname),
      preloadAccountControls(ssr.viewer),
      // Only a page with extras fetches their loader: the entry does not carry it.
      ssr.extras.length > 0 && import('./app/ssr/ssr-extras').then((m) => m.preloadSsrExtras(ssr.extras)),
    ]).catch(() => undefined);
    // While that code is on its way, the main thread is free for what hydration would do first
    // (a task of its own too).
    if (openingVehicleId) setTimeout(() => warmUpVehiclePageFormatters(), 0);
    await screenReady;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding a
    // phone's main thread for half a second (the page is already painted and readable meanwhile;
    // a tap on a part not hydrated yet hydrates that part first).
    startTransition(() => {
      // A tap on a bid button from here on is answered (held while the page hydrates).
      releaseInertControls(root);
      hydrateRoot(
        root,
        <StrictMode>
          <App ssr={ssr} />
        </StrictMode>,
      );
    });
    return;
  }
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

startServiceWorkerWhenIdle();
// The server's error messages are shown from these texts (lib/api-client); the screens that show
// them load them too, this covers the rest.
runWhenIdle(() => void loadTexts([VALIDATION_NS]).catch(() => undefined));
