import { i18n } from '../../../lib/i18n';
import { en } from '../locales/rar-certificate-en';
import { ro } from '../locales/rar-certificate-ro';

/** The namespace of the listing dialog's RAR certificate fields. */
export const LISTING_RAR_NS = 'listingRarCertificate';

/** Registered by the dialog's chunk, so these texts are not in the main bundle every first page pays for. */
export function registerListingRarTexts(): void {
  if (i18n.hasResourceBundle('ro', LISTING_RAR_NS)) return;
  i18n.addResourceBundle('ro', LISTING_RAR_NS, ro);
  i18n.addResourceBundle('en', LISTING_RAR_NS, en);
}
