import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseBrowseSearchParams, toBrowseSearchParams, type SearchFilters } from '../lib/search-filters';

/**
 * The search filters live in the URL: a link reproduces the search and Back returns to the previous
 * one (each change pushes a history entry).
 */
export function useUrlFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  const filters = useMemo(() => parseBrowseSearchParams(new URLSearchParams(key)), [key]);
  const setFilters = useCallback(
    (next: SearchFilters) => {
      setSearchParams(toBrowseSearchParams(next));
      if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
    },
    [setSearchParams],
  );
  return { filters, setFilters, urlKey: key };
}
