import { useQuery } from '@tanstack/react-query';
import { fetchSavedSearches } from '../api/saved-searches-api';

export const savedSearchesQueryKey = ['saved-searches'] as const;

/**
 * The signed-in user's saved searches; asked only when `enabled` (a visitor has none). The changes
 * are in a module of their own: the browse page's button reads the list and must not carry them.
 */
export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: savedSearchesQueryKey,
    queryFn: fetchSavedSearches,
    enabled,
    staleTime: 30_000,
  });
}
