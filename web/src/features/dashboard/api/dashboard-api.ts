import { MAX_PAGE_SIZE, type TransactionDto, type VehicleDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/**
 * The activity lists are read as one page of the API's maximum (they have no total header); the
 * dashboard counts from them and shows "100+" on a full page.
 */
export const ACTIVITY_LIST_LIMIT = MAX_PAGE_SIZE;

/**
 * Same freshness as the shared bids and watchlist lists (hooks/use-user-lists.ts):
 * coming back after half a minute picks up auctions that closed and sales made meanwhile.
 */
export const DASHBOARD_LIST_STALE_MS = 30_000;

/** The listing dialog invalidates this key after a new listing, so My Listings shows it at once. */
export const userListingsQueryKey = (userId: string | undefined) => ['users', userId, 'vehicles'] as const;
export const userTransactionsQueryKey = (userId: string | undefined) => ['users', userId, 'transactions'] as const;

export function fetchUserListings(userId: string): Promise<VehicleDto[]> {
  return apiRequest<VehicleDto[]>(`/api/users/${encodeURIComponent(userId)}/vehicles?limit=${ACTIVITY_LIST_LIMIT}`);
}

export function fetchUserTransactions(userId: string): Promise<TransactionDto[]> {
  return apiRequest<TransactionDto[]>(
    `/api/users/${encodeURIComponent(userId)}/transactions?limit=${ACTIVITY_LIST_LIMIT}`,
  );
}

/** PATCH /api/transactions/:id: the seller records the payment, or (after the deadline) a non-payment. */
export function settleTransaction(
  transactionId: string,
  paymentStatus: 'completed' | 'failed',
): Promise<{ id: string; paymentStatus: 'completed' | 'failed' }> {
  return apiRequest(`/api/transactions/${encodeURIComponent(transactionId)}`, {
    method: 'PATCH',
    body: { paymentStatus },
  });
}
