import { AdvancedSearchPage } from '../../features/browse/components/advanced-search-page';
import { SearchActionSlotsContext } from '../../features/browse/components/search-action-slots';
import { searchActionSlots } from '../search-action-slots';

/** `/advanced-search`, with the actions other features add to a search. */
export function AdvancedSearchRoute() {
  return (
    <SearchActionSlotsContext value={searchActionSlots}>
      <AdvancedSearchPage />
    </SearchActionSlotsContext>
  );
}
