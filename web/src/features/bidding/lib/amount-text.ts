import { type Language, formatNumber } from '@autolicit/shared';

/** A whole-euro amount as typed: a number, or '' while the field is empty. */
export type AmountValue = number | '';

/** More digits than any amount the platform takes (10,000,000 has 8): a longer entry is not taken. */
export const AMOUNT_MAX_DIGITS = 12;

const DECIMAL_SEPARATOR: Record<Language, string> = { ro: ',', en: '.' };

/**
 * The amount as the field shows it: digits grouped by threes with the language's separator (11.600,
 * 11,600), from the first thousand on, as the amounts in the rest of the page.
 */
export function formatAmountText(value: AmountValue, language: Language): string {
  if (value === '') return '';
  return formatNumber(value, language);
}

/**
 * The digits of what was typed or pasted, read as whole euros: group separators, spaces and the euro
 * sign are dropped, anything from the language's decimal separator on is cut (bids are whole euros).
 * `null` when the text cannot be an amount (more than `AMOUNT_MAX_DIGITS` digits): the field keeps
 * what it had.
 */
export function parseAmountText(text: string, language: Language): AmountValue | null {
  const decimalAt = text.indexOf(DECIMAL_SEPARATOR[language]);
  const digits = (decimalAt === -1 ? text : text.slice(0, decimalAt)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  if (digits.length > AMOUNT_MAX_DIGITS) return null;
  return Number(digits);
}

/** How many of the amount's digits stand before `caret` in the typed text (leading zeros do not count). */
export function countDigitsBefore(text: string, caret: number, language: Language): number {
  const parsed = parseAmountText(text.slice(0, caret), language);
  return parsed === '' || parsed === null ? 0 : String(parsed).length;
}

/** Where the caret goes in `formatted` to stand after its `digits`-th digit (grouping moves it). */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '') && (seen += 1) === digits) return index + 1;
  }
  return formatted.length;
}

/** One step up or down (arrow keys, the field's controls): from empty, up starts at the step. Never below 0. */
export function stepAmount(value: AmountValue, step: number, direction: 1 | -1): number {
  const from = value === '' ? 0 : value;
  return Math.max(0, from + direction * step);
}
