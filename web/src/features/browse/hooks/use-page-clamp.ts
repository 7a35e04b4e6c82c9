import { useEffect } from 'react';
import { pageToClampTo, withPage, type SearchFilters } from '../lib/search-filters';

/**
 * `?page=99` of a 4-page result shows page 4 ("Pagina 4 din 4"), not an empty "Pagina 99 din 4":
 * once the page came back empty, the URL moves to the last page, replacing the history entry.
 * Returns true while the move is under way, so the page keeps its loading look meanwhile.
 */
export function usePageClamp(
  filters: SearchFilters,
  result: { items: readonly unknown[]; total: number } | undefined,
  pageSize: number,
  replaceFilters: (next: SearchFilters, options: { replace: true }) => void,
): boolean {
  const target = result ? pageToClampTo(filters.page, result.items.length, result.total, pageSize) : null;
  useEffect(() => {
    if (target !== null) replaceFilters(withPage(filters, target), { replace: true });
  }, [target, filters, replaceFilters]);
  return target !== null;
}
