import { BUSINESS_TYPES, COUNTRIES, MONTHLY_VOLUMES, PRIMARY_MARKETS, type Language } from '@autolicit/shared';
import type { TFunction } from 'i18next';

export interface OptionItem {
  value: string;
  label: string;
}

/** The 28 countries of §3 by name in the chosen language, alphabetically as that language sorts. */
export function buildCountryOptions(t: TFunction, language: Language): OptionItem[] {
  return COUNTRIES.map((code) => ({ value: code, label: t(`countries.${code}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

export function buildBusinessTypeOptions(t: TFunction): OptionItem[] {
  return BUSINESS_TYPES.map((type) => ({ value: type, label: t(`business.types.${type}`) }));
}

export function buildPrimaryMarketOptions(t: TFunction): OptionItem[] {
  return PRIMARY_MARKETS.map((market) => ({ value: market, label: t(`business.markets.${market}`) }));
}

export function buildMonthlyVolumeOptions(t: TFunction): OptionItem[] {
  return MONTHLY_VOLUMES.map((volume) => ({ value: volume, label: t(`business.volumes.${volume}`) }));
}
