import { VIN_LENGTH } from '../constants';
import { findIllegalVinCharacters, normalizeVin } from './vin-characters';
import { BRAND_GROUPS, type BrandGroup, MAKER_VIN_TRAITS, WMI_COUNTRY_RANGES, WMI_TABLE } from './vin-wmi-table';

/**
 * What a VIN says about itself (ISO 3779): the maker and country from the WMI (positions 1–3),
 * the model year from position 10 when it can be decided, and the check digit of position 9
 * where the maker uses one. Offline and pure: the current year is an argument.
 */
export type VinCheckDigitVerdict = 'valid' | 'invalid' | 'not-used';

export type VinProblem =
  | { code: 'length'; length: number }
  /** I, O and Q are never used (they read as 1 and 0). */
  | { code: 'illegalCharacters'; characters: string }
  /** Anything other than A–Z and 0–9. */
  | { code: 'invalidCharacters'; characters: string }
  | { code: 'checkDigit'; expected: string; found: string };

export interface VinDecoding {
  vin: string;
  valid: boolean;
  problems: VinProblem[];
  /** The make as spelled in the app's make list, or null when the WMI is not in the table. */
  manufacturer: string | null;
  /** ISO 3166-1 alpha-2 code of the country the WMI was assigned to. */
  country: string | null;
  /** Null when the maker does not encode it, the character is no year code, or two years fit. */
  modelYear: number | null;
  checkDigit: VinCheckDigitVerdict;
}

/** The facts a vehicle page shows, taken from a decoding. */
export type VinFacts = Pick<VinDecoding, 'manufacturer' | 'country' | 'modelYear'>;

const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const FIRST_MODEL_YEAR = 1980;
const YEAR_CYCLE = 30;
const CHECK_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;
// ISO 3779 transliteration: A–H = 1–8, J–R = 1–9 (no O, Q), S–Z = 2–9 (no I anywhere).
const LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
// ISO 3780 orders the second WMI character A–Z, then 1–9, then 0.
const RANGE_ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

function findInvalidCharacters(vin: string): string {
  return [...new Set(vin.match(/[^A-Z0-9]/g) ?? [])].join('');
}

function transliterate(char: string): number | null {
  if (/\d/.test(char)) return Number(char);
  const index = LETTER_VALUES.indexOf(char);
  return index >= 0 && index % 2 === 0 ? Number(LETTER_VALUES[index + 1]) : null;
}

