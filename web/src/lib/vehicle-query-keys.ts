/** The query keys of a vehicle and its bids: read by the vehicle page, refreshed by bidding and seller tools. */
export const vehicleQueryKey = (id: string) => ['vehicles', 'detail', id] as const;
export const vehicleBidsQueryKey = (id: string) => ['vehicles', 'detail', id, 'bids'] as const;
