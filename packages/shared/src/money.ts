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

/**
 * Romanian price format used in both languages (spec §9): "15.300 €".
 * Hand-rolled because ICU prints "EUR" instead of "€" for ro-RO in Node.
 */
export function formatEuro(value: string | number | Cents): string {
  let cents: Cents;
  if (typeof value === 'bigint') cents = value;
  else if (typeof value === 'number') cents = BigInt(Math.round(value * 100));
  else cents = toCents(value);
  const negative = cents < 0n;
  const euros = (negative ? -cents : cents) / 100n;
  const grouped = euros.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped} €`;
}

export function compareCents(a: Cents, b: Cents): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxCents(a: Cents, b: Cents): Cents {
  return a > b ? a : b;
}
