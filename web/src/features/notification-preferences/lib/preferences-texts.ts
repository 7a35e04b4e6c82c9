import { i18n } from '../../../lib/i18n';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** This feature's i18next namespace. */
export const PREFERENCES_NS = 'notificationPreferences';

/**
 * Like the push feature's, these texts come with the feature's chunk (the dashboard's), not the
 * main bundle that every first page pays for.
 */
export function registerPreferencesTexts(): void {
  if (i18n.hasResourceBundle('ro', PREFERENCES_NS)) return;
  i18n.addResourceBundle('ro', PREFERENCES_NS, ro);
  i18n.addResourceBundle('en', PREFERENCES_NS, en);
}
