import { BrowsePage } from '../../features/browse/components/browse-page';
import { SearchActionSlotsContext } from '../../features/browse/components/search-action-slots';
import { searchActionSlots } from '../search-action-slots';
import { VehicleCardSlotsProvider } from '../vehicle-card-slots';

/** `/vehicles` and `/browse`, with the actions other features add to a search. */
export function BrowseRoute() {
  return (
    <SearchActionSlotsContext value={searchActionSlots}>
      <VehicleCardSlotsProvider>
        <BrowsePage />
      </VehicleCardSlotsProvider>
    </SearchActionSlotsContext>
  );
}
