import { findProfessionalReview, findVehicleAndCountView, type UserWithProfile } from '@autolicit/db';
import { type VehicleDto, getVinFacts } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { NotFoundError } from '../../platform/errors';
import { canSeeSellerOnlyFields, toVehicleDto } from './vehicle.mapper';
import { getCurrentRarCertificate } from '../rar-certificates/get-rar-certificates.service';

/**
 * The vehicle page: counts one view and returns the vehicle as the viewer may see it, with whether
 * a business seller is a verified dealer, what its VIN says and its RAR certificate. A cancelled listing exists only for its seller and admins.
 */
export async function getVehicle(
  ctx: AppContext,
  id: string,
  viewer: UserWithProfile | undefined,
): Promise<VehicleDto> {
  const vehicle = await findVehicleAndCountView(ctx.db, id);
  if (!vehicle || (vehicle.status === 'cancelled' && !canSeeSellerOnlyFields(vehicle, viewer))) {
    throw new NotFoundError('vehicle.notFound');
  }
  const [review, rarCertificate] = await Promise.all([
    vehicle.sellerType === 'business' ? findProfessionalReview(ctx.db, vehicle.sellerId) : null,
    getCurrentRarCertificate(ctx, vehicle.id),
  ]);
  return {
    ...toVehicleDto(vehicle, viewer),
    sellerVerifiedDealer: review?.verificationStatus === 'verified',
    // Decoded here so the vehicle page's bundle does not carry the decoder; public like the VIN.
    vinFacts: getVinFacts(vehicle.vin, { currentYear: ctx.clock.now().getUTCFullYear(), listedYear: vehicle.year }),
    rarCertificate,
  };
}
