import { z } from 'zod';
import type { ValidationMessageKey } from '../i18n/translate-message';
import { MAX_AMOUNT_EUR } from '../constants';
import { MONEY_PATTERN, WHOLE_EURO_PATTERN, isMoneyString, normalizeMoney, toCents } from '../money';

/** Zod messages are message keys; see i18n/validation-messages.ts. */
export const msg = (key: ValidationMessageKey) => ({ error: key });

/** A trimmed string of at least `min` characters; missing, non-string and short values all give `key`. */
export function textField(key: ValidationMessageKey, min = 1, max = 200, maxKey?: ValidationMessageKey) {
  return z
    .string(msg(key))
    .trim()
    .min(min, msg(key))
    .max(max, msg(maxKey ?? key));
}

/** Optional free text: undefined, null and blank all become null. */
export function optionalText(max: number, maxKey: ValidationMessageKey) {
  return z
    .string(msg(maxKey))
    .trim()
    .max(max, msg(maxKey))
    .nullish()
    .transform((value) => (value ? value : null));
}

export function enumField<const T extends readonly [string, ...string[]]>(values: T, key: ValidationMessageKey) {
  return z.enum(values, msg(key));
}

/** An optional select: undefined, null and '' mean "not given". */
export function optionalEnum<const T extends readonly [string, ...string[]]>(values: T, key: ValidationMessageKey) {
  return z
    .union([z.literal(''), z.enum(values)], msg(key))
    .nullish()
    .transform((value) => (value ? (value as T[number]) : null));
}

/** A whole number given as a JSON number or a digit string (form fields often send strings). */
export function integerInput(key: ValidationMessageKey) {
  return z
    .union(
      [
        z.number(msg(key)),
        z
          .string(msg(key))
          .trim()
          .regex(/^-?\d{1,10}$/, msg(key))
          .transform(Number),
      ],
      msg(key),
    )
    .pipe(z.number(msg(key)).int(msg(key)).refine(Number.isSafeInteger, msg(key)));
}

/**
 * A whole number a form must be given: an empty or blank text says "required" (`requiredKey`)
 * instead of the range message, so an empty field reads as missing rather than as wrong.
 */
export function requiredIntegerInput(requiredKey: ValidationMessageKey, key: ValidationMessageKey) {
  return z
    .union([z.number(), z.string()], msg(key))
    .refine((value) => typeof value !== 'string' || value.trim() !== '', msg(requiredKey))
    .pipe(integerInput(key));
}

/**
 * Money in a request: a JSON number or a decimal string, normalised to "12345.00". Exponents,
 * signs, hex, padding and non-ASCII digits are refused by the pattern.
 */
export function moneyInput(key: ValidationMessageKey = 'money.invalid') {
  return z
    .union(
      [
        z.string(msg(key)).regex(MONEY_PATTERN, msg(key)),
        z
          .number(msg(key))
          .refine((n) => Number.isFinite(n) && MONEY_PATTERN.test(String(n)), msg(key))
          .transform(String),
      ],
      msg(key),
    )
    .transform(normalizeMoney)
    .refine(isWithinMoneyCeiling, msg('money.tooHigh'));
}

const MAX_AMOUNT_CENTS = BigInt(MAX_AMOUNT_EUR) * 100n;

/** Valid money at or under MAX_AMOUNT_EUR (invalid money is another rule's error). */
export function isWithinMoneyCeiling(value: string): boolean {
  return !isMoneyString(value) || toCents(value) <= MAX_AMOUNT_CENTS;
}

/** Optional money: undefined, null and '' mean "not set". */
export function optionalMoneyInput(key: ValidationMessageKey = 'money.invalid') {
  return z
    .union([z.literal(''), moneyInput(key)], msg(key))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A bid: a decimal string holding whole euros ("15300" or "15300.00"), never a JSON number. */
export const bidAmountSchema = z
  .string(msg('bid.amountInvalid'))
  .regex(WHOLE_EURO_PATTERN, msg('bid.amountInvalid'))
  .transform(normalizeMoney)
  .refine(isWithinMoneyCeiling, msg('money.tooHigh'));

export const uuidSchema = z.uuid();

export function emailField(key: ValidationMessageKey) {
  return z
    .string(msg(key))
    .trim()
    .max(254, msg(key))
    .pipe(z.email(msg(key)))
    .transform((email) => email.toLowerCase());
}

export function newPasswordField() {
  return z.string(msg('password.min')).min(8, msg('password.min')).max(200, msg('password.tooLong'));
}
