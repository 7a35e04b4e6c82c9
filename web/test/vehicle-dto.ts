import type { VehicleDto } from '@autolicit/shared';

/** Far enough ahead that no countdown ends during a test run. */
export const FUTURE_END = '2099-01-01T12:00:00.000Z';
/** The seller of the vehicles built here: nobody signed in, in the feature tests. */
export const VEHICLE_SELLER_ID = 'd8e2d4d5-2222-4f1f-8b2b-333333333333';

export function testVehicleId(n: number): string {
  return `5b0f5f7e-7a43-4a37-9a2e-${String(n).padStart(12, '0')}`;
}

/** Vehicle n as the API sends it (ids are valid UUIDs like the server's), for the web app's tests. */
export function buildVehicleDto(n: number, overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    id: testVehicleId(n),
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
    sellerId: VEHICLE_SELLER_ID,
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
