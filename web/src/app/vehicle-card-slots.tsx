import type { ReactNode } from 'react';
import { type VehicleCardSlots, VehicleCardSlotsContext } from '../components/vehicle-card-slots';
import { CardQuickBid } from '../features/bidding/components/card-quick-bid';
import { WatchlistToggle } from '../features/watchlist/components/watchlist-toggle';

/** The features a vehicle card shows (see components/vehicle-card-slots.tsx). */
const vehicleCardSlots: VehicleCardSlots = { WatchlistToggle, QuickBid: CardQuickBid };

/**
 * Hands the card features to the screens that list vehicles (home, browse, the dashboard, the
 * watchlist). Each of those screens provides them itself, so the cards' code and the quick bid come
 * with them and stay out of the pages that list none (the vehicle page).
 */
export function VehicleCardSlotsProvider({ children }: { children: ReactNode }) {
  return <VehicleCardSlotsContext value={vehicleCardSlots}>{children}</VehicleCardSlotsContext>;
}
