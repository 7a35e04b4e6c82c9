import { validationMessages } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { deferredNamespaces, featureNamespaces } from '../locales/feature-namespaces';
import { ro } from '../locales/ro';
import {
  VALIDATION_NS,
  buildValidationResources,
  formatDate,
  formatNumber,
  formatPrice,
  i18n,
  loadTexts,
} from './i18n';

function keysOf(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keysOf(child as object, `${prefix}${key}.`),
  );
}

describe('i18n', () => {
  it('defaults to Romanian', () => {
    expect(i18n.options.fallbackLng).toEqual(['ro']);
  });

  it('has the same keys in both languages', () => {
    expect(keysOf(ro).sort()).toEqual(keysOf(en).sort());
  });

  it('holds every shared validation message in both languages', async () => {
    await i18n.loadLanguages(['ro', 'en']);
    await loadTexts(['validation']);
    const nested = buildValidationResources(validationMessages, 'ro');
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

  it('puts "de" between a count of 20 or more and its noun, in every Romanian text', async () => {
    // Intl's Romanian rules: "few" is 0, 2–19 and x01–x19; "other" (20, 39, 120…) needs "de".
    const deferred = await Promise.all(
      Object.entries(deferredNamespaces).map(async ([ns, load]) => [ns, await load()] as const),
    );
    const namespaces = [...Object.entries(featureNamespaces.ro), ...deferred, ['translation', ro] as const];
    const texts: [string, string][] = namespaces.flatMap(([ns, messages]) =>
      keysOf(messages).map((key): [string, string] => [
        `${ns}:${key}`,
        String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages)),
      ]),
    );
    const byKey = new Map(texts);
    const counted = texts.filter(([key, text]) => key.endsWith('_few') && text.includes('{{count}} '));
    expect(counted.length).toBeGreaterThan(10);
    for (const [key] of counted) {
      const other = byKey.get(key.replace(/_few$/, '_other'));
      expect(other, key).toMatch(/\{\{count\}\} de /);
    }
  });

  it('counts search results the Romanian way', async () => {
    await i18n.changeLanguage('ro');
    // The browse screen's texts are not bundled: its route loads them.
    await loadTexts(['browse']);
    const count = (n: number) => i18n.t('results.count', { ns: 'browse', count: n });
    expect([1, 3, 19, 20, 39, 101, 120].map(count)).toEqual([
      '1 vehicul găsit',
      '3 vehicule găsite',
      '19 vehicule găsite',
      '20 de vehicule găsite',
      '39 de vehicule găsite',
      '101 vehicule găsite',
      '120 de vehicule găsite',
    ]);
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
