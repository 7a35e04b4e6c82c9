import { i18n } from '../../../lib/i18n';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** This feature's i18next namespace. */
export const PUSH_NS = 'pushNotifications';

/**
 * Unlike the other features' texts, these are not in the main bundle: the feature is loaded only
 * where push is offered, so its texts (both languages, a few hundred bytes) come with its chunk.
 */
export function registerPushTexts(): void {
  if (i18n.hasResourceBundle('ro', PUSH_NS)) return;
  i18n.addResourceBundle('ro', PUSH_NS, ro);
  i18n.addResourceBundle('en', PUSH_NS, en);
}
