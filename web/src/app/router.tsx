import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RouteSkeleton } from '../components/route-skeleton';
import { type TextNamespace, loadTexts } from '../lib/i18n';
import { HomePage } from './routes/home/home-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * A route's screen, loaded with its route: the home page stays in the entry, the rest is split.
 * A screen whose code is already in (preloaded: the server's render, and the browser before it
 * hydrates that render) renders directly, with no Suspense boundary: a boundary is hydrated in a
 * pass of its own that does not yield to the browser (a 0.5 s task on a phone), and one still
 * waiting for its code when the shell updates is thrown away and rendered again by the client.
 * Each mount keeps the way it started, so a screen is never remounted when its code arrives.
 * `texts`: the namespaces the screen needs that are not bundled (lib/i18n), loaded beside its code
 * so that it never suspends for them.
 */
function lazyPage(load: () => Promise<ComponentType>, texts: readonly TextNamespace[] = []) {
  let Loaded: ComponentType | null = null;
  const preload = async () => {
    Loaded ??= (await Promise.all([load(), loadTexts(texts)]))[0];
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Screen() {
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct />;
    return (
      <Suspense fallback={<RouteSkeleton />}>
        <Lazy />
      </Suspense>
    );
  }
  return { element: <Screen />, handle: { preload } };
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
      { path: '/', element: <HomePage /> },
      { path: '/vehicles', ...lazyPage(browse) },
      { path: '/browse', ...lazyPage(browse) },
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
          ['vehicle', 'bidding', 'sellerTools'],
        ),
      },
      {
        path: '/dashboard',
        ...withAuth(
          lazyPage(
            () => import('./routes/dashboard-page').then((m) => m.DashboardPage),
            ['dashboard', 'admin', 'auth', 'sellerTools', 'vehicle', 'validation'],
          ),
        ),
      },
      {
        path: '/advanced-search',
        ...lazyPage(() => import('./routes/advanced-search-route').then((m) => m.AdvancedSearchRoute)),
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
        ...withAuth(
          lazyPage(
            () => import('../features/dashboard/components/watchlist-page').then((m) => m.WatchlistPage),
            ['dashboard'],
          ),
        ),
      },
      {
        path: '/terms-and-conditions',
        ...lazyPage(() => import('../features/legal/components/legal-page').then((m) => m.TermsPage)),
      },
      {
        path: '/privacy',
        ...lazyPage(() => import('../features/legal/components/legal-page').then((m) => m.PrivacyPage)),
      },
      { path: '*', element: <NotFoundPage /> },
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
