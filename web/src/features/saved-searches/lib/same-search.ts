/** Browse keys that do not change which cars a search finds. */
const IGNORED_KEYS = new Set(['page', 'limit', 'offset']);

/** Each key once, sorted, without "no filter" values, so two spellings of one search compare equal. */
function normalizedEntries(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const entries = [...params.entries()].filter(
    ([key, value]) =>
      !IGNORED_KEYS.has(key) &&
      value !== '' &&
      value !== 'all' &&
      value !== 'any' &&
      !(key === 'sort' && value === 'newest') &&
      !(key === 'status' && value === 'active'),
  );
  return (
    entries
      // The server writes prices as money ("15000.00"); the browse URL writes whole euros.
      .map(([key, value]) => `${key}=${/^\d+(\.\d+)?$/.test(value) ? String(Number(value)) : value}`)
      .sort()
      .join('&')
  );
}

/**
 * Whether a browse query is one of the saved ones. Lighter than the shared canonical form (which
 * brings the search schema along): this runs in the browse chunk, on every filter change.
 */
export function isSameSearch(browseQuery: string, savedQuery: string): boolean {
  return normalizedEntries(browseQuery) === normalizedEntries(savedQuery);
}
