import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MAX_DIGITS,
  caretAfterDigits,
  countDigitsBefore,
  formatAmountText,
  parseAmountText,
  stepAmount,
} from './amount-text';

describe('formatAmountText', () => {
  it.each([
    ['', 'ro', ''],
    [0, 'ro', '0'],
    [999, 'ro', '999'],
    [1_000, 'ro', '1.000'],
    [11_600, 'ro', '11.600'],
    [10_000_001, 'ro', '10.000.001'],
    [1_000, 'en', '1,000'],
    [11_600, 'en', '11,600'],
    [123_456_789, 'en', '123,456,789'],
  ] as const)('writes %s in %s as "%s"', (value, language, text) => {
    expect(formatAmountText(value, language)).toBe(text);
  });
});

describe('parseAmountText', () => {
  it.each([
    ['', 'ro', ''],
    ['abc', 'ro', ''],
    ['11.600', 'ro', 11_600],
    ['11.600 €', 'ro', 11_600],
    ['11 600', 'ro', 11_600],
    ['11.600,75', 'ro', 11_600],
    ['11.600,', 'ro', 11_600],
    ['11,600', 'en', 11_600],
    ['€11,600.75', 'en', 11_600],
    ['15.', 'en', 15],
    ['007', 'ro', 7],
    ['000', 'ro', 0],
    ['1'.repeat(AMOUNT_MAX_DIGITS), 'ro', 111_111_111_111],
    ['1'.repeat(AMOUNT_MAX_DIGITS + 1), 'ro', null],
  ] as const)('reads "%s" in %s as %s', (text, language, value) => {
    expect(parseAmountText(text, language)).toBe(value);
  });

  it('reads back every amount it writes, in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** AMOUNT_MAX_DIGITS - 1 }),
        fc.constantFrom('ro', 'en'),
        (n, language) => {
          expect(parseAmountText(formatAmountText(n, language), language)).toBe(n);
        },
      ),
    );
  });
});

describe('the caret across regrouping', () => {
  it('stays after the digit it followed when a separator appears before it', () => {
    // "1160|" + "0" typed → "11600", shown "11.600": the caret follows the fifth digit.
    expect(countDigitsBefore('11600', 5, 'ro')).toBe(5);
    expect(caretAfterDigits('11.600', 5)).toBe(6);
    // A digit inserted after "1": "19|.600" has 2 digits before the caret; "19.600" keeps it at 2.
    expect(countDigitsBefore('19.600', 2, 'ro')).toBe(2);
    expect(caretAfterDigits('19.600', 2)).toBe(2);
    // Deleting the "1" of "1.600" leaves ".600" → "600", caret at the start.
    expect(countDigitsBefore('.600', 0, 'ro')).toBe(0);
    expect(caretAfterDigits('600', 0)).toBe(0);
  });

  it('puts exactly the counted digits before the caret', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), fc.nat(12), fc.constantFrom('ro', 'en'), (n, k, language) => {
        const text = formatAmountText(n, language);
        const digits = Math.min(k, String(n).length);
        const caret = caretAfterDigits(text, digits);
        expect(text.slice(0, caret).replace(/\D/g, '').length).toBe(digits);
        expect(countDigitsBefore(text, caret, language)).toBe(digits);
      }),
    );
  });
});

describe('stepAmount', () => {
  it.each([
    ['', 1, 100],
    ['', -1, 0],
    [11_600, 1, 11_700],
    [11_650, -1, 11_550],
    [50, -1, 0],
  ] as const)('steps %s by %s × 100 to %s', (value, direction, next) => {
    expect(stepAmount(value, 100, direction)).toBe(next);
  });
});
