import type { SearchActionSlots } from '../features/browse/components/search-action-slots';
import { SaveSearchButton } from '../features/saved-searches/components/save-search-button';

/** The browse pages' "Salvați căutarea": only the button; its form is loaded on the first press. */
export const searchActionSlots: SearchActionSlots = { SaveSearch: SaveSearchButton };
