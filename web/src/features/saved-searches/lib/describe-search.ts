import { SAVED_SEARCH_NAME_MAX, canonicalizeSearchQuery, type SavedSearchFilter } from '@autolicit/shared';
import { formatNumber, formatPrice, i18n } from '../../../lib/i18n';
import { SAVED_SEARCHES_NS } from './saved-searches-texts';

/** The open-ended options of the browse selects ("over 150.000 €") send this as their upper bound. */
const NO_UPPER_BOUND = 999_999_999;

/** The vehicle options are named with the browse page's own words, so a search reads as it was chosen. */
const OPTION_KEYS = ['condition', 'fuelType', 'transmission', 'drivetrain', 'color'] as const;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: SAVED_SEARCHES_NS, ...options });

function describeRange(
  low: number | string | undefined,
  high: number | string | undefined,
  format: (value: number) => string,
  words: { from: string; to: string },
): string | null {
  // Prices arrive as money strings ("15000.00"); whole units are what a name shows.
  const min = low === undefined ? undefined : Math.round(Number(low));
  const upper = high !== undefined && Number(high) < NO_UPPER_BOUND ? Math.round(Number(high)) : undefined;
  if (min !== undefined && upper !== undefined) return `${format(min)} – ${format(upper)}`;
  if (min !== undefined && min > 0) return t(words.from, { value: format(min) });
  if (upper !== undefined) return t(words.to, { value: format(upper) });
  return null;
}

/** The filters of a search in words, most telling first: "Dacia Logan", "până la 15.000 €", "Motorină". */
export function describeFilter(filter: SavedSearchFilter): string[] {
  const parts: string[] = [];
  const vehicle = [filter.make, filter.model].filter(Boolean).join(' ');
  if (vehicle) parts.push(vehicle);
  // The body type says nearly as much about the car as its make, so it comes next.
  if (filter.category) parts.push(i18n.t(`options.category.${filter.category}`, { ns: 'browse' }));
  if (filter.q) parts.push(t('name.search', { value: filter.q }));
  const price = describeRange(filter.minPrice, filter.maxPrice, (value) => formatPrice(value), {
    from: 'name.priceFrom',
    to: 'name.priceTo',
  });
  if (price) parts.push(price);
  const year = describeRange(filter.minYear, filter.maxYear, String, { from: 'name.yearFrom', to: 'name.yearTo' });
  if (year) parts.push(year);
  const mileage = describeRange(filter.minMileage, filter.maxMileage, (value) => `${formatNumber(value)} km`, {
    from: 'name.mileageFrom',
    to: 'name.mileageTo',
  });
  if (mileage) parts.push(mileage);
  for (const key of OPTION_KEYS) {
    const value = filter[key];
    if (value) parts.push(i18n.t(`options.${key}.${value}`, { ns: 'browse' }));
  }
  if (filter.hasDamage !== undefined) parts.push(t(filter.hasDamage ? 'name.damaged' : 'name.noDamage'));
  if (filter.hasRarCertificate) parts.push(t('name.rarCertificate'));
  return parts;
}

/** The filters of a browse query string in words; a query the search would refuse reads as no filter. */
export function describeQuery(query: string): string[] {
  const canonical = canonicalizeSearchQuery(query);
  return 'problem' in canonical ? [] : describeFilter(canonical.filter);
}

/** The name a new saved search is offered: "Dacia Logan, până la 15.000 €", cut to the allowed length. */
export function suggestSearchName(query: string): string {
  const parts = describeQuery(query);
  if (parts.length === 0) return t('name.all');
  let name = parts[0]!;
  for (const part of parts.slice(1)) {
    if (`${name}, ${part}`.length > SAVED_SEARCH_NAME_MAX) break;
    name = `${name}, ${part}`;
  }
  return name.slice(0, SAVED_SEARCH_NAME_MAX);
}
