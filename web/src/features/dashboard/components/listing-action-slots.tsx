import type { VehicleDto } from '@autolicit/shared';
import { createContext, use, type ComponentType } from 'react';

interface ListingActionProps<Vehicle> {
  vehicle: Vehicle;
  title: string;
}

/**
 * The seller's controls on a listing card (cancel, accept the highest bid, relist) belong to the
 * seller-tools feature: app/ hands them in here, since a feature never imports another.
 */
export interface ListingActionSlots {
  CancelAuction: ComponentType<ListingActionProps<{ id: string; status: string; bidCount: number }>> | null;
  AcceptHighestBid: ComponentType<ListingActionProps<VehicleDto>> | null;
  RelistAuction: ComponentType<ListingActionProps<VehicleDto>> | null;
}

export const ListingActionSlotsContext = createContext<ListingActionSlots>({
  CancelAuction: null,
  AcceptHighestBid: null,
  RelistAuction: null,
});

export function useListingActionSlots(): ListingActionSlots {
  return use(ListingActionSlotsContext);
}
