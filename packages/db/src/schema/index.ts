import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every time column holds milliseconds, JavaScript's precision: the code reads times into `Date`
 * and compares them with the column (compare-and-sets on an end, keysets), so a value written in SQL
 * with microseconds could never match. PostgreSQL rounds whatever is written (docs/decisions.md).
 */
const time = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const createdAt = () => time('created_at').notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The active role (user, admin, seller, dealer). */
    role: text('role', { enum: ['user', 'admin', 'seller', 'dealer'] })
      .notNull()
      .default('user'),
    /** Admin rights: only such accounts may switch their active role to admin. Never set through the API. */
    isAdmin: boolean('is_admin').notNull().default(false),
    entityType: text('entity_type', { enum: ['individual', 'company'] }),
    cnp: text('cnp'),
    address: text('address'),
    phone: text('phone'),
    companyName: text('company_name'),
    companyCui: text('company_cui'),
    companyAddress: text('company_address'),
    companyPhone: text('company_phone'),
    legalRepresentative: text('legal_representative'),
    registrationNumber: text('registration_number'),
    profileImageUrl: text('profile_image_url'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const professionalProfiles = pgTable('professional_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vatNumber: text('vat_number').notNull(),
  country: text('country').notNull(),
  companyName: text('company_name').notNull(),
  tradingName: text('trading_name'),
  registrationNumber: text('registration_number').notNull(),
  yearEstablished: text('year_established').notNull(),
  companyAddress: text('company_address').notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  website: text('website'),
  businessType: text('business_type').notNull(),
  primaryMarkets: text('primary_markets').array().notNull(),
  monthlyVolume: text('monthly_volume').notNull(),
  businessDescription: text('business_description').notNull(),
  phone: text('phone').notNull(),
  position: text('position').notNull(),
  verificationStatus: text('verification_status', { enum: ['pending', 'verified', 'rejected'] })
    .notNull()
    .default('pending'),
  /** The admin's decision: when, by whom, and why a rejection (shown to the trader). */
  reviewedAt: time('reviewed_at'),
  reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  rejectionReason: text('rejection_reason'),
  createdAt: createdAt(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    year: integer('year').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    vin: text('vin').notNull(),
    mileage: integer('mileage').notNull(),
    transmission: text('transmission'),
    drivetrain: text('drivetrain'),
    condition: text('condition').notNull(),
    category: text('category'),
    fuelType: text('fuel_type'),
    color: text('color'),
    location: text('location'),
    youtubeUrl: text('youtube_url'),
    description: text('description'),
    hasDamage: boolean('has_damage').notNull().default(false),
    startingBid: money('starting_bid').notNull(),
    /** The high bid; equals the starting bid until the first bid (bid_count tells them apart). */
    currentBid: money('current_bid').notNull(),
    buyNowPrice: money('buy_now_price'),
    reservePrice: money('reserve_price'),
    bidCount: integer('bid_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    auctionEndTime: time('auction_end_time').notNull(),
    status: text('status', { enum: ['active', 'sold', 'ended', 'cancelled'] })
      .notNull()
      .default('active'),
    sellerType: text('seller_type', { enum: ['individual', 'business'] })
      .notNull()
      .default('individual'),
    companyName: text('company_name'),
    companyCui: text('company_cui'),
    /** The high bidder; kept on the row so closing and "am I highest" need no scan of bids. */
    highBidderId: uuid('high_bidder_id').references(() => users.id),
    /**
     * Bumped by every change of a standing maximum (bid_maxima). A bid is decided on the leader's
     * maximum as read, so its compare-and-set checks this as well as bid_count: a leader raising a
     * maximum records no bid but must still make a concurrent decision read again. Never sent to clients.
     */
    maximumVersion: integer('maximum_version').notNull().default(0),
    /** Why a cancelled auction was cancelled, and by whom (the seller, or an admin when it had bids). */
    cancelReason: text('cancel_reason'),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set once an ended, unsold auction was put up again: the new auction's vehicle row. */
    relistedAs: uuid('relisted_as'),
    closedAt: time('closed_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Browse always filters on status, so each sort key is indexed behind it.
    index('vehicles_status_created_idx').on(t.status, t.createdAt.desc(), t.id),
    index('vehicles_status_end_idx').on(t.status, t.auctionEndTime, t.id),
    index('vehicles_status_price_idx').on(t.status, t.currentBid, t.id),
    index('vehicles_status_year_idx').on(t.status, t.year, t.id),
    index('vehicles_status_mileage_idx').on(t.status, t.mileage, t.id),
    index('vehicles_make_idx').on(sql`lower(${t.make})`),
    index('vehicles_model_trgm_idx').using('gin', sql`lower(${t.model}) gin_trgm_ops`),
    index('vehicles_category_idx').on(t.category),
    index('vehicles_fuel_type_idx').on(t.fuelType),
    index('vehicles_transmission_idx').on(t.transmission),
    index('vehicles_condition_idx').on(t.condition),
    index('vehicles_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('vehicles_high_bidder_idx').on(t.highBidderId),
    check('vehicles_bid_count_nonnegative', sql`${t.bidCount} >= 0`),
    check('vehicles_current_bid_floor', sql`${t.currentBid} >= ${t.startingBid}`),
  ],
);

export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vehicle_images_vehicle_position_key').on(t.vehicleId, t.position)],
);

/** Photos sent ahead of a listing (POST /api/uploads), claimed by the listing that uses them. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_user_idx').on(t.userId, t.createdAt),
    // Finds the few abandoned uploads among the many claimed ones, oldest first.
    index('uploads_unclaimed_idx').on(t.createdAt).where(sql`${t.vehicleId} is null`),
  ],
);

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    /** 1, 2, 3 … per vehicle with no gap: taken from bid_count under the vehicle's row lock. */
    bidSeq: integer('bid_seq').notNull(),
    isPurchase: boolean('is_purchase').notNull().default(false),
    /** Placed by the platform for the holder of a maximum (proxy bidding). */
    isAutomatic: boolean('is_automatic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bids_vehicle_seq_key').on(t.vehicleId, t.bidSeq),
    // Bids only ever rise: two bids at one level would mean the rule was broken somewhere.
    uniqueIndex('bids_vehicle_amount_key').on(t.vehicleId, t.amount),
    index('bids_bidder_created_idx').on(t.bidderId, t.createdAt.desc()),
    index('bids_vehicle_created_idx').on(t.vehicleId, t.createdAt.desc()),
  ],
);

/**
 * Each bidder's public number on an auction ("Bidder 3"), given at their first bid. Kept as a
 * table so that showing or assigning a number never scans the auction's whole bid history.
 */
export const auctionBidders = pgTable(
  'auction_bidders',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id),
    bidderNumber: integer('bidder_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.bidderId] }),
    uniqueIndex('auction_bidders_number_key').on(t.vehicleId, t.bidderNumber),
  ],
);

