import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCurrentUser } from '../../../hooks/use-current-user';
import {
  addToWatchlist,
  fetchWatchlistStatus,
  removeFromWatchlist,
  type WatchlistStatus,
  watchlistStatusQueryKey,
} from '../../../lib/watchlist-api';
import { notify } from '../../../lib/notify';

/**
 * Whether the signed-in user watches a vehicle, and a toggle. The status is asked only while the
 * card is on screen (`enabled`), the toggle shows its result at once and rolls back on failure;
 * the user's watchlist lists refresh afterwards. Visitors are asked to sign in.
 */
export function useWatchlistToggle(vehicleId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { t } = useTranslation('watchlist');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const key = watchlistStatusQueryKey(vehicleId);
  const status = useQuery({
    queryKey: key,
    queryFn: () => fetchWatchlistStatus(vehicleId),
    enabled: Boolean(user) && enabled,
    staleTime: 60_000,
  });

  const mutation = useMutation<WatchlistStatus, Error, boolean, { previous: WatchlistStatus | undefined }>({
    mutationFn: (watch) => (watch ? addToWatchlist(vehicleId) : removeFromWatchlist(vehicleId)),
    onMutate: async (watch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WatchlistStatus>(key);
      queryClient.setQueryData<WatchlistStatus>(key, { isInWatchlist: watch });
      return { previous };
    },
    onSuccess: (result, watch) => {
      queryClient.setQueryData<WatchlistStatus>(key, result);
      notify(
        watch
          ? { color: 'green', title: t('addedTitle'), message: t('addedMessage') }
          : { color: 'blue', title: t('removedTitle'), message: t('removedMessage') },
      );
    },
    onError: (error, watch, context) => {
      queryClient.setQueryData(key, context?.previous);
      if (isUnauthorizedError(error)) {
        handleUnauthorized('action');
        return;
      }
      notify({ color: 'red', title: t('errorTitle'), message: watch ? t('addFailed') : t('removeFailed') });
    },
    onSettled: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: ['users', user.id, 'watchlist'] });
    },
  });

  const isInWatchlist = status.data?.isInWatchlist ?? false;
  const toggle = () => {
    if (!user) {
      notify({ color: 'blue', title: t('signInTitle'), message: t('signInMessage') });
      useShellModals.getState().openModal('email-login');
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(!isInWatchlist);
  };

  return { isInWatchlist, toggle, pending: mutation.isPending, signedIn: Boolean(user) };
}
