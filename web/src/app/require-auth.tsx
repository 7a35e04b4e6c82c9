import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FullScreenLoader } from '../components/full-screen-loader';
import { useCurrentUser } from '../hooks/use-current-user';

/** Spec §2: /dashboard needs a signed-in user, otherwise it redirects to "/". */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenLoader />;
  if (!user) return <Navigate to="/" replace />;
  return children;
}