/**
 * Standing maxima (proxy bidding), one per bidder and auction. Private to their owner: no public
 * query reads this table; only the bid decision and the owner's own views do.
 */
export const bidMaxima = pgTable(
  'bid_maxima',
  {
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.bidderId] })],
);

/** The first answer given to a bid sent with an Idempotency-Key, replayed for repeats. */
export const bidIdempotencyKeys = pgTable(
  'bid_idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The request as sent (amount and/or maximum), to refuse the key's reuse for another request. */
    amount: money('amount'),
    maxAmount: money('max_amount'),
    /** The caller's bid, when the decision recorded one (setting a maximum may record none). */
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const watchlist = pgTable(
  'watchlist',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vehicleId] }),
    index('watchlist_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('watchlist_vehicle_idx').on(t.vehicleId),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    finalPrice: money('final_price').notNull(),
    fee: money('fee').notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'completed', 'failed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    // One sale per vehicle: a close that runs twice cannot create a second transaction.
    uniqueIndex('transactions_vehicle_key').on(t.vehicleId),
    index('transactions_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('transactions_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('transactions_created_idx').on(t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is only ever in the email. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * The transactional outbox: what must be told about a change (Socket.IO emissions, queued jobs),
 * written in the transaction that makes the change. The writer delivers it right after its commit
 * and deletes the row; a row still here when its lease (`available_at`) runs out was not
 * delivered (the process died, Redis was down) and any relay takes it again. At-least-once:
 * consumers dedupe (bids by bid_seq, closes by status, jobs by their stable ids).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** [{ room, event, payload }] in the order they are to be emitted. */
    emissions: jsonb('emissions').notNull(),
    /** [{ queue, name, data, jobId }]: BullMQ jobs with stable ids (a repeat is a no-op). */
    jobs: jsonb('jobs').notNull(),
    /** Until then the row belongs to whoever holds its lease (its writer first). */
    availableAt: time('available_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_available_idx').on(t.availableAt)],
);

/**
 * Where an account was used from: each sign-up, sign-in and bid with the client's address and the
 * browser's device cookie. Kept only for the shill-bid signals (an operator's evidence, never shown
 * to users) and deleted after FOOTPRINT_RETENTION_DAYS by the workers' sweep (docs/decisions.md).
 */
export const clientFootprints = pgTable(
  'client_footprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['signup', 'login', 'bid', 'question'] }).notNull(),
    /** For a bid or a question: the auction and, when the decision recorded one, the caller's bid. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    /** The client address as TRUST_PROXY decides it. */
    ip: text('ip').notNull(),
    /** The browser's random device id (cookie), when it sent one. */
    deviceId: text('device_id'),
    occurredAt: time('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('client_footprints_occurred_at_idx').on(t.occurredAt),
    index('client_footprints_user_idx').on(t.userId, t.occurredAt),
    index('client_footprints_ip_idx').on(t.ip),
    index('client_footprints_device_idx').on(t.deviceId).where(sql`${t.deviceId} is not null`),
  ],
);

/**
 * Security events (sign-ins, MFA, password resets, role switches, revocations, admin actions), for
 * the admins' dashboard and investigations. Append-only; the user may be gone, the row stays.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: time('occurred_at').notNull().defaultNow(),
    /** The account the event is about, when known (a failed sign-in to an unknown email has none). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who acted, when not the user themself (an admin revoking someone's sessions). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure'] }).notNull(),
    /** The client address as TRUST_PROXY decides it. */
    ip: text('ip'),
    details: jsonb('details').notNull().default({}),
  },
  (t) => [
    index('audit_events_occurred_at_idx').on(t.occurredAt),
    index('audit_events_user_idx').on(t.userId, t.occurredAt),
  ],
);

