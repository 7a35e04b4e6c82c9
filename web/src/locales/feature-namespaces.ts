import { en as adminEn } from '../features/admin/locales/en';
import { ro as adminRo } from '../features/admin/locales/ro';
import { en as biddingEn } from '../features/bidding/locales/en';
import { ro as biddingRo } from '../features/bidding/locales/ro';
import { en as liveEn } from '../features/live/locales/en';
import { ro as liveRo } from '../features/live/locales/ro';
import { en as authEn } from '../features/auth/locales/en';
import { ro as authRo } from '../features/auth/locales/ro';
import { en as dashboardEn } from '../features/dashboard/locales/en';
import { ro as dashboardRo } from '../features/dashboard/locales/ro';
import { en as listingEn } from '../features/listing/locales/en';
import { ro as listingRo } from '../features/listing/locales/ro';
import { en as professionalEn } from '../features/professional/locales/en';
import { ro as professionalRo } from '../features/professional/locales/ro';
import { en as browseEn } from '../features/browse/locales/en';
import { ro as browseRo } from '../features/browse/locales/ro';
import { en as vehicleEn } from '../features/vehicle/locales/en';
import { ro as vehicleRo } from '../features/vehicle/locales/ro';
import { en as userEventsEn } from '../features/user-events/locales/en';
import { ro as userEventsRo } from '../features/user-events/locales/ro';
import { en as watchlistEn } from '../features/watchlist/locales/en';
import { ro as watchlistRo } from '../features/watchlist/locales/ro';

/**
 * Each feature keeps its texts in its own namespace (`t('key', { ns: 'browse' })` or
 * `useTranslation('browse')`), so features can grow without touching one shared file.
 */
export const featureNamespaces = {
  en: { admin: adminEn, auth: authEn, bidding: biddingEn, live: liveEn, browse: browseEn, dashboard: dashboardEn, listing: listingEn, professional: professionalEn, vehicle: vehicleEn, watchlist: watchlistEn, userEvents: userEventsEn },
  ro: { admin: adminRo, auth: authRo, bidding: biddingRo, live: liveRo, browse: browseRo, dashboard: dashboardRo, listing: listingRo, professional: professionalRo, vehicle: vehicleRo, watchlist: watchlistRo, userEvents: userEventsRo },
} as const;

export const FEATURE_NAMESPACES = Object.keys(featureNamespaces.en) as (keyof typeof featureNamespaces.en)[];
