import { skipToken, useQuery } from '@tanstack/react-query';
import { DASHBOARD_LIST_STALE_MS, fetchUserListings, userListingsQueryKey } from '../api/dashboard-api';

/**
 * The vehicles a user listed, every status, newest first. Prices, bid counts and ends on screen
 * follow the socket through the cards, so the list itself only needs refreshing for new listings
 * (the listing dialog invalidates the key).
 */
export function useUserListings(userId: string | undefined) {
  return useQuery({
    queryKey: userListingsQueryKey(userId),
    queryFn: userId ? () => fetchUserListings(userId) : skipToken,
    staleTime: DASHBOARD_LIST_STALE_MS,
  });
}
