import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEuro, formatNumber, isMoneyString, normalizeMoney, toCents } from './money';
import { bidAmountSchema, moneyInput } from './schemas/common.schema';

describe('money', () => {
  it('parses decimal strings to exact cents', () => {
    expect(toCents('15300')).toBe(1_530_000n);
    expect(toCents('0.1')).toBe(10n);
    expect(toCents('9999999999.99')).toBe(999_999_999_999n);
    expect(normalizeMoney('15300.5')).toBe('15300.50');
  });

  it.each(['1e3', '-1', 'NaN', '0x10', ' 1', '1 ', '١٢٣', '1.234', '12345678901', '', '+5'])('refuses %j', (value) => {
    expect(isMoneyString(value)).toBe(false);
  });

  it.each([
    // value, Romanian, English
    ['15300.00', '15.300 €', '€15,300'],
    ['999.99', '999 €', '€999'],
    ['0.00', '0 €', '€0'],
    ['1234567.00', '1.234.567 €', '€1,234,567'],
    [1500, '1.500 €', '€1,500'],
    [18_500, '18.500 €', '€18,500'],
    [150_000n, '1.500 €', '€1,500'],
    [-120_000n, '-1.200 €', '-€1,200'],
    ['10000000.00', '10.000.000 €', '€10,000,000'],
  ] as const)('formats %s as %s in Romanian and %s in English, whole euros only', (value, ro, en) => {
    expect(formatEuro(value, 'ro')).toBe(ro);
    expect(formatEuro(value, 'en')).toBe(en);
  });

  it('writes Romanian prices when no language is given (server texts without a reader language)', () => {
    expect(formatEuro('15300.00')).toBe('15.300 €');
  });

  it.each([
    [142_000, '142.000', '142,000'],
    [1500, '1.500', '1,500'],
    [999, '999', '999'],
    [0, '0', '0'],
    [2_500_000n, '2.500.000', '2,500,000'],
  ] as const)('groups the number %s as %s in Romanian and %s in English', (value, ro, en) => {
    expect(formatNumber(value, 'ro')).toBe(ro);
    expect(formatNumber(value, 'en')).toBe(en);
  });

  it('groups every whole number exactly as Intl does', () => {
    const intl = {
      ro: new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0, useGrouping: 'always' }),
      en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0, useGrouping: 'always' }),
    };
    const wholeNumbers = fc.oneof(
      fc.integer({ min: -1_000_000, max: 1_000_000 }),
      fc.maxSafeInteger().map((n) => (n % 2 === 0 ? n : -n)),
      fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
    );
    fc.assert(
      fc.property(wholeNumbers, fc.constantFrom('ro' as const, 'en' as const), (value, language) => {
        expect(formatNumber(value, language)).toBe(intl[language].format(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats what is not a whole number through Intl', () => {
    expect(formatNumber(1234.6, 'ro')).toBe('1.235');
    expect(formatNumber(Number.NaN, 'en')).toBe('NaN');
  });

  it('accepts money as a number or a string in listings, exactly', () => {
    expect(moneyInput().parse(15300)).toBe('15300.00');
    expect(moneyInput().parse('15300.5')).toBe('15300.50');
    expect(moneyInput().safeParse(0.1 + 0.2).success).toBe(false);
    expect(moneyInput().safeParse(1e21).success).toBe(false);
    expect(moneyInput().safeParse(-5).success).toBe(false);
  });

  it('accepts only whole-euro strings as bids', () => {
    expect(bidAmountSchema.parse('15300')).toBe('15300.00');
    expect(bidAmountSchema.parse('15300.00')).toBe('15300.00');
    for (const bad of [15300, '15300.50', '15300.001', '1e3', '-1'])
      expect(bidAmountSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses prices and bids above the 10,000,000 € ceiling with its own message', () => {
    expect(moneyInput().parse('10000000')).toBe('10000000.00');
    expect(bidAmountSchema.parse('10000000')).toBe('10000000.00');
    for (const schema of [moneyInput(), bidAmountSchema]) {
      const result = schema.safeParse('9999999999');
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['money.tooHigh']);
    }
    expect(moneyInput().safeParse(10_000_000.01).error?.issues[0]?.message).toBe('money.tooHigh');
  });
});
