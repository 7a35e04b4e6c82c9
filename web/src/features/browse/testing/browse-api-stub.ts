import { afterEach, beforeEach, vi } from 'vitest';
import { stubFetch, type StubbedCall } from '../../../../test/fetch-stub';
import { fakeMatchMedia } from '../../../../test/match-media';
import { buildVehicleDto } from '../../../../test/vehicle-dto';

/** Test data for the browse feature's tests: vehicles as GET /api/vehicles sends them. */

export const makeVehicle = buildVehicleDto;

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
    stub.calls
      .filter((call) => call.path.startsWith('/api/vehicles'))
      .map((call) => new URLSearchParams(call.path.split('?')[1] ?? ''));
  return { ...stub, vehicleQueries };
}

/**
 * The search pages lay their filters out in a side panel from 62em up, in a drawer below. jsdom
 * matches no media query, so tests that use the side panel make the window a desktop one.
 */
export function makeWindowDesktop(): () => void {
  const original = window.matchMedia;
  window.matchMedia = fakeMatchMedia((query) => query.includes('min-width'));
  return () => {
    window.matchMedia = original;
  };
}

/** For a test file of the search pages: a desktop window for each test, and the API stubs undone after it. */
export function useDesktopWindow(): void {
  let restoreWindow: () => void = () => {};
  beforeEach(() => {
    restoreWindow = makeWindowDesktop();
  });
  afterEach(() => {
    restoreWindow();
    vi.unstubAllGlobals();
  });
}
