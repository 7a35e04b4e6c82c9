import { ro as adminRo } from '../features/admin/locales/ro';
import { ro as biddingRo } from '../features/bidding/locales/ro';
import { ro as liveRo } from './live/ro';
import { ro as authRo } from '../features/auth/locales/ro';
import { ro as dashboardRo } from '../features/dashboard/locales/ro';
import { ro as listingRo } from '../features/listing/locales/ro';
import { ro as professionalRo } from '../features/professional/locales/ro';
import { ro as browseRo } from '../features/browse/locales/ro';
import { ro as vehicleRo } from '../features/vehicle/locales/ro';
import { ro as watchlistRo } from '../features/watchlist/locales/ro';
import { ro as sellerToolsRo } from '../features/seller-tools/locales/ro';
import { ro as appUpdatesRo } from '../features/app-updates/locales/ro';

/**
 * Each feature keeps its texts in its own namespace (`t('key', { ns: 'browse' })` or
 * `useTranslation('browse')`), so features can grow without touching one shared file; `live` holds
 * the texts of the shared live components (locales/live). Romanian,
 * the default, is bundled; English is a chunk of its own (`english-resources.ts`), loaded only
 * for whoever reads in English.
 */
export const featureNamespaces = {
  ro: {
    admin: adminRo,
    auth: authRo,
    bidding: biddingRo,
    live: liveRo,
    browse: browseRo,
    dashboard: dashboardRo,
    listing: listingRo,
    professional: professionalRo,
    vehicle: vehicleRo,
    watchlist: watchlistRo,
    sellerTools: sellerToolsRo,
    appUpdates: appUpdatesRo,
  },
} as const;

export const FEATURE_NAMESPACES = Object.keys(featureNamespaces.ro) as (keyof typeof featureNamespaces.ro)[];
