import type { BidDto, PlaceBidResultDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveVehiclesStore } from '../../live';
import { placeBid, vehicleBidsQueryKey, vehicleQueryKey } from '../../vehicle';
import { newIdempotencyKey } from '../lib/bid-math';

export interface PlaceBidVariables {
  amount: string;
  buyNow?: boolean;
}

/**
 * Places a bid (or buys now). Each confirmed action gets a fresh Idempotency-Key, so a network
 * retry never places it twice. On success the new price and the bidder's standing go straight into
 * the live store (the minimum moves at once, before the room's event arrives) and into the cached
 * bid history. It is never paused to be sent later (networkMode 'always').
 */
export function usePlaceBid(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation<PlaceBidResultDto, Error, PlaceBidVariables>({
    mutationFn: ({ amount, buyNow }) => placeBid({ vehicleId, amount, buyNow, idempotencyKey: newIdempotencyKey() }),
    networkMode: 'always',
    onSuccess: (result) => {
      liveVehiclesStore.getState().applyOwnBid(result);
      queryClient.setQueryData(vehicleQueryKey(vehicleId), result.vehicle);
      queryClient.setQueryData<BidDto[]>(vehicleBidsQueryKey(vehicleId), (previous) => [
        { ...result.bid, isMine: true },
        ...(previous ?? []).filter((bid) => bid.id !== result.bid.id),
      ]);
    },
  });
}