/**
 * A user's TOTP second factor (RFC 6238). The secret is stored encrypted (AES-256-GCM); it counts
 * only once confirmed with a first code. `lastTimeStep` refuses a code seen before (replay).
 */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: time('confirmed_at'),
  lastTimeStep: integer('last_time_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes for a lost authenticator, stored as SHA-256 (they are random, not chosen). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * A window in which the workers could not reach Redis or PostgreSQL for longer than the outage
 * threshold (docs/decisions.md, "Automatic outage extension"). One row per outage and dependency,
 * whichever worker process saw it first; the others merge into it. `restoredAt` is null while it
 * lasts; `appliedAt` is set once every running auction it hit has been extended. An unapplied row
 * holds the closes of the auctions it covers.
 */
export const serviceOutages = pgTable(
  'service_outages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dependency: text('dependency', { enum: ['redis', 'postgres'] }).notNull(),
    startedAt: time('started_at').notNull(),
    restoredAt: time('restored_at'),
    appliedAt: time('applied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_outages_unapplied_idx').on(t.startedAt).where(sql`${t.appliedAt} is null`),
    check('service_outages_window_check', sql`${t.restoredAt} is null or ${t.restoredAt} >= ${t.startedAt}`),
  ],
);

/**
 * A device's Web Push subscription: where the browser's push service takes our notifications for
 * it (`endpoint`, unique: a device that signs in to another account moves to it) and the keys they
 * are encrypted to. Never shown to anyone but its owner. Removed when the push service answers
 * 404/410 (the browser dropped it), when its owner removes it or signs out everywhere.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome pe Android", derived from the user agent when it subscribed; never the raw string. */
    label: text('label').notNull(),
    language: text('language', { enum: ['ro', 'en'] })
      .notNull()
      .default('ro'),
    createdAt: createdAt(),
    lastSuccessAt: time('last_success_at'),
    /** Sends that failed in a row (not 404/410, which remove it at once); reset by a success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A user's choices of what reaches them where (docs: NOTIFICATION_OPTIONS in the shared package).
 * Only choices are stored; an option without a row has its default.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel', { enum: ['app', 'email', 'push'] }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * The secret in a user's one-click unsubscribe links (RFC 8058): it lets a mail client switch one
 * kind of e-mail off without a sign-in, and nothing else. Made when the first such e-mail is sent.
 */
