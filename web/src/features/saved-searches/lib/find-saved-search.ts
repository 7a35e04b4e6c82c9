import { canonicalizeSearchQuery } from '@autolicit/shared';
import { fetchSavedSearches } from '../api/saved-searches-api';

/**
 * Whether the signed-in user already saved the search `query` (compared in the canonical form the
 * server stores, so the order of the filters and the page do not matter). Loaded after the browse
 * page has painted, with its request: the first paint carries neither.
 */
export async function isSearchSaved(query: string): Promise<boolean> {
  const wanted = canonicalizeSearchQuery(query);
  if ('problem' in wanted) return false;
  const saved = await fetchSavedSearches();
  return saved.some((search) => search.query === wanted.query);
}
