import type { Country } from '@autolicit/shared';

/**
 * One well-formed VAT number per country, with its prefix (EL for Greece), shown as the input's
 * hint. They follow the patterns of the shared isValidVatFormat, which a test keeps them in step with.
 */
const VAT_NUMBER_EXAMPLES: Record<Country, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  HR: 'HR12345678901',
  CY: 'CY12345678L',
  CZ: 'CZ12345678',
  DK: 'DK12345678',
  EE: 'EE123456789',
  FI: 'FI12345678',
  FR: 'FR12345678901',
  DE: 'DE123456789',
  GR: 'EL123456789',
  HU: 'HU12345678',
  IE: 'IE1234567T',
  IT: 'IT12345678901',
  LV: 'LV12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO12345674',
  SK: 'SK1234567890',
  SI: 'SI12345678',
  ES: 'ESB12345678',
  SE: 'SE123456789001',
  GB: 'GB123456789',
};

export function getVatNumberExample(country: Country): string {
  return VAT_NUMBER_EXAMPLES[country];
}