export const emailUnsubscribeTokens = pgTable(
  'email_unsubscribe_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_unsubscribe_tokens_token_key').on(t.token)],
);

/**
 * A user's saved browse search. `query` is its canonical query string (what its link opens); the
 * other filter columns hold the same filter as operands (packages/db/src/repositories/vehicle-filter.ts),
 * so that the database finds the searches a new listing matches with the search's own conditions.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    alert: text('alert', { enum: ['instant', 'daily', 'off'] }).notNull(),
    statuses: text('statuses').array().notNull(),
    make: text('make'),
    modelPattern: text('model_pattern'),
    textPattern: text('text_pattern'),
    category: text('category'),
    condition: text('condition'),
    transmission: text('transmission'),
    fuelType: text('fuel_type'),
    drivetrain: text('drivetrain'),
    color: text('color'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    minYear: integer('min_year'),
    maxYear: integer('max_year'),
    minMileage: integer('min_mileage'),
    maxMileage: integer('max_mileage'),
    hasDamage: boolean('has_damage'),
    hasRarCertificate: boolean('has_rar_certificate'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * A listing matched a saved search when it was published: once per search and listing. `sentAt`
 * is set when its alert was handed to the outbox (at once for an instant alert, with the day's
 * digest for a daily one).
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    alert: text('alert', { enum: ['instant', 'daily'] }).notNull(),
    matchedAt: time('matched_at').notNull().defaultNow(),
    sentAt: time('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.vehicleId] }),
    index('saved_search_matches_unsent_idx').on(t.userId).where(sql`${t.sentAt} is null`),
  ],
);

/**
 * Public questions on a listing and the seller's answer to each. Both texts are stored masked
 * (contact details replaced); a moderator may hide one (with a reason) and restore it.
 */
export const vehicleQuestions = pgTable(
  'vehicle_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    askerId: uuid('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    contactMasked: boolean('contact_masked').notNull().default(false),
    createdAt: createdAt(),
    answerText: text('answer_text'),
    answerContactMasked: boolean('answer_contact_masked').notNull().default(false),
    answeredAt: time('answered_at'),
    answerEditedAt: time('answer_edited_at'),
    hiddenAt: time('hidden_at'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('vehicle_questions_vehicle_idx').on(t.vehicleId, t.createdAt.desc())],
);

/** A user's report of a question, once per reporter and question. */
export const questionReports = pgTable(
  'question_reports',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => vehicleQuestions.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.reporterId] })],
);

/**
 * A PDF of an RAR Auto-Pass certificate a seller sent (POST /api/rar-certificate-files), stored
 * under DATA_DIR/rar-certificates/<storage_key>. `vehicleId` is set when a certificate of that
 * listing claims it; unclaimed files are removed after a day, like photos.
 */
export const rarCertificateFiles = pgTable(
  'rar_certificate_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    byteSize: integer('byte_size').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('rar_certificate_files_unclaimed_idx').on(t.createdAt).where(sql`${t.vehicleId} is null`)],
);

/**
 * The RAR Auto-Pass certificates a seller declared for a listing, append-only: adding or replacing
 * one inserts a row, so the history stays; the newest row is the current certificate. Declared,
 * not verified: the platform cannot reach RAR's register.
 */
export const rarCertificates = pgTable(
  'rar_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    fileId: uuid('file_id').references(() => rarCertificateFiles.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('rar_certificates_vehicle_idx').on(t.vehicleId, t.createdAt.desc(), t.id.desc())],
);
