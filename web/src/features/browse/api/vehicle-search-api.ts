import type { StatsDto, VehicleDto } from '@autolicit/shared';
import { LIST_STALE_MS } from '../../../hooks/use-user-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList, apiRequest, toQueryString, type FetchLike } from '../../../lib/api-client';
import { toVehicleQuery, type SearchFilters } from '../lib/search-filters';

export function fetchVehicles(query: Record<string, string | number>, fetchImpl?: FetchLike) {
  return apiGetList<VehicleDto>(`/api/vehicles${toQueryString(query)}`, {}, fetchImpl);
}

/**
 * A short list for the home page (ending soon, newest): one definition of its key and fetch, used by
 * the page and by the server's render (which fetches with the visitor's own cookie).
 */
export function vehicleListQueryOptions(query: Record<string, string | number>, fetchImpl?: FetchLike) {
  return queryOptions({
    queryKey: ['vehicles', 'list', query],
    queryFn: () => fetchVehicles(query, fetchImpl),
    staleTime: LIST_STALE_MS,
  });
}

export function publicStatsQueryOptions(fetchImpl?: FetchLike) {
  return queryOptions({
    queryKey: ['stats', 'public'],
    queryFn: () => apiRequest<StatsDto>('/api/stats/public', {}, fetchImpl),
    staleTime: 60_000,
  });
}

/** One page of a search: the vehicles and the total of the whole result (X-Total-Count). */
export function vehicleSearchQueryOptions(filters: SearchFilters, pageSize: number, fetchImpl?: FetchLike) {
  return vehicleListQueryOptions(toVehicleQuery(filters, pageSize), fetchImpl);
}

export function useVehicleSearch(filters: SearchFilters, pageSize: number) {
  return useQuery(vehicleSearchQueryOptions(filters, pageSize));
}

/** A short list for the home page (ending soon, featured). */
export function useVehicleList(query: Record<string, string | number>) {
  return useQuery({ ...vehicleListQueryOptions(query), placeholderData: keepPreviousData });
}

export function usePublicStats() {
  return useQuery(publicStatsQueryOptions());
}
