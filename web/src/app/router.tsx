import type { ComponentType, ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteSkeleton } from '../components/route-skeleton';
import { type TextNamespace, loadTexts } from '../lib/i18n';
import { preloadable } from '../lib/preloadable';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * A route's screen, loaded with its route (lib/preloadable: a screen already in renders directly).
 * `texts`: the namespaces the screen needs that are not bundled (lib/i18n), loaded beside its code
 * so that it never suspends for them.
 */
function lazyPage(load: () => Promise<ComponentType>, texts: readonly TextNamespace[] = []) {
  const screen = preloadable(async () => (await Promise.all([load(), loadTexts(texts)]))[0], <RouteSkeleton />);
  return { element: <screen.Component />, handle: { preload: screen.preload } };
}

const withAuth = (page: { element: ReactNode; handle: RouteHandle }) => ({
  element: <RequireAuth>{page.element}</RequireAuth>,
  handle: page.handle,
});

interface RouteHandle {
  preload: () => Promise<void>;
}

const browse = () => import('./routes/browse-route').then((m) => m.BrowseRoute);

/**
 * Every route of spec §2 (keep the paths: links and the server's SPA fallback rely on them), plus the
 * privacy notice. The legal texts are split with their pages: they are long and rarely read.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', ...lazyPage(() => import('./routes/home/home-page').then((m) => m.HomePage), ['home']) },
      { path: '/vehicles', ...lazyPage(browse, ['browse']) },
      { path: '/browse', ...lazyPage(browse, ['browse']) },
      {
        path: '/vehicle/:id',
        // The page's texts come with the page; the server's messages with the bid confirmations, whose
        // code is fetched as soon as the page's is in (before it hydrates: a bidder taps at once).
        ...lazyPage(
          () =>
            import('./routes/vehicle/vehicle-page').then((m) => {
              m.preloadBidDialogs();
              return m.VehiclePage;
            }),
          ['vehicle', 'bidding'],
        ),
      },
      {
        path: '/dashboard',
        ...withAuth(
          lazyPage(
            () => import('./routes/dashboard-page').then((m) => m.DashboardPage),
            ['dashboard', 'admin', 'auth', 'browse', 'sellerTools', 'vehicle', 'validation'],
          ),
        ),
      },
      {
        path: '/advanced-search',
        ...lazyPage(
          () => import('./routes/advanced-search-route').then((m) => m.AdvancedSearchRoute),
          ['browse', 'advancedSearch'],
        ),
      },
      {
        path: '/reset-password',
        ...lazyPage(
          () => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage),
          ['auth', 'validation'],
        ),
      },
      {
        path: '/users/:id/watchlist',
        ...withAuth(lazyPage(() => import('./routes/watchlist-route').then((m) => m.WatchlistRoute), ['dashboard'])),
      },
      {
        path: '/terms-and-conditions',
        ...lazyPage(() => import('../features/legal/components/legal-page').then((m) => m.TermsPage)),
      },
      {
        path: '/privacy',
        ...lazyPage(() => import('../features/legal/components/legal-page').then((m) => m.PrivacyPage)),
      },
      { path: '*', ...lazyPage(() => import('../components/not-found-page').then((m) => m.NotFoundPage)) },
    ],
  },
];

/** Loads the code of the screen at `pathname`, so a server-rendered page hydrates without waiting. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route as { handle?: RouteHandle }).handle?.preload()));
}

/**
 * The app's screens for the current location. A declarative router (`BrowserRouter` in the browser,
 * `StaticRouter` on the server) rather than a data router: no route loads data through the router
 * (TanStack Query does), and the data router's code is 16 KiB gzip more before every first paint.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
