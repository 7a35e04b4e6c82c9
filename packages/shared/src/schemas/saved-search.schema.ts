import { z } from 'zod';
import { type VehicleListQuery, vehicleListQuerySchema } from './vehicle-query.schema';
import { msg } from './common.schema';

/** When a saved search tells its owner about a new listing that matches it. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** What a new saved search alerts with when the form does not say: one e-mail a day. */
export const DEFAULT_SAVED_SEARCH_ALERT: SavedSearchAlert = 'daily';

/** Enough for every car a buyer hunts; beyond it a list stops being read. */
export const MAX_SAVED_SEARCHES_PER_USER = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
const SAVED_SEARCH_QUERY_MAX = 1000;

/** The daily digest goes out at this hour, Romanian time (Europe/Bucharest, summer time included). */
export const SAVED_SEARCH_DIGEST_HOUR = 8;
export const SAVED_SEARCH_DIGEST_TIME_ZONE = 'Europe/Bucharest';

/** The query keys a saved search keeps: the browse filters and the order (never the page). */
const SAVED_QUERY_KEYS = [
  'q',
  'make',
  'model',
  'category',
  'condition',
  'transmission',
  'fuelType',
  'drivetrain',
  'color',
  'minPrice',
  'maxPrice',
  'minYear',
  'maxYear',
  'minMileage',
  'maxMileage',
  'hasDamage',
  'hasRarCertificate',
  'status',
  'sort',
] as const;

export type SavedSearchFilter = Omit<VehicleListQuery, 'limit' | 'offset'>;

/**
 * A browse query string (with or without its `?`) checked by the search's own schema and written
 * back in one canonical form: known keys in a fixed order, "no filter" values and the page left out.
 * Two searches for the same cars read the same; a value the search would refuse is refused here.
 */
export function canonicalizeSearchQuery(
  query: string,
): { query: string; filter: SavedSearchFilter } | { problem: string } {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const raw: Record<string, string> = {};
  for (const key of SAVED_QUERY_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const parsed = vehicleListQuerySchema.safeParse(raw);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.path.join('.') ?? 'query' };
  const { limit: _limit, offset: _offset, ...filter } = parsed.data;
  const canonical = new URLSearchParams();
  for (const key of SAVED_QUERY_KEYS) {
    if (key === 'status') {
      if (filter.status.length !== 1 || filter.status[0] !== 'active')
        canonical.set('status', filter.status.length === 1 ? filter.status[0]! : 'all');
      continue;
    }
    if (key === 'sort') {
      if (filter.sort !== 'newest') canonical.set('sort', filter.sort);
      continue;
    }
    const value = filter[key];
    if (value !== undefined) canonical.set(key, String(value));
  }
  return { query: canonical.toString(), filter };
}

const nameSchema = z
  .string(msg('savedSearch.nameInvalid'))
  .trim()
  .min(1, msg('savedSearch.nameInvalid'))
  .max(SAVED_SEARCH_NAME_MAX, msg('savedSearch.nameInvalid'));
const querySchema = z
  .string(msg('savedSearch.queryInvalid'))
  .max(SAVED_SEARCH_QUERY_MAX, msg('savedSearch.queryInvalid'));
const alertSchema = z.enum(SAVED_SEARCH_ALERTS, msg('savedSearch.alertInvalid'));

/** `POST /api/saved-searches`: `query` is the browse page's query string. */
export const savedSearchInputSchema = z.strictObject(
  { name: nameSchema, query: querySchema, alert: alertSchema.default(DEFAULT_SAVED_SEARCH_ALERT) },
  msg('savedSearch.invalid'),
);
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>;

/** `PATCH /api/saved-searches/:id`: any of the fields, at least one. */
export const savedSearchPatchSchema = z
  .strictObject(
    { name: nameSchema.optional(), query: querySchema.optional(), alert: alertSchema.optional() },
    msg('savedSearch.invalid'),
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), msg('savedSearch.invalid'));
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>;

/** A saved search as its owner sees it. */
export interface SavedSearchDto {
  id: string;
  name: string;
  /** The canonical browse query string, without `?`. */
  query: string;
  alert: SavedSearchAlert;
  /** Listings open for bids that match it now (what its link shows). */
  matchCount: number;
  createdAt: string;
}
