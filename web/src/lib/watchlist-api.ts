import { apiRequest } from './api-client';

export interface WatchlistStatus {
  isInWatchlist: boolean;
}

export const watchlistStatusQueryKey = (vehicleId: string) => ['watchlist', 'status', vehicleId] as const;

export function fetchWatchlistStatus(vehicleId: string): Promise<WatchlistStatus> {
  return apiRequest<WatchlistStatus>(`/api/watchlist/${encodeURIComponent(vehicleId)}/status`);
}

export function addToWatchlist(vehicleId: string): Promise<WatchlistStatus> {
  return apiRequest<WatchlistStatus>('/api/watchlist', { method: 'POST', body: { vehicleId } });
}

export function removeFromWatchlist(vehicleId: string): Promise<WatchlistStatus> {
  return apiRequest<WatchlistStatus>(`/api/watchlist/${encodeURIComponent(vehicleId)}`, { method: 'DELETE' });
}
