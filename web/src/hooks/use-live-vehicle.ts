import type { VehicleDto } from '@autolicit/shared';
import { useEffect, useMemo } from 'react';
import { watchLiveVehicle } from '../lib/live/live-socket';
import {
  liveStateFromVehicle,
  liveVehiclesStore,
  useLiveVehicleState,
  type LiveVehicleState,
} from '../stores/live-vehicles-store';

export interface UseLiveVehicleOptions {
  /** Watch the room only while true (e.g. while the card is on screen). Default true. */
  enabled?: boolean;
}

/**
 * The live state of a vehicle. While the calling component is mounted (and `enabled`), its room is
 * joined; REST data passed as `initial` seeds the shared store, and is merged so it never rolls back
 * newer live data.
 */
export function useLiveVehicle(
  vehicleId: string | undefined,
  initial?: VehicleDto,
  options: UseLiveVehicleOptions = {},
): LiveVehicleState | undefined {
  const enabled = options.enabled ?? true;

  useEffect(() => {
    if (initial) liveVehiclesStore.getState().seed(initial);
  }, [initial]);

  useEffect(() => {
    if (!vehicleId || !enabled) return;
    return watchLiveVehicle(vehicleId);
  }, [vehicleId, enabled]);

  // Before the seed effect ran (first render, and the server's), show the REST data as is.
  const fallback = useMemo(
    () => (initial && initial.id === vehicleId ? liveStateFromVehicle(initial) : undefined),
    [initial, vehicleId],
  );
  return useLiveVehicleState(vehicleId, fallback);
}
