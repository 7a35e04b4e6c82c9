import type { SavedSearchDto, SavedSearchInput, SavedSearchPatch } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSavedSearch, deleteSavedSearch, updateSavedSearch } from '../api/saved-searches-api';
import { savedSearchesQueryKey } from './use-saved-searches';

/** Saves a search; the list shows it at once, first as the newest. */
export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation<SavedSearchDto, unknown, SavedSearchInput>({
    mutationFn: createSavedSearch,
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedSearchDto[]>(savedSearchesQueryKey, (list) =>
        list ? [saved, ...list.filter((search) => search.id !== saved.id)] : list,
      );
      void queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey });
    },
  });
}

/** A rename or a new alert choice; the row shows what the server answered, not a local guess. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation<SavedSearchDto, unknown, { id: string; patch: SavedSearchPatch }>({
    mutationFn: ({ id, patch }) => updateSavedSearch(id, patch),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearchDto[]>(savedSearchesQueryKey, (list) =>
        list?.map((search) => (search.id === saved.id ? saved : search)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, string>({
    mutationFn: deleteSavedSearch,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<SavedSearchDto[]>(savedSearchesQueryKey, (list) =>
        list?.filter((search) => search.id !== id),
      ),
  });
}
