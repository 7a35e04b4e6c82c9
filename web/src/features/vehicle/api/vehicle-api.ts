import type { BidDto, PlaceBidResultDto, VehicleDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

export const vehicleQueryKey = (id: string) => ['vehicles', 'detail', id] as const;
export const vehicleBidsQueryKey = (id: string) => ['vehicles', 'detail', id, 'bids'] as const;

export function fetchVehicle(id: string): Promise<VehicleDto> {
  return apiRequest<VehicleDto>(`/api/vehicles/${encodeURIComponent(id)}`);
}

export function fetchVehicleBids(id: string): Promise<BidDto[]> {
  return apiRequest<BidDto[]>(`/api/vehicles/${encodeURIComponent(id)}/bids`);
}

/** A bid (autoExtend, spec §7) or a buy-now purchase (the buy-now price as amount only). */
export function placeBid(input: { vehicleId: string; amount: string; idempotencyKey: string; buyNow?: boolean }): Promise<PlaceBidResultDto> {
  return apiRequest<PlaceBidResultDto>(`/api/vehicles/${encodeURIComponent(input.vehicleId)}/bids`, {
    method: 'POST',
    headers: { 'Idempotency-Key': input.idempotencyKey },
    body: input.buyNow ? { amount: input.amount } : { amount: input.amount, autoExtend: true },
  });
}
