import type { LiveVehicleState } from '../../../stores/live-vehicles-store';

/**
 * How a seller's listing stands:
 * - `live`: the auction runs (the card shows price, bids and countdown);
 * - `closing`: the end time passed and the close job has not reported yet (usually a second or two);
 * - `sold`, `reserveNotMet`, `noBids`: how a closed auction ended;
 * - `cancelled`.
 */
export type ListingOutcome = 'live' | 'closing' | 'sold' | 'reserveNotMet' | 'noBids' | 'cancelled';

export function listingOutcome(
  state: Pick<LiveVehicleState, 'status' | 'bidCount'>,
  endTimePassed: boolean,
): ListingOutcome {
  switch (state.status) {
    case 'active':
      return endTimePassed ? 'closing' : 'live';
    case 'sold':
      return 'sold';
    case 'cancelled':
      return 'cancelled';
    case 'ended':
      // The close sells whenever there is a high bid and the reserve (if any) is met, so an auction
      // that ended unsold with bids missed its reserve.
      return state.bidCount === 0 ? 'noBids' : 'reserveNotMet';
  }
}

/** The price a sold listing went for: the close's final price when the live store saw it, else the last high bid. */
export function soldPrice(state: Pick<LiveVehicleState, 'finalPrice' | 'currentBid'>): string {
  return state.finalPrice ?? state.currentBid;
}
