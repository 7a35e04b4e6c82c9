import type { UserWithProfile, VehicleSummaryRow, VehicleWithImages } from '@autolicit/db';
import {
  getAcceptUnderReserveDeadline,
  type VehicleDto,
  type VehicleSummaryDto,
  getMinimumNextBid,
  isReserveMet,
  toBidLevel,
} from '@autolicit/shared';
import { isActingAdmin } from '../../platform/guards/auth.middleware';

/** The seller and acting admins see the reserve and company data; buyers only whether the reserve is met. */
export function canSeeSellerOnlyFields(vehicle: { sellerId: string }, viewer: UserWithProfile | undefined): boolean {
  return viewer !== undefined && (viewer.id === vehicle.sellerId || isActingAdmin(viewer));
}

/** The end of the seller's window to accept a bid under the reserve, when there is one. */
function getAcceptBidUntil(vehicle: VehicleWithImages): string | null {
  const acceptable =
    vehicle.status === 'ended' &&
    vehicle.bidCount > 0 &&
    !isReserveMet(vehicle) &&
    vehicle.relistedAs === null &&
    vehicle.closedAt;
  return acceptable ? getAcceptUnderReserveDeadline(vehicle.closedAt!).toISOString() : null;
}

export function toVehicleDto(vehicle: VehicleWithImages, viewer: UserWithProfile | undefined): VehicleDto {
  const privileged = canSeeSellerOnlyFields(vehicle, viewer);
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    vin: vehicle.vin,
    mileage: vehicle.mileage,
    transmission: vehicle.transmission as VehicleDto['transmission'],
    drivetrain: vehicle.drivetrain as VehicleDto['drivetrain'],
    condition: vehicle.condition as VehicleDto['condition'],
    category: vehicle.category as VehicleDto['category'],
    fuelType: vehicle.fuelType as VehicleDto['fuelType'],
    color: vehicle.color as VehicleDto['color'],
    location: vehicle.location,
    images: vehicle.images.map((image) => image.url),
    thumbnails: vehicle.images.map((image) => image.thumbnailUrl),
    youtubeUrl: vehicle.youtubeUrl,
    description: vehicle.description,
    hasDamage: vehicle.hasDamage,
    startingBid: vehicle.startingBid,
    currentBid: vehicle.currentBid,
    minimumNextBid: getMinimumNextBid(toBidLevel(vehicle)),
    buyNowPrice: vehicle.buyNowPrice,
    reservePrice: privileged ? vehicle.reservePrice : null,
    hasReserve: vehicle.reservePrice !== null,
    isReserveMet: isReserveMet(vehicle),
    bidCount: vehicle.bidCount,
    viewCount: vehicle.viewCount,
    auctionEndTime: vehicle.auctionEndTime.toISOString(),
    sellerId: vehicle.sellerId,
    sellerType: vehicle.sellerType,
    companyName: privileged ? vehicle.companyName : null,
    companyCui: privileged ? vehicle.companyCui : null,
    cancelReason: privileged ? vehicle.cancelReason : null,
    relistedAs: privileged ? vehicle.relistedAs : null,
    acceptBidUntil: privileged ? getAcceptBidUntil(vehicle) : null,
    status: vehicle.status,
    createdAt: vehicle.createdAt.toISOString(),
  };
}

export function toVehicleSummaryDto(vehicle: VehicleSummaryRow): VehicleSummaryDto {
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    image: vehicle.image,
    currentBid: vehicle.currentBid,
    bidCount: vehicle.bidCount,
    auctionEndTime: new Date(vehicle.auctionEndTime).toISOString(),
    status: vehicle.status,
  };
}
