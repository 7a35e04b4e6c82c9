import { Outlet } from 'react-router-dom';
import { AppLayout } from './shell/app-layout';
import { FullScreenLoader } from '../components/full-screen-loader';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSessionEndWatch } from '../features/auth/hooks/use-session-end-watch';
import { ConnectionBanner } from '../components/connection-banner';
import { UserEventNotifier } from '../features/user-events/components/user-event-notifier';
import { UpdateNotice } from '../features/app-updates/components/update-notice';

/** Spec §2: while the authentication state loads, a full-screen spinner replaces any route. */
export function RootLayout() {
  const { isPending, isSignedIn } = useCurrentUser();
  useSessionEndWatch(isSignedIn);
  if (isPending) return <FullScreenLoader />;
  return (
    <AppLayout>
      <UserEventNotifier />
      <ConnectionBanner />
      <UpdateNotice />
      <Outlet />
    </AppLayout>
  );
}
