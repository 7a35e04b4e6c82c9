import type { Country } from '../options';

/**
 * National VAT number formats (without the country prefix), per the EU VIES documentation and
 * HMRC for GB. A format check only: the real registry lookup is the verification team's job.
 */
const VAT_PATTERNS: Record<Country, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  HR: /^\d{11}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  DE: /^\d{9}$/,
  GR: /^\d{9}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LV: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SK: /^\d{10}$/,
  SI: /^\d{8}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  SE: /^\d{10}01$/,
  GB: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Greece uses EL as its VAT prefix. */
const VAT_PREFIX: Partial<Record<Country, string>> = { GR: 'EL' };

/** Spaces, dots and dashes are ignored; the country prefix is optional. */
export function isValidVatFormat(vatNumber: string, country: Country): boolean {
  const compact = vatNumber.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = VAT_PREFIX[country] ?? country;
  const national = compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
  return VAT_PATTERNS[country].test(national);
}
