import type {
  TransactionDto,
  UserBidDto,
  UserDto,
  UserRole,
  VehicleDto,
  VehicleSummaryDto,
  WatchlistEntryDto,
} from '@autolicit/shared';
import { FUTURE_END, VEHICLE_SELLER_ID, buildVehicleDto, testVehicleId } from '../../../../test/vehicle-dto';

/** DTOs as the API sends them, for the dashboard's tests; ids are valid UUIDs like the server's. */

export const USER_ID = 'c7d1c3c4-1111-4e0e-9a1a-222222222222';
/** The other side of a sale; also the seller of the test vehicles. */
export const OTHER_USER_ID = VEHICLE_SELLER_ID;

export { FUTURE_END };
export const PAST_END = '2020-01-01T12:00:00.000Z';

export function makeUser(role: UserRole = 'user', overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: USER_ID,
    email: 'ana@example.ro',
    firstName: 'Ana',
    lastName: 'Pop',
    role,
    canSwitchRole: role === 'admin',
    entityType: 'individual',
    profileImageUrl: null,
    verificationStatus: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const vehicleId = testVehicleId;

export const makeVehicle = buildVehicleDto;

export function makeSummary(n: number, overrides: Partial<VehicleSummaryDto> = {}): VehicleSummaryDto {
  const vehicle = makeVehicle(n);
  return {
    id: vehicle.id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    image: null,
    currentBid: vehicle.currentBid,
    bidCount: vehicle.bidCount,
    auctionEndTime: vehicle.auctionEndTime,
    status: vehicle.status,
    ...overrides,
  };
}

export function makeBid(
  n: number,
  vehicleNumber: number,
  overrides: Partial<Omit<UserBidDto, 'vehicle'>> & { vehicle?: Partial<VehicleSummaryDto> } = {},
): UserBidDto {
  const { vehicle, ...rest } = overrides;
  return {
    id: `b1d00000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    vehicleId: vehicleId(vehicleNumber),
    amount: '7300.00',
    createdAt: '2026-03-02T10:00:00.000Z',
    isHighest: true,
    isAutomatic: false,
    maximum: null,
    vehicle: makeSummary(vehicleNumber, vehicle),
    ...rest,
  };
}

export function makeTransaction(
  n: number,
  vehicleNumber: number,
  overrides: Partial<TransactionDto> = {},
): TransactionDto {
  return {
    id: `7a000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    vehicleId: vehicleId(vehicleNumber),
    finalPrice: '15300.00',
    fee: '350.00',
    paymentStatus: 'pending',
    buyerId: USER_ID,
    sellerId: OTHER_USER_ID,
    createdAt: '2026-03-05T10:00:00.000Z',
    paymentDueBy: '2026-03-12T10:00:00.000Z',
    counterparty: { role: 'seller', name: 'Auto Nord SRL', email: 'vanzari@autonord.ro', phone: '0264123456' },
    vehicle: makeSummary(vehicleNumber, { status: 'sold' }),
    ...overrides,
  };
}

export function makeWatchlistEntry(vehicle: VehicleDto): WatchlistEntryDto {
  return { vehicleId: vehicle.id, createdAt: '2026-03-03T10:00:00.000Z', vehicle };
}
