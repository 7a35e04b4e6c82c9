import type { BidDto, VehicleDto } from '@autolicit/shared';
import { apiRequest, type FetchLike } from '../../../lib/api-client';

export function fetchVehicle(id: string, fetchImpl?: FetchLike): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(id)}`, {}, fetchImpl);
}

export function fetchVehicleBids(id: string, fetchImpl?: FetchLike): Promise<BidDto[]> {
  return apiRequest<BidDto[]>(`/api/vehicles/${encodeURIComponent(id)}/bids`, {}, fetchImpl);
}
