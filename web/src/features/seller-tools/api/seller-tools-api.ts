import type { VehicleDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/vehicles/:id/cancel: the seller (no bids yet) or an admin withdraws a running auction. */
export function cancelAuction(vehicleId: string, reason: string): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(vehicleId)}/cancel`, { method: 'POST', body: { reason } });
}
