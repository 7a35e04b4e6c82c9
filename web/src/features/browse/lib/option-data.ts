import type { TFunction } from 'i18next';
import { OPTION_VALUES, type OptionKey, type RangeKind, RANGE_KEYS } from './search-filters';
import { VEHICLE_SORTS } from '@autolicit/shared';

export interface SelectItem {
  value: string;
  label: string;
}

/** Select data with a first "no filter" entry (value '' — Mantine needs a string). */
export function optionData(t: TFunction<'browse'>, key: OptionKey, noneLabel: string, values: readonly string[] = OPTION_VALUES[key]): SelectItem[] {
  return [{ value: '', label: noneLabel }, ...values.map((value) => ({ value, label: t(`options.${key}.${value}`) }))];
}

export function rangeData(t: TFunction<'browse'>, kind: RangeKind, noneLabel: string): SelectItem[] {
  return [{ value: '', label: noneLabel }, ...RANGE_KEYS[kind].options.map((value) => ({ value, label: t(`options.${kind}.${value}`) }))];
}

export function sortData(t: TFunction<'browse'>): SelectItem[] {
  return VEHICLE_SORTS.map((value) => ({ value, label: t(`options.sort.${value}`) }));
}

/** Browse's category list (spec §3). */
export const BROWSE_CATEGORIES = ['luxury', 'classic', 'sports', 'suv', 'truck', 'sedan'] as const;
/** Browse's condition list. */
export const BROWSE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
/**
 * Advanced search 'Caroserie' options that map to a listing category (estate → wagon, cabriolet →
 * convertible, pickup → truck). MPV matches no category a listing can have, so it is not offered.
 */
export const BODY_CATEGORIES = ['sedan', 'suv', 'hatchback', 'wagon', 'coupe', 'convertible', 'truck'] as const;
