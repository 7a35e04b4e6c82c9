import { i18n } from '../../../lib/i18n';

/** The VIN check's i18next namespace. */
export const VIN_CHECK_NS = 'listingVin';

const en = {
  says: 'According to the VIN: {{facts}}',
  modelYear: 'model year {{year}}',
  unknownMaker: 'manufacturer not in our list',
  checkDigitValid: 'The check digit (position 9) is correct.',
  checkDigitInvalid:
    'The check digit (position 9) does not match the other characters: please check the VIN for a typing error.',
  mismatch:
    'The VIN was issued to {{manufacturer}}, but the make chosen is {{make}}. Please check the make or the VIN.',
  sameGroup:
    'The VIN was issued to {{manufacturer}} and the make chosen is {{make}}: both belong to {{group}}, whose plants build each other’s cars, so this can be right. Please check it.',
  warningTitle: 'Make and VIN differ',
};

const ro: typeof en = {
  says: 'Conform VIN: {{facts}}',
  modelYear: 'an model {{year}}',
  unknownMaker: 'producător care nu este în lista noastră',
  checkDigitValid: 'Cifra de control (poziția 9) este corectă.',
  checkDigitInvalid:
    'Cifra de control (poziția 9) nu se potrivește cu celelalte caractere: verificați dacă seria de șasiu are o greșeală de tastare.',
  mismatch:
    'Seria de șasiu (VIN) aparține producătorului {{manufacturer}}, dar marca aleasă este {{make}}. Verificați marca sau seria de șasiu.',
  sameGroup:
    'Seria de șasiu (VIN) aparține producătorului {{manufacturer}}, iar marca aleasă este {{make}}: ambele fac parte din {{group}}, ale cărui fabrici produc și mărcile surori, deci poate fi corect. Verificați totuși.',
  warningTitle: 'Marca și seria de șasiu diferă',
};

/** The texts come with the listing dialog's chunk, not the main bundle. */
export function registerVinCheckTexts(): void {
  if (i18n.hasResourceBundle('ro', VIN_CHECK_NS)) return;
  i18n.addResourceBundle('ro', VIN_CHECK_NS, ro);
  i18n.addResourceBundle('en', VIN_CHECK_NS, en);
}
