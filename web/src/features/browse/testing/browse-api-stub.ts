import type { VehicleDto } from '@autolicit/shared';
import { stubFetch, type StubbedCall } from '../../../../test/fetch-stub';

/** Test data for the browse feature's tests: vehicles as GET /api/vehicles sends them. */

export function makeVehicle(n: number, overrides: Partial<VehicleDto> = {}): VehicleDto {
  return {
    id: `5b0f5f7e-7a43-4a37-9a2e-${String(n).padStart(12, '0')}`,
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
    // Far enough ahead that no countdown ends during a test run.
    auctionEndTime: '2099-01-01T12:00:00.000Z',
    sellerId: 'd8e2d4d5-2222-4f1f-8b2b-333333333333',
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

/**
 * The API as the search pages see it: a visitor (401 on the current user) and GET /api/vehicles
 * answering `total` vehicles page by page (limit/offset) with X-Total-Count, or `status` when the
 * list fails. Returns the recorded calls; `vehicleQueries()` gives the list requests' queries.
 */
export function stubVehicleSearchApi({ total = 0, status }: { total?: number; status?: number } = {}) {
  const stub = stubFetch((call: StubbedCall) => {
    if (call.path === '/api/auth/user') return { status: 401, body: { message: 'Unauthorized', code: 'UNAUTHORIZED' } };
    if (call.method !== 'GET' || !call.path.startsWith('/api/vehicles')) return undefined;
    if (status) return { status, body: { message: 'Internal Server Error', code: 'INTERNAL' } };
    const query = new URLSearchParams(call.path.split('?')[1] ?? '');
    const limit = Number(query.get('limit') ?? 12);
    const offset = Number(query.get('offset') ?? 0);
    const count = Math.max(0, Math.min(limit, total - offset));
    const items = Array.from({ length: count }, (_, index) => makeVehicle(offset + index + 1));
    return { body: items, headers: { 'X-Total-Count': String(total) } };
  });
  const vehicleQueries = () =>
    stub.calls.filter((call) => call.path.startsWith('/api/vehicles')).map((call) => new URLSearchParams(call.path.split('?')[1] ?? ''));
  return { ...stub, vehicleQueries };
}

/**
 * The search pages lay their filters out in a side panel from 62em up, in a drawer below. jsdom
 * matches no media query, so tests that use the side panel make the window a desktop one.
 */
export function makeWindowDesktop(): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
