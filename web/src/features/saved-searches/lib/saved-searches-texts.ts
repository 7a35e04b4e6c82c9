import { i18n } from '../../../lib/i18n';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** The namespace of the save form and the dashboard list. */
export const SAVED_SEARCHES_NS = 'savedSearches';

/** Like the push feature's, these texts travel with the code that shows them, not the main bundle. */
export function registerSavedSearchesTexts(): void {
  if (i18n.hasResourceBundle('ro', SAVED_SEARCHES_NS)) return;
  i18n.addResourceBundle('ro', SAVED_SEARCHES_NS, ro);
  i18n.addResourceBundle('en', SAVED_SEARCHES_NS, en);
}