/** The check digit ('0'–'9' or 'X') position 9 should hold, or null when a character has no value. */
export function computeVinCheckDigit(vin: string): string | null {
  if (vin.length !== VIN_LENGTH) return null;
  let sum = 0;
  for (let index = 0; index < VIN_LENGTH; index += 1) {
    const value = transliterate(vin[index]!);
    if (value === null) return null;
    sum += value * CHECK_WEIGHTS[index]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

function findCountry(wmi: string): string | null {
  const override = WMI_TABLE[wmi]?.[1];
  if (override) return override;
  const ranges = WMI_COUNTRY_RANGES[wmi[0]!];
  const position = RANGE_ORDER.indexOf(wmi[1]!);
  if (!ranges || position < 0) return null;
  const range = ranges.find(
    ([from, to]) => position >= RANGE_ORDER.indexOf(from) && position <= RANGE_ORDER.indexOf(to),
  );
  return range?.[2] ?? null;
}

/** North American VINs (WMI 1–5) always carry a check digit and the model year; so do Chinese ones (GB 16735). */
function isNorthAmerican(vin: string): boolean {
  return /^[1-5]/.test(vin);
}

function usesCheckDigit(vin: string, manufacturer: string | null): boolean {
  return (
    isNorthAmerican(vin) ||
    vin.startsWith('L') ||
    (manufacturer !== null && MAKER_VIN_TRAITS[manufacturer]?.check === true)
  );
}

function encodesModelYear(vin: string, manufacturer: string | null): boolean {
  if (isNorthAmerican(vin) || vin.startsWith('L')) return true;
  return manufacturer === null || MAKER_VIN_TRAITS[manufacturer]?.year !== false;
}

/**
 * Position 10 names a year of a 30-year cycle (A = 1980 and 2010 …). North American VINs tell the
 * cycles apart by position 7 (a letter from 2010 on); elsewhere the year is the only candidate from
 * 30 years ago to next year, and null when two fit (a 'T' in 2026 is 1996 or 2026).
 */
export function decodeVinModelYear(vin: string, currentYear: number): number | null {
  const code = MODEL_YEAR_CODES.indexOf(vin[9] ?? '');
  if (code < 0) return null;
  const latest = currentYear + 1;
  if (isNorthAmerican(vin)) {
    const year = FIRST_MODEL_YEAR + code + (/[A-Z]/.test(vin[6] ?? '') ? YEAR_CYCLE : 0);
    return year <= latest ? year : null;
  }
  const candidates: number[] = [];
  for (let year = FIRST_MODEL_YEAR + code; year <= latest; year += YEAR_CYCLE) {
    if (year >= currentYear - YEAR_CYCLE) candidates.push(year);
  }
  return candidates.length === 1 ? candidates[0]! : null;
}

/** Decodes a VIN (any case, spaces ignored). `currentYear` bounds the model year (at most next year). */
export function decodeVin(input: string, { currentYear }: { currentYear: number }): VinDecoding {
  const vin = normalizeVin(input);
  const problems: VinProblem[] = [];
  if (vin.length !== VIN_LENGTH) problems.push({ code: 'length', length: vin.length });
  const illegal = findIllegalVinCharacters(vin);
  if (illegal) problems.push({ code: 'illegalCharacters', characters: illegal });
  const invalid = findInvalidCharacters(vin);
  if (invalid) problems.push({ code: 'invalidCharacters', characters: invalid });

  const wmi = vin.slice(0, 3);
  const wmiReadable = wmi.length === 3 && /^[A-HJ-NPR-Z0-9]{3}$/.test(wmi);
  const manufacturer = wmiReadable ? (WMI_TABLE[wmi]?.[0] ?? null) : null;
  const country = wmiReadable ? findCountry(wmi) : null;
  const wellFormed = problems.length === 0;

  let checkDigit: VinCheckDigitVerdict = 'not-used';
  if (wmiReadable && usesCheckDigit(vin, manufacturer)) {
    const expected = wellFormed ? computeVinCheckDigit(vin) : null;
    checkDigit = expected !== null && expected === vin[8] ? 'valid' : 'invalid';
    if (expected !== null && checkDigit === 'invalid') problems.push({ code: 'checkDigit', expected, found: vin[8]! });
  }
  const modelYear = wellFormed && encodesModelYear(vin, manufacturer) ? decodeVinModelYear(vin, currentYear) : null;

  return { vin, valid: problems.length === 0, problems, manufacturer, country, modelYear, checkDigit };
}

/**
 * The facts of a stored VIN for display, or null when the VIN says nothing (unknown and malformed).
 * A listed year whose code is the VIN's position 10 is taken as the model year: it settles the
 * cycle (a 1987 classic's 'H' is not 2017) and an ambiguous code.
 */
export function getVinFacts(
  vin: string,
  { currentYear, listedYear }: { currentYear: number; listedYear?: number },
): VinFacts | null {
  const decoded = decodeVin(vin, { currentYear });
  const { manufacturer, country } = decoded;
  if (manufacturer === null && country === null) return null;
  const agrees =
    listedYear !== undefined &&
    decoded.valid &&
    encodesModelYear(decoded.vin, manufacturer) &&
    listedYear >= FIRST_MODEL_YEAR &&
    decoded.vin[9] === MODEL_YEAR_CODES[(listedYear - FIRST_MODEL_YEAR) % YEAR_CYCLE];
  return { manufacturer, country, modelYear: agrees ? listedYear : decoded.modelYear };
}

function foldMake(make: string): string {
  return make
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase();
}

/** The group a make belongs to (accents and case ignored), or null. */
export function findBrandGroup(make: string): BrandGroup | null {
  const wanted = foldMake(make);
  for (const [group, makes] of Object.entries(BRAND_GROUPS) as [BrandGroup, readonly string[]][]) {
    if (makes.some((member) => foldMake(member) === wanted)) return group;
  }
  return null;
}

export type VinMakeComparison =
  | { kind: 'match' }
  | { kind: 'same-group'; group: BrandGroup }
  | { kind: 'mismatch' }
  | { kind: 'unknown' };

/**
 * The chosen make against the VIN's manufacturer: a match, a sister make of the same group
 * (a Škoda with a Volkswagen plant's WMI), a contradiction, or unknown when either is missing.
 */
export function compareVinMake(chosenMake: string, vinManufacturer: string | null): VinMakeComparison {
  if (!vinManufacturer || !chosenMake.trim()) return { kind: 'unknown' };
  if (foldMake(chosenMake) === foldMake(vinManufacturer)) return { kind: 'match' };
  const group = findBrandGroup(vinManufacturer);
  if (group && findBrandGroup(chosenMake) === group) return { kind: 'same-group', group };
  return { kind: 'mismatch' };
}
