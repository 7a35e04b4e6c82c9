import type { UserBidDto, WatchlistEntryDto } from '@autolicit/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

// A user's bids and watchlist, read by the dashboard and the home page.

/** Every vehicle list's freshness: lists change as auctions are listed and sold; prices on screen are live through the socket anyway. */
export const LIST_STALE_MS = 30_000;

export function useUserBids(userId: string | undefined) {
  return useQuery({
    queryKey: ['users', userId, 'bids'],
    queryFn: () => apiRequest<UserBidDto[]>(`/api/users/${userId}/bids?limit=100`),
    enabled: Boolean(userId),
    staleTime: LIST_STALE_MS,
  });
}

export function useUserWatchlist(userId: string | undefined) {
  return useQuery({
    queryKey: ['users', userId, 'watchlist'],
    queryFn: () => apiRequest<WatchlistEntryDto[]>(`/api/users/${userId}/watchlist?limit=100`),
    enabled: Boolean(userId),
    staleTime: LIST_STALE_MS,
  });
}
