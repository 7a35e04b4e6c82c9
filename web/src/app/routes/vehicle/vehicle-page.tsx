import { useParams } from 'react-router-dom';
import { isApiError } from '../../../lib/api-client';
import { isVehicleId } from '../../../features/vehicle/lib/bid-history';
import { useVehicle } from '../../../features/vehicle/hooks/use-vehicle';
import {
  VehicleLoadFailed,
  VehicleLoading,
  VehicleNotFound,
} from '../../../features/vehicle/components/vehicle-states';
import { VehicleView } from './vehicle-view';

export { preloadBidDialogs } from '../../../features/bidding/components/bid-dialogs';

/** `/vehicle/:id` (spec §2): the live vehicle page with its bid panel. */
export function VehiclePage() {
  const { id } = useParams<{ id: string }>();
  // The live room and the stores know a vehicle by its canonical, lower-case id only.
  const validId = isVehicleId(id) ? id.toLowerCase() : undefined;
  const vehicleQuery = useVehicle(validId);

  if (
    !validId ||
    (vehicleQuery.isError &&
      isApiError(vehicleQuery.error) &&
      (vehicleQuery.error.status === 404 || vehicleQuery.error.status === 400))
  ) {
    return <VehicleNotFound />;
  }
  if (vehicleQuery.isError) return <VehicleLoadFailed onRetry={() => void vehicleQuery.refetch()} />;
  if (!vehicleQuery.data) return <VehicleLoading />;
  return <VehicleView vehicle={vehicleQuery.data} />;
}
