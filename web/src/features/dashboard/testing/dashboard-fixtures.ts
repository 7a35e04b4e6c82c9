import type { TransactionDto, UserBidDto, UserDto, UserRole, VehicleDto, VehicleSummaryDto, WatchlistEntryDto } from '@autolicit/shared';

/** DTOs as the API sends them, for the dashboard's tests; ids are valid UUIDs like the server's. */

export const USER_ID = 'c7d1c3c4-1111-4e0e-9a1a-222222222222';
export const OTHER_USER_ID = 'd8e2d4d5-2222-4f1f-8b2b-333333333333';

/** Far enough ahead that no countdown ends during a test run. */
export const FUTURE_END = '2099-01-01T12:00:00.000Z';
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

export function vehicleId(n: number): string {
  return `5b0f5f7e-7a43-4a37-9a2e-${String(n).padStart(12, '0')}`;
}

export function makeVehicle(n: number, overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    id: vehicleId(n),
    year: 2019,
    make: 'Dacia',
    model: `Logan ${n}`,
    vin: 'UU1LSDAAG12345678',
    mileage: 85000,
    transmission: 'manual',
    drivetrain: 'fwd',
    condition: 'good',
    category: 'sedan',
    fuelType: 'diesel',
    color: null,
    location: 'Cluj-Napoca',
    images: [],
    thumbnails: [],
    youtubeUrl: null,
    description: null,
    hasDamage: false,
    startingBid: '5000.00',
    currentBid: '7300.00',
    minimumNextBid: '7400.00',
    buyNowPrice: null,
    reservePrice: null,
    hasReserve: false,
    isReserveMet: true,
    bidCount: 4,
    viewCount: 120,
    auctionEndTime: FUTURE_END,
    sellerId: OTHER_USER_ID,
    sellerType: 'individual',
    companyName: null,
    companyCui: null,
    cancelReason: null,
    relistedAs: null,
    acceptBidUntil: null,
    status: 'active',
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

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

export function makeBid(n: number, vehicleNumber: number, overrides: Partial<Omit<UserBidDto, 'vehicle'>> & { vehicle?: Partial<VehicleSummaryDto> } = {}): UserBidDto {
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

export function makeTransaction(n: number, vehicleNumber: number, overrides: Partial<TransactionDto> = {}): TransactionDto {
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
