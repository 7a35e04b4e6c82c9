import { roleSwitcherRo } from '../features/admin/locales/role-switcher-ro';
import { cardBidRo } from '../features/bidding/locales/card-bid-ro';
import { ro as liveRo } from './live/ro';
import { ro as watchlistRo } from '../features/watchlist/locales/ro';
import { ro as appUpdatesRo } from '../features/app-updates/locales/ro';

/**
 * Each feature keeps its texts in its own namespace (`t('key', { ns: 'browse' })` or
 * `useTranslation('browse')`), so features can grow without touching one shared file; `live` holds
 * the texts of the shared live components (locales/live). Romanian, the default, is bundled for the
 * features of the server-rendered pages and their shell; English is a chunk of its own
 * (`english-resources.ts`), loaded only for whoever reads in English.
 */
export const featureNamespaces = {
  ro: {
    roleSwitcher: roleSwitcherRo,
    cardBid: cardBidRo,
    live: liveRo,
    watchlist: watchlistRo,
    appUpdates: appUpdatesRo,
  },
} as const;

/**
 * The Romanian texts of features reached only through a lazy screen or dialog (the dashboard, the
 * listing form, the professional wizard, the sign-in dialogs, the admin panels) or only on one of
 * the server-rendered pages (home, browse, vehicle, which preload theirs with their chunks): each is
 * a chunk fetched with its screen, not before the first paint of every page. A screen lists them in
 * its loader (`lazyPage`, `lazyDialog`).
 */
export const deferredNamespaces = {
  admin: () => import('../features/admin/locales/ro').then((m) => m.ro),
  home: () => import('./home/ro').then((m) => m.ro),
  helpDialogs: () => import('./help-dialogs/ro').then((m) => m.ro),
  browse: () => import('../features/browse/locales/ro').then((m) => m.ro),
  advancedSearch: () => import('../features/browse/locales/advanced-search-ro').then((m) => m.advancedSearchRo),
  auth: () => import('../features/auth/locales/ro').then((m) => m.ro),
  bidding: () => import('../features/bidding/locales/ro').then((m) => m.ro),
  bidConfirm: () => import('../features/bidding/locales/bid-confirm-ro').then((m) => m.bidConfirmRo),
  vehicle: () => import('../features/vehicle/locales/ro').then((m) => m.ro),
  sellerTools: () => import('../features/seller-tools/locales/ro').then((m) => m.ro),
  dashboard: () => import('../features/dashboard/locales/ro').then((m) => m.ro),
  listing: () => import('../features/listing/locales/ro').then((m) => m.ro),
  professional: () => import('../features/professional/locales/ro').then((m) => m.ro),
} as const;

export type DeferredNamespace = keyof typeof deferredNamespaces;

export const FEATURE_NAMESPACES = [...Object.keys(featureNamespaces.ro), ...Object.keys(deferredNamespaces)] as (
  | keyof typeof featureNamespaces.ro
  | DeferredNamespace
)[];
