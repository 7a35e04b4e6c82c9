import type { PlaceBidResultDto } from '@autolicit/shared';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** A bid (autoExtend, spec §7) or a buy-now purchase (the buy-now price as amount only). */
export function placeBid(input: {
  vehicleId: string;
  amount?: string | undefined;
  maxAmount?: string | undefined;
  idempotencyKey: string;
  buyNow?: boolean | undefined;
  signal?: AbortSignal;
}): Promise<PlaceBidResultDto> {
  const offer = {
    ...(input.amount ? { amount: input.amount } : {}),
    ...(input.maxAmount ? { maxAmount: input.maxAmount } : {}),
  };
  return apiRequest<PlaceBidResultDto>(`/api/vehicles/${encodeURIComponent(input.vehicleId)}/bids`, {
    method: 'POST',
    headers: { 'Idempotency-Key': input.idempotencyKey },
    body: input.buyNow ? offer : { ...offer, autoExtend: true },
    ...(input.signal ? { signal: input.signal } : {}),
  });
}

/** What became of a bid sent with this key: its stored answer, or null when none was stored (read-only). */
export async function fetchBidAttempt(vehicleId: string, key: string): Promise<PlaceBidResultDto | null> {
  try {
    return await apiRequest<PlaceBidResultDto>(
      `/api/vehicles/${encodeURIComponent(vehicleId)}/bids/attempts/${encodeURIComponent(key)}`,
    );
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}
