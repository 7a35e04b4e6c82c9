import { skipToken, useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIST_STALE_MS, fetchUserTransactions, userTransactionsQueryKey } from '../api/dashboard-api';

/** A user's sales and purchases (as buyer or seller), newest first, with fee and payment status. */
export function useUserTransactions(userId: string | undefined) {
  return useQuery({
    queryKey: userTransactionsQueryKey(userId),
    queryFn: userId ? () => fetchUserTransactions(userId) : skipToken,
    staleTime: DASHBOARD_LIST_STALE_MS,
  });
}
