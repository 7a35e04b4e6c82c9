/** Business constants of the marketplace (spec §9). Money values are whole euros. */

export const AUCTION_FEE_BASE_EUR = 200;
export const AUCTION_FEE_PER_THOUSAND_EUR = 10;
export const MIN_BID_INCREMENT_EUR = 100;
/**
 * The highest price or bid the marketplace takes. Far below what the money format holds
 * (numeric(12,2), ~10 billion), so the next minimum above any accepted bid always fits it, and a
 * typo of extra zeros cannot set a price nobody can follow.
 */
export const MAX_AMOUNT_EUR = 10_000_000;
/**
 * Quick-bid steps scale with the price (the spec's fixed +500/+1000/+2500/+5000 made the smallest
 * quick bid five times the real 100 € step on a 3,000 € car). Each tier applies from `fromEur` up.
 */
export const QUICK_BID_TIERS = [
  { fromEur: 0, incrementsEur: [100, 200, 500, 1000] },
  { fromEur: 10_000, incrementsEur: [200, 500, 1000, 2500] },
  { fromEur: 50_000, incrementsEur: [500, 1000, 2500, 5000] },
  { fromEur: 150_000, incrementsEur: [1000, 2500, 5000, 10_000] },
] as const;
export const MIN_STARTING_BID_EUR = 1;

export const AUCTION_DAY_CHOICES = ['2', '4'] as const;
export type AuctionDays = (typeof AUCTION_DAY_CHOICES)[number];
/** Spec §3: the listing form starts on the standard 48-hour auction; relisting offers the same. */
export const DEFAULT_AUCTION_DAYS: AuctionDays = '2';

/** A bid accepted this close to the end moves the end to bid time + the extension. */
export const ANTI_SNIPING_WINDOW_MS = 2 * 60 * 1000;
export const ANTI_SNIPING_EXTENSION_MS = 2 * 60 * 1000;

export const COUNTDOWN_WARNING_MS = 2 * 60 * 60 * 1000;
export const COUNTDOWN_CRITICAL_MS = 2 * 60 * 1000;
export const COUNTDOWN_TICK_BADGE_MS = 1000;
export const COUNTDOWN_TICK_CARD_MS = 60 * 1000;
export const WATCHLIST_ENDING_SOON_MS = 10 * 60 * 1000;
/** Push reminders before an auction's end, for its watchers and bidders: each user picks which. */
export const ENDING_REMINDER_MINUTES = [60, 15, 2] as const;
export type EndingReminderMinutes = (typeof ENDING_REMINDER_MINUTES)[number];

/**
 * Socket.IO heartbeat: the server pings every interval and the client drops a connection that
 * misses one by the timeout, so a half-open connection (a phone that lost its network without a
 * FIN) is noticed within interval + timeout = 5 s instead of Socket.IO's default 45 s.
 */
export const SOCKET_PING_INTERVAL_MS = 2000;
export const SOCKET_PING_TIMEOUT_MS = 3000;
/**
 * After the end without a confirmed close, clients re-read the state after a short grace (the
 * close and its event normally arrive within it), then this often: a lost `auction:closed` leaves
 * a page on a finished auction for at most grace + one poll after the close (under 5 s).
 */
export const CLOSE_CONFIRMATION_GRACE_MS = 1500;
export const CLOSE_CONFIRMATION_POLL_MS = 3000;

export const MAX_PHOTOS_PER_LISTING = 20;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const MAX_LISTING_BODY_BYTES = 50 * 1024 * 1024;

export const VIN_LENGTH = 17;
export const MIN_VEHICLE_YEAR = 1900;
export const CNP_LENGTH = 13;
export const MIN_PASSWORD_LENGTH = 8;

export const BROWSE_PAGE_SIZE = 12;
export const ADVANCED_SEARCH_PAGE_SIZE = 20;
export const HOME_PUBLIC_LIMIT = 6;
export const HOME_SIGNED_IN_LIMIT = 8;
export const PLACEHOLDER_CARDS = 6;
export const MAX_PAGE_SIZE = 100;
/**
 * Vehicle rooms one socket may hold at once: a results page (20) plus a watchlist and the open
 * vehicle, with room to spare. Past it, vehicle:join answers TOO_MANY_ROOMS.
 */
