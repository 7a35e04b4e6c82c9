import { z } from 'zod';
import { BROWSE_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants';
import { MONEY_PATTERN, normalizeMoney } from '../money';
import {
  CATEGORY_FILTERS,
  COLORS,
  CONDITION_FILTERS,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSION_FILTERS,
  VEHICLE_SORTS,
} from '../options';

/** 'all', 'any' and '' mean "no filter" (spec §4). */
const isNoFilter = (value: unknown) => value === undefined || value === '' || value === 'all' || value === 'any';

const invalid = (field: string) => ({ error: 'query.invalid', params: { field } });

function optionalFilter<T extends z.ZodType>(field: string, schema: T) {
  return z.preprocess((value) => (isNoFilter(value) ? undefined : value), schema.optional());
}

const queryText = (field: string) =>
  optionalFilter(field, z.string(invalid(field)).trim().min(1, invalid(field)).max(100, invalid(field)));
const queryInt = (field: string) =>
  optionalFilter(
    field,
    z
      .string(invalid(field))
      .regex(/^\d{1,10}$/, invalid(field))
      .transform(Number),
  );
const queryMoney = (field: string) =>
  optionalFilter(field, z.string(invalid(field)).regex(MONEY_PATTERN, invalid(field)).transform(normalizeMoney));
const queryEnum = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  optionalFilter(field, z.enum(values, invalid(field)));

/** Listing statuses visible to the public; cancelled listings are never listed. */
export const LISTABLE_STATUSES = ['active', 'sold', 'ended'] as const;

/**
 * GET /api/vehicles query. Every malformed value is a 400 rather than a silently ignored filter.
 * `status` defaults to active (the marketplace lists live auctions); 'all' lists every public one.
 */
export const vehicleListQuerySchema = z
  .object({
    q: queryText('q'),
    make: queryText('make'),
    model: queryText('model'),
    category: queryEnum('category', CATEGORY_FILTERS),
    minPrice: queryMoney('minPrice'),
    maxPrice: queryMoney('maxPrice'),
    minYear: queryInt('minYear'),
    maxYear: queryInt('maxYear'),
    minMileage: queryInt('minMileage'),
    maxMileage: queryInt('maxMileage'),
    transmission: queryEnum('transmission', TRANSMISSION_FILTERS),
    fuelType: queryEnum('fuelType', FUEL_TYPES),
    condition: queryEnum('condition', CONDITION_FILTERS),
    drivetrain: queryEnum('drivetrain', DRIVETRAINS),
    color: queryEnum('color', COLORS),
    hasDamage: optionalFilter(
      'hasDamage',
      z.enum(['true', 'false'], invalid('hasDamage')).transform((v) => v === 'true'),
    ),
    // A checkbox: only listings whose seller declared an RAR Auto-Pass certificate; 'false' is no filter.
    hasRarCertificate: z.preprocess(
      (value) => (isNoFilter(value) || value === 'false' ? undefined : value),
      z
        .literal('true', invalid('hasRarCertificate'))
        .transform(() => true as const)
        .optional(),
    ),
    status: z
      .preprocess(
        (v) => (v === undefined || v === '' ? 'active' : v),
        z.enum([...LISTABLE_STATUSES, 'all'], invalid('status')),
      )
      .transform((s) => (s === 'all' ? [...LISTABLE_STATUSES] : [s])),
    sort: z.preprocess((v) => (v === undefined || v === '' ? 'newest' : v), z.enum(VEHICLE_SORTS, invalid('sort'))),
    limit: z
      .preprocess(
        (v) => (v === undefined || v === '' ? String(BROWSE_PAGE_SIZE) : v),
        z.string({ error: 'query.limitRange' }).regex(/^\d{1,3}$/, { error: 'query.limitRange' }),
      )
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, { error: 'query.limitRange' }),
    offset: z
      .preprocess(
        (v) => (v === undefined || v === '' ? '0' : v),
        z.string({ error: 'query.offsetInvalid' }).regex(/^\d{1,9}$/, { error: 'query.offsetInvalid' }),
      )
      .transform(Number),
  })
  // Other query keys (cache busters, analytics tags) are ignored rather than refused.
  .strip();
export type VehicleListQuery = z.output<typeof vehicleListQuerySchema>;
