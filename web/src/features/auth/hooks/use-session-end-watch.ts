import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onServerClosedSocket } from '../../live';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { fetchCurrentUser } from '../api/auth-api';
import { currentUserQueryKey } from './use-current-user';

/**
 * When the server closes the live socket of a signed-in user, the session may have ended elsewhere
 * (sign out everywhere, password reset, expiry, an admin's revocation). Ask the server; if it no
 * longer knows the user, say so and leave for "/" as every other 401 does (spec §8) — the page
 * must not keep offering bids it would refuse.
 */
export function useSessionEndWatch(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return onServerClosedSocket(() => {
      void fetchCurrentUser().then((user) => {
        if (user) return;
        queryClient.setQueryData(currentUserQueryKey, null);
        handleUnauthorized('action');
      }, () => undefined);
    });
  }, [signedIn, queryClient]);
}
