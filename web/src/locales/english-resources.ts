import { en as adminEn } from '../features/admin/locales/en';
import { roleSwitcherEn } from '../features/admin/locales/role-switcher-en';
import { en as biddingEn } from '../features/bidding/locales/en';
import { cardBidEn } from '../features/bidding/locales/card-bid-en';
import { bidConfirmEn } from '../features/bidding/locales/bid-confirm-en';
import { en as liveEn } from './live/en';
import { en as authEn } from '../features/auth/locales/en';
import { en as dashboardEn } from '../features/dashboard/locales/en';
import { en as listingEn } from '../features/listing/locales/en';
import { en as professionalEn } from '../features/professional/locales/en';
import { en as browseEn } from '../features/browse/locales/en';
import { advancedSearchEn } from '../features/browse/locales/advanced-search-en';
import { en as homeEn } from './home/en';
import { en as helpDialogsEn } from './help-dialogs/en';
import { en as vehicleEn } from '../features/vehicle/locales/en';
import { en as watchlistEn } from '../features/watchlist/locales/en';
import { en as sellerToolsEn } from '../features/seller-tools/locales/en';
import { en as appUpdatesEn } from '../features/app-updates/locales/en';
import { en } from './en';
import type { FEATURE_NAMESPACES } from './feature-namespaces';

/** Every English namespace but the shared validation messages (built in lib/i18n.ts). Loaded on demand. */
export const englishResources: Record<'translation' | (typeof FEATURE_NAMESPACES)[number], object> = {
  translation: en,
  admin: adminEn,
  roleSwitcher: roleSwitcherEn,
  auth: authEn,
  bidding: biddingEn,
  cardBid: cardBidEn,
  bidConfirm: bidConfirmEn,
  live: liveEn,
  browse: browseEn,
  advancedSearch: advancedSearchEn,
  home: homeEn,
  helpDialogs: helpDialogsEn,
  dashboard: dashboardEn,
  listing: listingEn,
  professional: professionalEn,
  vehicle: vehicleEn,
  watchlist: watchlistEn,
  sellerTools: sellerToolsEn,
  appUpdates: appUpdatesEn,
};
