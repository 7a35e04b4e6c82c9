import { createBrowserRouter } from 'react-router-dom';
import { ComingSoonPage } from '../components/coming-soon-page';
import { NotFoundPage } from '../components/not-found-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { AdvancedSearchPage } from '../features/browse/components/advanced-search-page';
import { BrowsePage } from '../features/browse/components/browse-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { WatchlistPage } from '../features/dashboard/components/watchlist-page';
import { HomePage } from '../features/home/components/home-page';
import { VehiclePage } from '../features/vehicle/components/vehicle-page';
import { RequireAuth } from './require-auth';
import { RootLayout } from './root-layout';

/**
 * Every route of spec §2 (keep the paths: links and the server's SPA fallback rely on them). The
 * terms page has no text yet, so it says so instead of showing invented legal content.
 */
export const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/vehicles', element: <BrowsePage /> },
      { path: '/browse', element: <BrowsePage /> },
      { path: '/vehicle/:id', element: <VehiclePage /> },
      {
        path: '/dashboard',
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      { path: '/advanced-search', element: <AdvancedSearchPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/users/:id/watchlist',
        element: (
          <RequireAuth>
            <WatchlistPage />
          </RequireAuth>
        ),
      },
      { path: '/terms-and-conditions', element: <ComingSoonPage titleKey="pages.terms" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
