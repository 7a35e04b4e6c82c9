import type { StatsDto, TransactionDto, UserBidDto, UserDto, VehicleDto, WatchlistEntryDto } from '@autolicit/shared';
import { stubFetch, type StubbedCall } from '../../../../test/fetch-stub';
import { USER_ID, makeUser } from './dashboard-fixtures';

type Answer<T> = T | { status: number; body: unknown };

export interface DashboardApiData {
  user?: UserDto;
  bids?: Answer<UserBidDto[]>;
  watchlist?: Answer<WatchlistEntryDto[]>;
  listings?: Answer<VehicleDto[]>;
  transactions?: Answer<TransactionDto[]>;
  stats?: Answer<StatsDto>;
  /** Extra handler tried first (DELETE /api/watchlist/..., another user's list...). */
  extra?: (call: StubbedCall) => { status?: number; body?: unknown } | undefined;
}

function answer<T>(value: Answer<T> | undefined): { status?: number; body?: unknown } {
  if (value === undefined) return { body: [] };
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'status' in value &&
    typeof value.status === 'number' &&
    'body' in value
  ) {
    return { status: value.status, body: value.body };
  }
  return { body: value };
}

/**
 * The API as the dashboard sees it, through `stubFetch`: the current user and their four activity
 * lists (empty unless given). Returns the recorded calls.
 */
export function stubDashboardApi(data: DashboardApiData = {}) {
  const user = data.user ?? makeUser();
  const userId = user.id ?? USER_ID;
  return stubFetch((call) => {
    const extra = data.extra?.(call);
    if (extra) return extra;
    if (call.path === '/api/auth/user') return { body: user };
    if (call.method !== 'GET') return undefined;
    if (call.path === `/api/users/${userId}/bids?limit=100`) return answer(data.bids);
    if (call.path === `/api/users/${userId}/watchlist?limit=100`) return answer(data.watchlist);
    if (call.path === `/api/users/${userId}/vehicles?limit=100`) return answer(data.listings);
    if (call.path === `/api/users/${userId}/transactions?limit=100`) return answer(data.transactions);
    if (call.path === '/api/stats') return answer(data.stats);
    if (/^\/api\/watchlist\/[^/]+\/status$/.test(call.path)) return { body: { isInWatchlist: true } };
    return undefined;
  });
}
