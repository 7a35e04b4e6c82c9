import { describe, expect, it } from 'vitest';
import { isValidCui, normalizeCui } from './cui';

describe('Romanian CUI check digit', () => {
  it.each([
    ['14399840'], // Dante International (eMAG)
    ['RO14399840'],
    ['ro 143 998 40'],
    ['361897'], // a short historic code
    ['1590082'],
  ])('accepts %s', (cui) => {
    expect(isValidCui(cui)).toBe(true);
  });

  it.each([
    ['14399841'], // the last digit changed
    ['14399850'],
    ['RO'],
    ['1'],
    ['12345678901'], // 11 digits
    ['DE14399840'],
    ['1439984O'], // a letter O
  ])('refuses %s', (cui) => {
    expect(isValidCui(cui)).toBe(false);
  });

  it('reduces a typed code to its digits', () => {
    expect(normalizeCui(' RO 14.399-840 ')).toBe('14399840');
    expect(normalizeCui('ROX')).toBeNull();
  });
});
