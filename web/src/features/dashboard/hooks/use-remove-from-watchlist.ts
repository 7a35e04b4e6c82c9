import type { WatchlistEntryDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { removeFromWatchlist, watchlistStatusQueryKey, type WatchlistStatus } from '../../../lib/watchlist-api';

interface RemoveContext {
  previous: WatchlistEntryDto[] | undefined;
}

/**
 * Removes a vehicle from the signed-in user's own watchlist, from the watchlist screens. The card
 * leaves the list at once and comes back if the server refuses; the heart of that vehicle
 * elsewhere (its status query) and every watchlist list follow the answer.
 */
export function useRemoveFromWatchlist(userId: string) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  const listKey = ['users', userId, 'watchlist'];

  return useMutation<WatchlistStatus, Error, string, RemoveContext>({
    mutationFn: (vehicleId) => removeFromWatchlist(vehicleId),
    onMutate: async (vehicleId) => {
      // A refetch already on its way would put the entry back before the DELETE lands.
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<WatchlistEntryDto[]>(listKey);
      queryClient.setQueryData<WatchlistEntryDto[]>(listKey, (entries) =>
        entries?.filter((entry) => entry.vehicleId !== vehicleId),
      );
      return { previous };
    },
    onSuccess: (result, vehicleId) => {
      queryClient.setQueryData<WatchlistStatus>(watchlistStatusQueryKey(vehicleId), result);
      notify({ color: 'blue', title: t('watchlist.removedTitle'), message: t('watchlist.removedMessage') });
    },
    onError: (error, _vehicleId, context) => {
      queryClient.setQueryData(listKey, context?.previous);
      if (isUnauthorizedError(error)) {
        handleUnauthorized('action');
        return;
      }
      notify({ color: 'red', title: t('watchlist.removeFailedTitle'), message: t('watchlist.removeFailed') });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}
