import { i18n } from '../../../lib/i18n';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** This feature's i18next namespace. */
export const RAR_CERTIFICATE_NS = 'rarCertificate';

/** The section loads after the vehicle page painted; its texts come with it, not with the main bundle. */
export function registerRarCertificateTexts(): void {
  if (i18n.hasResourceBundle('ro', RAR_CERTIFICATE_NS)) return;
  i18n.addResourceBundle('ro', RAR_CERTIFICATE_NS, ro);
  i18n.addResourceBundle('en', RAR_CERTIFICATE_NS, en);
}