export const MAX_ROOMS_PER_SOCKET = 60;
export const DASHBOARD_RECENT_BIDS = 5;
export const HOME_RECENT_BIDS = 3;

export const REDIRECT_AFTER_401_MS = 500;
export const RELOAD_AFTER_LOGIN_MS = 300;
export const RESET_REDIRECT_MS = 3000;
export const VAT_CHECK_DELAY_MS = 1000;
export const NOTIFICATION_LIMIT = 1;
export const NOTIFICATION_DISPLAY_MS = 5000;
export const CURRENT_USER_STALE_MS = 60_000;

export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const LANGUAGES = ['ro', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ro';

/**
 * The installable app's manifest in each language (web/public): a page links its language's, so the
 * app installs under a name the reader reads. The server writes the link into the HTML it sends;
 * the web app changes it when the reader switches language.
 */
export const WEB_APP_MANIFEST_OF_LANGUAGE: Readonly<Record<Language, string>> = {
  ro: '/manifest.webmanifest',
  en: '/manifest.en.webmanifest',
};

/*
 * Names the server, the workers and the web app must agree on. The web app reads queue health out
 * of /metrics and links to Bull Board, so these live here rather than in @autolicit/messaging
 * (which would pull BullMQ into the web bundle for a few strings).
 */
export const AUCTION_CLOSE_QUEUE = 'auction-close';
export const NOTIFICATIONS_QUEUE = 'notifications';
/** Web Push sends: apart from e-mail, so a slow mail server never delays an outbid notice. */
export const PUSH_QUEUE = 'push';
/** Bull Board, served by the realtime server itself (admin session required). */
export const BULL_BOARD_PATH = '/admin/queues';
export const METRIC_NAMES = {
  queueJobs: 'autolicit_queue_jobs',
  closeLag: 'autolicit_auction_close_lag_seconds',
} as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

/** After an auction ends under its reserve, its seller may still accept the highest bid for this long. */
export const ACCEPT_UNDER_RESERVE_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * An operator's incident extension also takes auctions ending this long after the outage: bidders
 * could not prepare for them either. The terms quote it.
 */
export const INCIDENT_GRACE_MS = 30 * 60 * 1000;

/** A buyer has this long to pay after a sale; only then may the seller record a non-payment. */
export const PAYMENT_DEADLINE_MS = 7 * 24 * 60 * 60 * 1000;

/** Sign-up, sign-in and bid addresses are kept this long, for the shill-bid signals only (docs/decisions.md). */
export const FOOTPRINT_RETENTION_DAYS = 90;

/**
 * When a pattern becomes a shill-bid signal. Deliberately loose: a signal asks an operator to look,
 * it blocks nothing, and a missed friend of a seller costs buyers more than a second look costs us.
 */
export const SHILL_SIGNAL_THRESHOLDS = {
  /** A bidder whose auctions are at least this share one seller's … */
  concentrationShare: 0.75,
  /** … over at least this many of that seller's auctions. */
  concentrationMinVehicles: 3,
  /** Bids at exactly the minimum right after a rival's bid, at least this many … */
  minRaiseMinCount: 4,
  /** … over at least this many auctions, of which at least this many have ended, none won. */
  minRaiseMinVehicles: 2,
  minRaiseMinEnded: 1,
} as const;

/** The marketplace's calendar: Romanian time, for month boundaries and dates on documents. */
export const MARKET_TIME_ZONE = 'Europe/Bucharest';

/**
 * A dependency (Redis, PostgreSQL) the workers cannot reach for longer than this is an outage whose
 * auctions get extended (docs/decisions.md, "Automatic outage extension"): well above a probe's
 * jitter and a failover's blip, well below anything a bidder would notice as lost minutes.
 */
export const OUTAGE_THRESHOLD_MS = 5_000;
/** How often the workers probe Redis and PostgreSQL. */
export const OUTAGE_PROBE_INTERVAL_MS = 500;
