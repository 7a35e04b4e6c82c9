import { BrowsePage } from '../../features/browse/components/browse-page';
import { SearchActionSlotsContext } from '../../features/browse/components/search-action-slots';
import { searchActionSlots } from '../search-action-slots';

/** `/vehicles` and `/browse`, with the actions other features add to a search. */
export function BrowseRoute() {
  return (
    <SearchActionSlotsContext value={searchActionSlots}>
      <BrowsePage />
    </SearchActionSlotsContext>
  );
}
