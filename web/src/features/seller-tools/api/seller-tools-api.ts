import type { VehicleDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/vehicles/:id/cancel: the seller (no bids yet) or an admin withdraws a running auction. */
export function cancelAuction(vehicleId: string, reason: string): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(vehicleId)}/cancel`, {
    method: 'POST',
    body: { reason },
  });
}

export interface RelistRequest {
  auctionDays: '2' | '4';
  /** Omitted: the previous one is kept. */
  startingBid?: string;
  /** Omitted: kept; null: no reserve. */
  reservePrice?: string | null;
}

/** POST /api/vehicles/:id/relist: an ended, unsold auction up again as a new auction (new id). */
export function relistAuction(vehicleId: string, request: RelistRequest): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(vehicleId)}/relist`, {
    method: 'POST',
    body: request,
  });
}

/** POST /api/vehicles/:id/accept-highest-bid: within 48 h of a close under the reserve, sell to the high bidder. */
export function acceptHighestBid(vehicleId: string): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(vehicleId)}/accept-highest-bid`, {
    method: 'POST',
    body: {},
  });
}
