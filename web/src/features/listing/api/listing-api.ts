import type { VehicleDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';
import type { ListingPayload } from '../lib/listing-form';

/** POST /api/vehicles: lists a vehicle for auction; answers with the new vehicle. */
export function createListing(payload: ListingPayload): Promise<VehicleDto> {
  return apiRequest<VehicleDto>('/api/vehicles', { method: 'POST', body: payload });
}
