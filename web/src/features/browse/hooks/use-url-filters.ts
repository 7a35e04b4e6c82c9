import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseBrowseSearchParams, toBrowseSearchParams, type SearchFilters } from '../lib/search-filters';

/**
 * The search filters live in the URL: a link reproduces the search and Back returns to the previous
 * one (each change pushes a history entry). A correction the user did not ask for (a page past the
 * end moved to the last one) replaces the entry instead, so Back does not lead to it again.
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const filters = useMemo(() => parseBrowseSearchParams(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      setSearchParams(toBrowseSearchParams(next), { replace: options.replace ?? false });
      if (!options.replace && typeof window !== 'undefined') window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );
  return { filters, setFilters, urlKey: key };
}
