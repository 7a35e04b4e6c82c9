import { COUNTRIES, isValidVatFormat } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { getVatNumberExample } from './vat-format-hints';

describe('getVatNumberExample', () => {
  it.each(COUNTRIES)('gives %s an example the VAT check accepts, within the 8 to 15 characters of §5', (country) => {
    const example = getVatNumberExample(country);
    expect(isValidVatFormat(example, country)).toBe(true);
    expect(example.length).toBeGreaterThanOrEqual(8);
    expect(example.length).toBeLessThanOrEqual(15);
  });

  it('writes the Greek prefix as EL, as Greek VAT numbers are written', () => {
    expect(getVatNumberExample('GR').startsWith('EL')).toBe(true);
  });
});
