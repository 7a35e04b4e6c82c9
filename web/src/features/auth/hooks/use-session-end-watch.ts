import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenSocketLoaded } from '../../../lib/live/live-socket';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { fetchCurrentUser } from '../../../lib/session-api';
import { currentUserQueryKey } from '../../../hooks/use-current-user';

const SETTLE_POLL_MS = 100;
const SETTLE_MAX_MS = 10_000;

/**
 * This page's own requests may have rotated the session id (role switch, two-step confirmation):
 * the server then closes the old id's socket, possibly before the answer carrying the new cookie
 * has arrived. Asking "who am I" only once they have settled avoids mistaking that for a sign-out.
 */
async function whenMutationsSettle(queryClient: QueryClient): Promise<void> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  while (queryClient.isMutating() > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
}

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
    return whenSocketLoaded((socket) =>
      socket.onServerClosedSocket(() => {
        void whenMutationsSettle(queryClient)
          .then(() => fetchCurrentUser())
          .then(
            (user) => {
              if (user) return;
              queryClient.setQueryData(currentUserQueryKey, null);
              handleUnauthorized('action');
            },
            () => undefined,
          );
      }),
    );
  }, [signedIn, queryClient]);
}
