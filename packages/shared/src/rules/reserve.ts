import { ACCEPT_UNDER_RESERVE_WINDOW_MS } from '../constants';
import { toCents } from '../money';

export interface ReserveState {
  currentBid: string;
  bidCount: number;
  reservePrice: string | null;
}

/** Met when at least one bid exists and the high bid reaches the reserve (or there is none). */
export function isReserveMet(state: ReserveState): boolean {
  if (state.bidCount <= 0) return false;
  if (state.reservePrice === null) return true;
  return toCents(state.currentBid) >= toCents(state.reservePrice);
}

/** The last moment the seller of an auction that ended under its reserve (at `closedAt`) may accept its highest bid. */
export function getAcceptUnderReserveDeadline(closedAt: Date): Date {
  return new Date(closedAt.getTime() + ACCEPT_UNDER_RESERVE_WINDOW_MS);
}
