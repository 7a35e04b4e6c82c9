import {
  type BidDto,
  type PlaceBidResultDto,
  type UserDto,
  type VehicleDto,
  calculateFeeSummary,
  getMinimumNextBid,
} from '@autolicit/shared';

/** Test data for bidding, shaped as the API sends it; ids are valid UUIDs like the server's. */

export const USER_ID = 'c7d1c3c4-1111-4e0e-9a1a-222222222222';
export const OTHER_USER_ID = 'd8e2d4d5-2222-4f1f-8b2b-333333333333';
/** Far enough ahead that no countdown ends during a test run. */
export const FUTURE_END = '2099-01-01T12:00:00.000Z';
export const PAST_END = '2020-01-01T12:00:00.000Z';

/** The signed-in bidder. */
export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: USER_ID,
    email: 'ana@example.ro',
    firstName: 'Ana',
    lastName: 'Pop',
    role: 'user',
    canSwitchRole: false,
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

/** "2019 Dacia Logan n", running, sold by someone else. */
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

/** POST /api/vehicles/:id/bids's answer: the caller's bid of `amount` ("20000.00") accepted and leading. */
export function makeBidResult(
  vehicle: VehicleDto,
  amount: string,
  overrides: Partial<PlaceBidResultDto> = {},
): PlaceBidResultDto {
  const bid: BidDto = {
    id: `${vehicle.id}-bid-${vehicle.bidCount + 1}`,
    vehicleId: vehicle.id,
    amount,
    bidSeq: vehicle.bidCount + 1,
    bidderAlias: 'Ofertant 2',
    isMine: true,
    isAutomatic: false,
    createdAt: '2026-03-10T09:00:00.000Z',
  };
  const { fee, total } = calculateFeeSummary(amount);
  return {
    bid,
    bids: [bid],
    vehicle: {
      ...vehicle,
      currentBid: amount,
      minimumNextBid: getMinimumNextBid({ currentBid: amount, startingBid: vehicle.startingBid }),
      bidCount: vehicle.bidCount + 1,
    },
    isPurchase: false,
    isLeading: true,
    outbidByAutomatic: false,
    message: null,
    maximum: null,
    fee,
    total,
    ...overrides,
  };
}
