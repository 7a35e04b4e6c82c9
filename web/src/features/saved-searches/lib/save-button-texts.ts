import { i18n } from '../../../lib/i18n';
import { saveButtonEn } from '../locales/save-button-en';
import { saveButtonRo } from '../locales/save-button-ro';

/** The browse pages' button: its few words are in the browse chunk; the rest of the feature's are not. */
export const SAVE_BUTTON_NS = 'savedSearchButton';

export function registerSaveButtonTexts(): void {
  if (i18n.hasResourceBundle('ro', SAVE_BUTTON_NS)) return;
  i18n.addResourceBundle('ro', SAVE_BUTTON_NS, saveButtonRo);
  i18n.addResourceBundle('en', SAVE_BUTTON_NS, saveButtonEn);
}
