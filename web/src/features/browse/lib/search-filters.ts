import {
  ADVANCED_SEARCH_PAGE_SIZE,
  BROWSE_PAGE_SIZE,
  CATEGORY_FILTERS,
  COLORS,
  CONDITION_FILTERS,
  DRIVETRAINS,
  FUEL_TYPES,
  MILEAGE_RANGES,
  PRICE_RANGES,
  TRANSMISSION_FILTERS,
  VEHICLE_SORTS,
  YEAR_RANGES,
  type VehicleSort,
} from '@autolicit/shared';

/**
 * The filters of the browse and advanced-search pages, as kept in the URL. The URL uses the API's own
 * query names (make, minPrice, …) plus `sort` and `page`, so a shared link reproduces the same search.
 * Text and option filters are '' when unset; numeric bounds are null when unset.
 */
export interface SearchFilters {
  q: string;
  make: string;
  model: string;
  category: string;
  condition: string;
  transmission: string;
  fuelType: string;
  drivetrain: string;
  color: string;
  minPrice: number | null;
  maxPrice: number | null;
  minYear: number | null;
  maxYear: number | null;
  minMileage: number | null;
  maxMileage: number | null;
  /** Advanced search 'Fără avarii' sends hasDamage=false. */
  hasDamage: boolean | null;
  /** Advanced search 'Cu certificat RAR' sends hasRarCertificate=true. */
  hasRarCertificate: boolean;
  sort: VehicleSort;
  page: number;
}

export const DEFAULT_SORT: VehicleSort = 'newest';
export { ADVANCED_SEARCH_PAGE_SIZE, BROWSE_PAGE_SIZE };

export const TEXT_KEYS = ['q', 'make', 'model'] as const;
export const NUMBER_KEYS = ['minPrice', 'maxPrice', 'minYear', 'maxYear', 'minMileage', 'maxMileage'] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];

/** Option filters and the values the API accepts for them (anything else is dropped, never sent). */
export const OPTION_VALUES = {
  category: CATEGORY_FILTERS,
  condition: CONDITION_FILTERS,
  transmission: TRANSMISSION_FILTERS,
  fuelType: FUEL_TYPES,
  drivetrain: DRIVETRAINS,
  color: COLORS,
} as const;
export type OptionKey = keyof typeof OPTION_VALUES;
const OPTION_KEYS = Object.keys(OPTION_VALUES) as OptionKey[];

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  make: '',
  model: '',
  category: '',
  condition: '',
  transmission: '',
  fuelType: '',
  drivetrain: '',
  color: '',
  minPrice: null,
  maxPrice: null,
  minYear: null,
  maxYear: null,
  minMileage: null,
  maxMileage: null,
  hasDamage: null,
  hasRarCertificate: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const MAX_TEXT = 100;
/** 'all', 'any' and '' mean "no filter" (spec §4). */
const isNoFilter = (value: string) => value === '' || value === 'all' || value === 'any';

/** A whole number typed or read from the URL; anything else (empty, negative, decimal, text) is no bound. */
export function parseIntegerInput(value: string | null | undefined): number | null {
  const raw = (value ?? '').trim();
  // Thousands may be grouped the Romanian way ('15.000') or with spaces ('15 000').
  const text = /^\d{1,3}([.\s]\d{3})+$/.test(raw) ? raw.replace(/[.\s]/g, '') : raw;
  if (!/^\d{1,9}$/.test(text)) return null;
  return Number(text);
}

/**
 * Typed text that cannot be searched as a bound: not empty, yet no whole number (`12.5`, `40000abc`).
 * The advanced search refuses to search with it rather than silently leave the bound out.
 */
export function isInvalidIntegerInput(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '' && parseIntegerInput(value) === null;
}

function parseText(value: string | null): string {
  const text = (value ?? '').trim();
  return isNoFilter(text) ? '' : text.slice(0, MAX_TEXT);
}

function parseOption(key: OptionKey, value: string | null): string {
  const text = (value ?? '').trim();
  return (OPTION_VALUES[key] as readonly string[]).includes(text) ? text : '';
}

export function parseBrowseSearchParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { ...EMPTY_FILTERS };
  for (const key of TEXT_KEYS) filters[key] = parseText(params.get(key));
  for (const key of OPTION_KEYS) filters[key] = parseOption(key, params.get(key));
  for (const key of NUMBER_KEYS) filters[key] = parseIntegerInput(params.get(key));
  const hasDamage = params.get('hasDamage');
  filters.hasDamage = hasDamage === 'true' ? true : hasDamage === 'false' ? false : null;
  filters.hasRarCertificate = params.get('hasRarCertificate') === 'true';
  const sort = params.get('sort') ?? '';
  filters.sort = (VEHICLE_SORTS as readonly string[]).includes(sort) ? (sort as VehicleSort) : DEFAULT_SORT;
  filters.page = Math.max(1, parseIntegerInput(params.get('page')) ?? 1);
  return filters;
}

/** The URL form of the filters: defaults (sort newest, page 1) and empty values are left out. */
export function toBrowseSearchParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  for (const key of OPTION_KEYS) if (filters[key]) params.set(key, filters[key]);
  for (const key of NUMBER_KEYS) {
    const value = filters[key];
    if (value !== null) params.set(key, String(value));
  }
  if (filters.hasDamage !== null) params.set('hasDamage', String(filters.hasDamage));
  if (filters.hasRarCertificate) params.set('hasRarCertificate', 'true');
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changing any filter (sort included) returns to page 1 (spec §4). */
export function withFilters(filters: SearchFilters, patch: Partial<Omit<SearchFilters, 'page'>>): SearchFilters {
  return { ...filters, ...patch, page: 1 };
}

