import { createContext, use, type ComponentType } from 'react';

export interface SaveSearchSlotProps {
  /** The search as its URL's query string, without the page. */
  query: string;
}

/**
 * The browse pages' action that belongs to another feature ("Salvați căutarea"): app/ hands it in
 * here, since a feature never imports another. Without a provider the pages do without it.
 */
export interface SearchActionSlots {
  SaveSearch: ComponentType<SaveSearchSlotProps> | null;
}

export const SearchActionSlotsContext = createContext<SearchActionSlots>({ SaveSearch: null });

export function useSearchActionSlots(): SearchActionSlots {
  return use(SearchActionSlotsContext);
}
