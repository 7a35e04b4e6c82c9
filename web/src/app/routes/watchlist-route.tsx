import { WatchlistPage } from '../../features/dashboard/components/watchlist-page';
import { VehicleCardSlotsProvider } from '../vehicle-card-slots';

/** `/users/:id/watchlist`: the watched vehicles' cards, with their features. */
export function WatchlistRoute() {
  return (
    <VehicleCardSlotsProvider>
      <WatchlistPage />
    </VehicleCardSlotsProvider>
  );
}
