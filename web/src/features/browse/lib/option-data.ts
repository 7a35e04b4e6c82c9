import type { TFunction } from 'i18next';
import { formatNumber, formatPrice } from '../../../lib/i18n';
import {
  NO_UPPER_BOUND,
  OPTION_VALUES,
  type OptionKey,
  type Range,
  type RangeKind,
  RANGE_KEYS,
  rangeValue,
} from './search-filters';
import { CATEGORY_FILTERS, VEHICLE_SORTS } from '@autolicit/shared';

export interface SelectItem {
  value: string;
  label: string;
}

/** Select data with a first "no filter" entry (value '' — Mantine needs a string). */
export function optionData(
  t: TFunction<'browse'>,
  key: OptionKey,
  noneLabel: string,
  values: readonly string[] = OPTION_VALUES[key],
): SelectItem[] {
  return [{ value: '', label: noneLabel }, ...values.map((value) => ({ value, label: t(`options.${key}.${value}`) }))];
}

/**
 * Range select data. `custom` (bounds that match no preset, e.g. from a shared link) is added as an
 * option of its own, so the select shows that range instead of falling back to "Any".
 */
export function rangeData(
  t: TFunction<'browse'>,
  kind: RangeKind,
  noneLabel: string,
  custom: Range | null = null,
): SelectItem[] {
  const presets = RANGE_KEYS[kind].options.map((value) => ({ value, label: t(`options.${kind}.${value}`) }));
  const extra = custom
    ? [{ value: rangeValue(custom.min, custom.max), label: formatRange(t, kind, custom, 'option') }]
    : [];
  return [{ value: '', label: noneLabel }, ...presets, ...extra];
}

/** One bound as it reads on screen: "12.000 €", "85.000 km", "2015". */
export function formatBound(kind: RangeKind, value: number): string {
  if (kind === 'price') return formatPrice(value);
  if (kind === 'mileage') return `${formatNumber(value)} km`;
  return String(value);
}

/**
 * A min/max pair as text: "12.000 € – 18.000 €", or with one bound "De la 12.000 €" (an option) /
 * "de la 12.000 €" (after a chip's "Preț: "). The open-ended options' 999999999 is no upper bound.
 */
export function formatRange(
  t: TFunction<'browse'>,
  kind: RangeKind,
  { min, max }: Range,
  style: 'option' | 'chip',
): string {
  const high = max !== null && max < NO_UPPER_BOUND ? max : null;
  if (min !== null && high !== null) return `${formatBound(kind, min)} – ${formatBound(kind, high)}`;
  if (min !== null)
    return t(style === 'option' ? 'filters.rangeFrom' : 'advanced.chip.from', { value: formatBound(kind, min) });
  return t(style === 'option' ? 'filters.rangeTo' : 'advanced.chip.to', { value: formatBound(kind, high ?? max ?? 0) });
}

/** An option list that also holds the current value when it is not one of the list's own. */
export function withCurrentValue(values: readonly string[], current: string): readonly string[] {
  return !current || values.includes(current) ? values : [...values, current];
}

export function sortData(t: TFunction<'browse'>): SelectItem[] {
  return VEHICLE_SORTS.map((value) => ({ value, label: t(`options.sort.${value}`) }));
}

/**
 * Browse's category list: every category a listing can be filed under. Spec §3 lists six, but the
 * listing form also offers the body types (coupe, convertible, wagon, hatchback, mpv), and a car
 * filed under one of them could not be found through Browse.
 */
export const BROWSE_CATEGORIES = CATEGORY_FILTERS;
/** Browse's condition list. */
export const BROWSE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
/**
 * Advanced search 'Caroserie' options (spec §3: sedan, suv, hatchback, estate, coupe, cabriolet, mpv,
 * pickup) as the category filter they send: estate → wagon, cabriolet → convertible, pickup → truck.
 * mpv is a listing category of its own.
 */
export const BODY_CATEGORIES = ['sedan', 'suv', 'hatchback', 'wagon', 'coupe', 'convertible', 'mpv', 'truck'] as const;
