import type { VehicleDto } from '@autolicit/shared';
import { createContext, use, type ComponentType } from 'react';
import type { LiveVehicleState } from '../stores/live-vehicles-store';

export interface WatchlistToggleSlotProps {
  vehicleId: string;
  /** The vehicle's seller: they are not offered to watch their own car. */
  sellerId: string;
  title: string;
  enabled?: boolean;
  size?: 'md' | 'lg' | 'xl';
}

export interface QuickBidSlotProps {
  vehicle: VehicleDto;
  live: LiveVehicleState;
}

/**
 * The parts of a vehicle card that belong to features (the watchlist's heart, bidding's quick bid):
 * shared components never import a feature, so app/ hands them in here. Without a provider the card
 * shows neither.
 */
export interface VehicleCardSlots {
  WatchlistToggle: ComponentType<WatchlistToggleSlotProps> | null;
  QuickBid: ComponentType<QuickBidSlotProps> | null;
}

export const VehicleCardSlotsContext = createContext<VehicleCardSlots>({ WatchlistToggle: null, QuickBid: null });

export function useVehicleCardSlots(): VehicleCardSlots {
  return use(VehicleCardSlotsContext);
}
