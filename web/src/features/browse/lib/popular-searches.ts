import { buildPopularSearches } from '@autolicit/shared';
import type { TFunction } from 'i18next';

/** The 15 most searched "make model" texts (spec §3), e.g. "Dacia Logan". */
export const POPULAR_SEARCHES: readonly string[] = buildPopularSearches();

/**
 * Suggestions for a keyword field, under a 'Căutări populare' heading. None until something is
 * typed: an empty field opens no list over the page, and typing "Dac" narrows it to the Dacias.
 */
export function popularSearchData(t: TFunction<'browse'>, typed: string): { group: string; items: string[] }[] {
  if (!typed.trim()) return [];
  return [{ group: t('search.popular'), items: [...POPULAR_SEARCHES] }];
}
