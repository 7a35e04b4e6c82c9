import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { NotFoundPage } from '../components/not-found-page';
import { RouteSkeleton } from '../components/route-skeleton';
import { HomePage } from '../features/home/components/home-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/** A route's screen, loaded with its route: the home page stays in the entry, the rest is split. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<RouteSkeleton />}>
      <Page />
    </Suspense>
  );
}

const withAuth = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;

const browse = () => import('../features/browse/components/browse-page').then((m) => m.BrowsePage);

/**
 * Every route of spec §2 (keep the paths: links and the server's SPA fallback rely on them). The
 * terms page has no text yet, so it says so instead of showing invented legal content.
 */
export const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/vehicles', element: lazyPage(browse) },
      { path: '/browse', element: lazyPage(browse) },
      { path: '/vehicle/:id', element: lazyPage(() => import('../features/vehicle/components/vehicle-page').then((m) => m.VehiclePage)) },
      { path: '/dashboard', element: withAuth(lazyPage(() => import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage))) },
      { path: '/advanced-search', element: lazyPage(() => import('../features/browse/components/advanced-search-page').then((m) => m.AdvancedSearchPage)) },
      { path: '/reset-password', element: lazyPage(() => import('../features/auth/components/reset-password-page').then((m) => m.ResetPasswordPage)) },
      { path: '/users/:id/watchlist', element: withAuth(lazyPage(() => import('../features/dashboard/components/watchlist-page').then((m) => m.WatchlistPage))) },
      { path: '/terms-and-conditions', element: <ComingSoonPage titleKey="pages.terms" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
