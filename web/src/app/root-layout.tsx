import { Suspense, lazy } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppLayout } from './shell/app-layout';
import { FullScreenLoader } from '../components/full-screen-loader';
import { ScreenErrorBoundary } from '../components/screen-error-boundary';
import { useCurrentUser } from '../hooks/use-current-user';
import { useHydrated } from '../hooks/use-hydrated';
import { useSessionEndWatch } from '../features/auth/hooks/use-session-end-watch';
import { ConnectionBanner } from '../components/connection-banner';
import { UpdateNotice } from '../features/app-updates/components/update-notice';

/** The signed-in user's notices and their texts: a chunk of its own, after the first paint. */
const UserEventNotifier = lazy(() =>
  import('../features/user-events/components/user-event-notifier').then((m) => ({ default: m.UserEventNotifier })),
);

/** Spec §2: while the authentication state loads, a full-screen spinner replaces any route. */
export function RootLayout() {
  const { isPending, isSignedIn } = useCurrentUser();
  useSessionEndWatch(isSignedIn);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  if (isPending) return <FullScreenLoader />;
  return (
    <AppLayout>
      {hydrated && isSignedIn && (
        <Suspense fallback={null}>
          <UserEventNotifier />
        </Suspense>
      )}
      <ConnectionBanner />
      <UpdateNotice />
      <ScreenErrorBoundary key={pathname}>
        <Outlet />
      </ScreenErrorBoundary>
    </AppLayout>
  );
}
