import type { VehicleDto } from '@autolicit/shared';

/** The image shown for a vehicle without photos (or one that failed to load). */
export const VEHICLE_FALLBACK_IMAGE = '/vehicle-fallback.svg';

/** A vehicle's name everywhere it is listed or titled: year, make and model. */
export function vehicleTitle(vehicle: Pick<VehicleDto, 'year' | 'make' | 'model'>): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}
