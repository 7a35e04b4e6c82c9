import type { VehicleCardSlots } from '../components/vehicle-card-slots';
import { CardQuickBid } from '../features/bidding/components/card-quick-bid';
import { WatchlistToggle } from '../features/watchlist/components/watchlist-toggle';

/** The features a vehicle card shows (see components/vehicle-card-slots.tsx), provided by AppProviders. */
export const vehicleCardSlots: VehicleCardSlots = { WatchlistToggle, QuickBid: CardQuickBid };
