/**
 * English texts. The Romanian file must have exactly the same keys (its type is derived from this
 * one), so a text added in one language and forgotten in the other fails the typecheck.
 */
export const en = {
  app: {
    name: 'AutoLicit',
    tagline: 'Live vehicle auctions in Romania',
    skipToContent: 'Skip to content',
  },
  nav: {
    home: 'AutoLicit home',
    browse: 'Browse',
    advancedSearch: 'Advanced search',
    howItWorks: 'How it works',
    sellYourCar: 'Sell your car',
    listVehicle: 'List vehicle',
    dashboard: 'Dashboard',
    watchlist: 'Watchlist',
    signOut: 'Sign out',
    emailLogin: 'Email Login',
    professional: 'Professional',
    openMenu: 'Open menu',
    menuTitle: 'Menu',
    userMenu: 'Account menu for {{name}}',
    mainNavigation: 'Main navigation',
  },
  language: {
    label: 'Language',
    ro: 'RO',
    en: 'EN',
    roName: 'Română',
    enName: 'English',
  },
  help: {
    close: 'Close',
  },
  notFound: {
    code: '404',
    title: 'Page Not Found',
    body: 'The page you are looking for does not exist or has been moved.',
    hint: 'No route matches "{{path}}". Check the URL, or add the route in web/src/app/router.tsx.',
    backHome: 'Back to home',
  },
  loader: {
    label: 'Loading...',
  },
  footer: {
    about: 'AutoLicit is a marketplace for live vehicle auctions in Romania. Prices are in euros.',
    explore: 'Explore',
    help: 'Help',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    rights: '© {{year}} AutoLicit. All rights reserved.',
  },
  vehicle: {
    loadingCard: 'Loading vehicle',
    photoAlt: 'Photo of the {{title}}',
    mileage: '{{value}} km',
    mileageLabel: 'Mileage',
    transmissionLabel: 'Transmission',
    locationLabel: 'Location',
    currentBid: 'Current Bid',
    startingBid: 'Starting Bid',
    finalBid: 'Final Bid',
    noBidsReserveNotMet: 'No bids received - reserve not met',
    noBids: 'No bids received',
    highestBid: 'Highest Bid',
    reserveMet: 'Reserve Met',
    // `few` is never chosen for English; it exists so both languages share one key set (Romanian needs it).
    bidCount_one: '{{count}} bid',
    bidCount_few: '{{count}} bids',
    bidCount_other: '{{count}} bids',
    viewDetails: 'View details of the {{title}}',
  },
  /** The listing form's and the relist dialog's auction durations (spec §3). */
  auctionDurations: {
    '2': 'Standard Auction, 48 hours',
    '4': 'Extended Auction, 4 days',
  },
  countdown: {
    label: 'Time left',
    ended: 'Auction Ended',
    cancelled: 'Auction Cancelled',
    days_one: '{{count}}d {{hours}}h {{minutes}}m',
    days_few: '{{count}}d {{hours}}h {{minutes}}m',
    days_other: '{{count}}d {{hours}}h {{minutes}}m',
    hours: '{{hours}}h {{minutes}}m {{seconds}}s',
    minutes: '{{minutes}}m {{seconds}}s',
    autoExtendNote: 'A bid now resets the time left to 2 minutes',
  },
  options: {
    transmission: {
      manual: 'Manual',
      automatic: 'Automatic',
      'semi-automatic': 'Semi-automatic',
      cvt: 'CVT',
      'dual-clutch': 'Dual-clutch',
    },
  },
  errors: {
    network: 'Network error. Please try again.',
    generic: 'Something went wrong. Please try again.',
    unauthorizedTitle: 'Unauthorized',
    unauthorizedListing: 'You are logged out. Logging in again...',
    unauthorizedAction: 'You are logged out. Redirecting to home...',
    screenTitle: 'This page could not be shown',
    screenBody: 'Something went wrong while showing this page. Reload it; if it happens again, come back later.',
    reload: 'Reload the page',
  },
};

/** Same keys as the English file, any string values. */
export type Translation = DeepStrings<typeof en>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
