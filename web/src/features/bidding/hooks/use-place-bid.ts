import type { BidDto, PlaceBidResultDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liveVehiclesStore } from '../../../stores/live-vehicles-store';
import { vehicleBidsQueryKey, vehicleQueryKey } from '../../../lib/vehicle-query-keys';
import { newIdempotencyKey } from '../lib/bid-math';
import { deliverBid } from '../lib/deliver-bid';
import { type OwnOfferOutcome, trackOwnOffer } from '../../../lib/own-purchases';

export interface PlaceBidVariables {
  /** A bid by hand; absent when only a maximum is set. */
  amount?: string;
  /** The most the platform may bid for the caller. */
  maxAmount?: string;
  buyNow?: boolean;
  /** Told when the answer was lost and the app is asking the server what became of the bid. */
  onChecking?: () => void;
}

/**
 * Places a bid (or buys now). Each confirmed action gets a fresh Idempotency-Key; a lost answer is
 * re-sent with the same key for a few seconds, then the attempt is looked up by that key
 * (`deliverBid`), so the bidder learns "placed" or "not placed", and it is never placed twice. On success the new price and the bidder's standing go straight into
 * the live store (the minimum moves at once, before the room's event arrives) and into the cached
 * bid history. It is never paused to be sent later (networkMode 'always').
 */
export function usePlaceBid(vehicleId: string) {
  const queryClient = useQueryClient();
  return useMutation<PlaceBidResultDto, Error, PlaceBidVariables, (outcome: OwnOfferOutcome) => void>({
    // The winner notice of a buy-now waits for this answer (see own-purchases.ts). These callbacks
    // are the mutation's own, so they run even when the page that bid has been left meanwhile.
    onMutate: () => trackOwnOffer(vehicleId),
    mutationFn: ({ amount, maxAmount, buyNow, onChecking }) =>
      deliverBid({ vehicleId, amount, maxAmount, buyNow }, newIdempotencyKey(), onChecking ? { onChecking } : {}),
    networkMode: 'always',
    onError: (_error, _variables, settle) => {
      // After the caller's own failure notice (it runs next): should the server have recorded the
      // purchase after all, its "You won the auction!" is then the last word, not the failure.
      setTimeout(() => settle?.('other'), 0);
    },
    onSuccess: (result, _variables, settle) => {
      settle?.(result.isPurchase ? 'purchase' : 'other');
      liveVehiclesStore.getState().applyOwnBid(result);
      queryClient.setQueryData(vehicleQueryKey(vehicleId), result.vehicle);
      // Newest first, like the history: the caller's bid and the counter-bids it triggered.
      const recorded = [...result.bids].reverse();
      queryClient.setQueryData<BidDto[]>(vehicleBidsQueryKey(vehicleId), (previous) => [
        ...recorded,
        ...(previous ?? []).filter((bid) => !recorded.some((own) => own.id === bid.id)),
      ]);
    },
  });
}
