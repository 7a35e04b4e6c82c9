import { describe, expect, it } from 'vitest';
import { formatEuro, isMoneyString, normalizeMoney, toCents } from './money';
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

  it('formats euros the Romanian way without decimals', () => {
    expect(formatEuro('15300.00')).toBe('15.300 €');
    expect(formatEuro('999.99')).toBe('999 €');
    expect(formatEuro('1234567.00')).toBe('1.234.567 €');
    expect(formatEuro(1500)).toBe('1.500 €');
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
    for (const bad of [15300, '15300.50', '15300.001', '1e3', '-1']) expect(bidAmountSchema.safeParse(bad).success).toBe(false);
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
