import { validationMessages } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { ro } from '../locales/ro';
import { VALIDATION_NS, buildValidationResources, formatDate, formatNumber, formatPrice, i18n } from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => (typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`)));
}

describe('i18n', () => {
  it('defaults to Romanian', () => {
    expect(i18n.options.fallbackLng).toEqual(['ro']);
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(ro).sort()).toEqual(keysOf(en).sort());
  });

  it('holds every shared validation message in both languages', () => {
    const nested = buildValidationResources('ro');
    expect(keysOf(nested).length).toBe(Object.keys(validationMessages).length);
    for (const key of Object.keys(validationMessages)) {
      expect(i18n.exists(key, { ns: VALIDATION_NS, lng: 'ro' })).toBe(true);
      expect(i18n.exists(key, { ns: VALIDATION_NS, lng: 'en' })).toBe(true);
    }
  });

  it('uses Romanian plural forms', async () => {
    await i18n.changeLanguage('ro');
    expect(i18n.t('vehicle.bidCount', { count: 1 })).toBe('1 ofertă');
    expect(i18n.t('vehicle.bidCount', { count: 5 })).toBe('5 oferte');
    expect(i18n.t('vehicle.bidCount', { count: 20 })).toBe('20 de oferte');
    await i18n.changeLanguage('en');
    expect(i18n.t('vehicle.bidCount', { count: 1 })).toBe('1 bid');
    expect(i18n.t('vehicle.bidCount', { count: 5 })).toBe('5 bids');
  });

  it('formats prices the Romanian way in both languages', () => {
    expect(formatPrice('15300.00')).toBe('15.300 €');
    expect(formatPrice(1250000)).toBe('1.250.000 €');
  });

  it('formats numbers and dates in the chosen language', () => {
    expect(formatNumber(125000, 'ro')).toBe('125.000');
    expect(formatNumber(125000, 'en')).toBe('125,000');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'ro')).toBe('21 noiembrie 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'en')).toBe('21 November 2026');
  });
});
