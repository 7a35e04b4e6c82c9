import { i18n } from '../../../lib/i18n';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** This feature's i18next namespace. */
export const USER_EVENTS_NS = 'userEvents';

/**
 * The notices' texts come with the notifier's chunk, loaded once a signed-in page has painted, not
 * with the main bundle that every first page pays for.
 */
export function registerUserEventTexts(): void {
  if (i18n.hasResourceBundle('ro', USER_EVENTS_NS)) return;
  i18n.addResourceBundle('ro', USER_EVENTS_NS, ro);
  i18n.addResourceBundle('en', USER_EVENTS_NS, en);
}