/** Paging never goes below 1. */
export function withPage(filters: SearchFilters, page: number): SearchFilters {
  return { ...filters, page: Math.max(1, Math.floor(page) || 1) };
}

/** Clear Filters: everything back to the defaults (sort included). */
export function clearedFilters(): SearchFilters {
  return { ...EMPTY_FILTERS };
}

export function hasActiveFilters(filters: SearchFilters): boolean {
  return activeFilterKeys(filters).length > 0;
}

/** GET /api/vehicles query: status always active, the page as limit/offset, server-side sort. */
export function toVehicleQuery(filters: SearchFilters, pageSize: number): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of TEXT_KEYS) if (filters[key].trim()) query[key] = filters[key].trim();
  for (const key of OPTION_KEYS) if (filters[key]) query[key] = filters[key];
  for (const key of NUMBER_KEYS) {
    const value = filters[key];
    if (value !== null) query[key] = value;
  }
  if (filters.hasDamage !== null) query.hasDamage = String(filters.hasDamage);
  if (filters.hasRarCertificate) query.hasRarCertificate = 'true';
  query.status = 'active';
  query.sort = filters.sort;
  query.limit = pageSize;
  query.offset = (Math.max(1, filters.page) - 1) * pageSize;
  return query;
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page to move to when the shown one lies past the end (an old link, `?page=99`, a result that
 * shrank): the last page. Only a page that came back empty is moved, so a missing total never
 * moves a page that has vehicles. Null when the page is fine.
 */
export function pageToClampTo(page: number, itemCount: number, total: number, pageSize: number): number | null {
  if (page <= 1 || itemCount > 0) return null;
  const last = totalPages(total, pageSize);
  return page > last ? last : null;
}

// ---- 'min-max' range options (spec §2/§3) ----

export interface Range {
  min: number | null;
  max: number | null;
}

/** Splits a 'min-max' option value into numbers; '' / 'all' / malformed mean no range. */
export function parseRange(value: string | null | undefined): Range {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec((value ?? '').trim());
  if (!match) return { min: null, max: null };
  return { min: Number(match[1]), max: Number(match[2]) };
}

/** The upper bound of the open-ended options ('Over 150,000 €'): read as "no upper bound". */
export const NO_UPPER_BOUND = 999999999;

/** The option value of a min/max pair ('' when neither bound is set). */
export function rangeValue(min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  return `${min ?? 0}-${max ?? NO_UPPER_BOUND}`;
}

export const PRICE_RANGE_VALUES: readonly string[] = PRICE_RANGES.map((r) => r.value);
export const YEAR_RANGE_VALUES: readonly string[] = YEAR_RANGES;
export const MILEAGE_RANGE_VALUES: readonly string[] = MILEAGE_RANGES;

export type RangeKind = 'price' | 'year' | 'mileage';
export const RANGE_KEYS: Record<RangeKind, { min: NumberKey; max: NumberKey; options: readonly string[] }> = {
  price: { min: 'minPrice', max: 'maxPrice', options: PRICE_RANGE_VALUES },
  year: { min: 'minYear', max: 'maxYear', options: YEAR_RANGE_VALUES },
  mileage: { min: 'minMileage', max: 'maxMileage', options: MILEAGE_RANGE_VALUES },
};

/**
 * The range select's current value ('' when both bounds are unset). Bounds that match no preset
 * option (a shared link, bounds typed in the advanced search) keep their own value, so the select
 * can show them as an extra option instead of pretending there is no filter.
 */
export function selectedRange(filters: SearchFilters, kind: RangeKind): string {
  const { min, max } = RANGE_KEYS[kind];
  return rangeValue(filters[min], filters[max]);
}

/** The bounds when they are set but match no preset option of the range select, else null. */
export function customRange(filters: SearchFilters, kind: RangeKind): Range | null {
  const { min, max, options } = RANGE_KEYS[kind];
  const value = rangeValue(filters[min], filters[max]);
  if (value === '' || options.includes(value)) return null;
  return { min: filters[min], max: filters[max] };
}

/** Choosing a range option sets both bounds (and returns to page 1). */
export function withRange(filters: SearchFilters, kind: RangeKind, value: string | null): SearchFilters {
  const { min, max } = RANGE_KEYS[kind];
  const range = parseRange(value);
  return withFilters(filters, { [min]: range.min, [max]: range.max });
}

// ---- Active filter chips (advanced search) ----

export type ActiveFilterKey =
  | 'q'
  | 'make'
  | 'model'
  | OptionKey
  | 'price'
  | 'year'
  | 'mileage'
  | 'hasDamage'
  | 'hasRarCertificate';

export function activeFilterKeys(filters: SearchFilters): ActiveFilterKey[] {
  const keys: ActiveFilterKey[] = [];
  for (const key of TEXT_KEYS) if (filters[key].trim()) keys.push(key);
  for (const kind of ['price', 'year', 'mileage'] as const) {
    const { min, max } = RANGE_KEYS[kind];
    if (filters[min] !== null || filters[max] !== null) keys.push(kind);
  }
  for (const key of OPTION_KEYS) if (filters[key]) keys.push(key);
  if (filters.hasDamage !== null) keys.push('hasDamage');
  if (filters.hasRarCertificate) keys.push('hasRarCertificate');
  return keys;
}

/** Removing a chip clears that filter only (and returns to page 1). */
export function withoutFilter(filters: SearchFilters, key: ActiveFilterKey): SearchFilters {
  if (key === 'price' || key === 'year' || key === 'mileage') return withRange(filters, key, null);
  if (key === 'hasDamage') return withFilters(filters, { hasDamage: null });
  if (key === 'hasRarCertificate') return withFilters(filters, { hasRarCertificate: false });
  return withFilters(filters, { [key]: '' });
}
