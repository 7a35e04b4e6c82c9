import { DEFAULT_LANGUAGE, type Language } from './constants';

/**
 * Money is carried as decimal strings ("15300.00") and compared as integer cents (bigint), never
 * through floating point. The accepted grammar matches PostgreSQL numeric(12,2).
 */

export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
/** A bid is a whole number of euros: a fraction is only allowed as ".0" or ".00". */
export const WHOLE_EURO_PATTERN = /^\d{1,10}(\.0{1,2})?$/;

export type Cents = bigint;

export function isMoneyString(value: string): boolean {
  return MONEY_PATTERN.test(value);
}

/** Parses a string that already matched MONEY_PATTERN. Throws on anything else. */
export function toCents(value: string): Cents {
  if (!MONEY_PATTERN.test(value)) throw new RangeError(`Not a money string: ${value}`);
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

export function eurosToCents(euros: number): Cents {
  if (!Number.isSafeInteger(euros) || euros < 0) throw new RangeError(`Not whole euros: ${euros}`);
  return BigInt(euros) * 100n;
}

/** "15300.00" */
export function centsToMoney(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Normalises "15300", "15300.5" or 15300 to "15300.50"-style strings. */
export function normalizeMoney(value: string): string {
  return centsToMoney(toCents(value));
}

/** Whole euros, rounded down (cents are never shown: spec §9 "no decimals"). */
export function centsToWholeEuros(cents: Cents): bigint {
  return cents / 100n;
}

/** Intl locale of each interface language (grouping of prices, mileage and counts). */
export const LOCALE_OF_LANGUAGE: Readonly<Record<Language, string>> = { ro: 'ro-RO', en: 'en-GB' };

/** The thousands separator of each interface language: 142.000 km / 142,000 km. */
const GROUP_SEPARATOR: Readonly<Record<Language, string>> = { ro: '.', en: ',' };

// Building an Intl formatter costs far more than formatting with it (on a phone, the first one of a
// page held its hydration ~40 ms): whole numbers are grouped by hand, exactly as Intl groups them
// with useGrouping 'always' (a property test compares the two); anything else goes through Intl.
const groupers = new Map<Language, Intl.NumberFormat>();
function grouperOf(language: Language): Intl.NumberFormat {
  let grouper = groupers.get(language);
  if (!grouper) {
    // 'always': 1.500 € and 1,500 km group like 15.300 € whatever the locale's minimum-grouping rule.
    grouper = new Intl.NumberFormat(LOCALE_OF_LANGUAGE[language], { maximumFractionDigits: 0, useGrouping: 'always' });
    groupers.set(language, grouper);
  }
  return grouper;
}

/** Whole numbers (mileage, counts) grouped the way the language writes them: 142.000 / 142,000. */
export function formatNumber(value: number | bigint, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) return grouperOf(language).format(value);
  const digits = (value < 0 ? -value : value).toString();
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += GROUP_SEPARATOR[language] + digits.slice(at, at + 3);
  return value < 0 ? `-${grouped}` : grouped;
}

/**
 * Prices in whole euros (spec §9 "no decimals", cents rounded down), written the way the reader's
 * language writes them: "15.300 €" in Romanian, "€15,300" in English (the British convention —
 * "18.500" reads as eighteen and a half to an English reader). The digits come from Intl; the
 * symbol is placed by hand because ICU writes "EUR" instead of "€" for ro-RO in Node.
 */
export function formatEuro(value: string | number | Cents, language: Language = DEFAULT_LANGUAGE): string {
  let cents: Cents;
  if (typeof value === 'bigint') cents = value;
  else if (typeof value === 'number') cents = BigInt(Math.round(value * 100));
  else cents = toCents(value);
  const sign = cents < 0n ? '-' : '';
  const digits = formatNumber((cents < 0n ? -cents : cents) / 100n, language);
  return language === 'en' ? `${sign}€${digits}` : `${sign}${digits} €`;
}

export function compareCents(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a > b ? a : b;
}
