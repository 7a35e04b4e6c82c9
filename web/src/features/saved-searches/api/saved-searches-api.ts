import type { SavedSearchDto, SavedSearchInput, SavedSearchPatch } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in user's saved searches, newest first. */
export function fetchSavedSearches(): Promise<SavedSearchDto[]> {
  return apiRequest<SavedSearchDto[]>('/api/saved-searches');
}

/** `query` is the browse page's query string; the server keeps its canonical form. */
export function createSavedSearch(input: SavedSearchInput): Promise<SavedSearchDto> {
  return apiRequest<SavedSearchDto>('/api/saved-searches', { method: 'POST', body: input });
}

export function updateSavedSearch(id: string, patch: SavedSearchPatch): Promise<SavedSearchDto> {
  return apiRequest<SavedSearchDto>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'PATCH', body: patch });
}

export function deleteSavedSearch(id: string): Promise<void> {
  return apiRequest<void>(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
