import type { BidDto } from '@autolicit/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { vehicleBidsQueryKey, vehicleQueryKey } from '../../../lib/vehicle-query-keys';
import { fetchVehicle, fetchVehicleBids } from '../api/vehicle-api';
import { mergeBidHistory, type BidHistoryEntry } from '../lib/bid-history';

/** The vehicle of the page; no request while the id is not a vehicle id. */
export function useVehicle(vehicleId: string | undefined) {
  return useQuery({
    queryKey: vehicleQueryKey(vehicleId ?? ''),
    queryFn: () => fetchVehicle(vehicleId!),
    enabled: Boolean(vehicleId),
  });
}

/** The page's bid history: the REST list merged with the live room's latest bids. */
export function useBidHistory(vehicleId: string, liveBids: readonly BidDto[]): BidHistoryEntry[] {
  const bidsQuery = useQuery({ queryKey: vehicleBidsQueryKey(vehicleId), queryFn: () => fetchVehicleBids(vehicleId) });
  return useMemo(() => mergeBidHistory(bidsQuery.data, liveBids), [bidsQuery.data, liveBids]);
}
