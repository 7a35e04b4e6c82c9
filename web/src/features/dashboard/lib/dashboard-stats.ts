import type { TransactionDto, UserBidDto, VehicleDto, WatchlistEntryDto } from '@autolicit/shared';

/** Auctions still running on which the user has bid, one per vehicle however many bids they placed. */
export function countActiveBids(bids: readonly UserBidDto[]): number {
  return new Set(bids.filter((bid) => bid.vehicle.status === 'active').map((bid) => bid.vehicleId)).size;
}

/** Sales and purchases whose payment went through; pending and failed ones are not "completed". */
export function countCompletedTransactions(transactions: readonly TransactionDto[]): number {
  return transactions.filter((transaction) => transaction.paymentStatus === 'completed').length;
}

export interface DashboardLists {
  bids: readonly UserBidDto[] | undefined;
  watchlist: readonly WatchlistEntryDto[] | undefined;
  listings: readonly VehicleDto[] | undefined;
  transactions: readonly TransactionDto[] | undefined;
}

/**
 * A brand-new account: every list has arrived and all are empty. While a list is loading or failed
 * we do not know, and a welcome card that flashes in and out would be worse than none.
 */
export function isNewAccount(lists: DashboardLists): boolean {
  return Object.values(lists).every((list) => list !== undefined && list.length === 0);
}

/**
 * The lists are read in one page of at most `limit` rows (the API has no totals), so a full page
 * means "at least": shown as "100+" rather than a number that looks exact.
 */
export function isCapped(listLength: number, limit: number): boolean {
  return listLength >= limit;
}
