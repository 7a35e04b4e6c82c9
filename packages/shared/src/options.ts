/** Option lists of spec §3. Values are what the API stores and filters on. */

/**
 * Spec §3 lists four conditions for a listing but five (with very-good) in the advanced search's
 * 'Stare': a filter no listing could match. Sellers may grade very-good too (docs/decisions.md).
 */
export const VEHICLE_CONDITIONS = ['excellent', 'very-good', 'good', 'fair', 'poor'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];
export const CONDITION_FILTERS = VEHICLE_CONDITIONS;

export const VEHICLE_CATEGORIES = [
  'luxury',
  'sports',
  'classic',
  'suv',
  'truck',
  'sedan',
  'coupe',
  'convertible',
  'wagon',
  'hatchback',
  'mpv',
] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
/** The advanced search's 'Caroserie' list (spec §3) offers mpv: listings may be filed under it. */
export const CATEGORY_FILTERS = VEHICLE_CATEGORIES;

export const TRANSMISSIONS = ['manual', 'automatic', 'cvt', 'dual-clutch'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];
/** The browse filter also offers semi-automatic; it matches no listing value but is accepted. */
export const TRANSMISSION_FILTERS = ['manual', 'automatic', 'semi-automatic', 'cvt', 'dual-clutch'] as const;

export const DRIVETRAINS = ['rwd', 'fwd', 'awd', '4wd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const FUEL_TYPES = ['gasoline', 'diesel', 'hybrid', 'electric', 'plugin-hybrid', 'lpg', 'cng'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const COLORS = ['white', 'black', 'grey', 'silver', 'blue', 'red', 'green', 'yellow', 'brown'] as const;
export type Color = (typeof COLORS)[number];

export const SELLER_TYPES = ['individual', 'business'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const VEHICLE_STATUSES = ['active', 'sold', 'ended', 'cancelled'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const USER_ROLES = ['user', 'admin', 'seller', 'dealer'] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** Roles an admin account may switch between. */
export const SWITCHABLE_ROLES = ['user', 'admin'] as const;
export type SwitchableRole = (typeof SWITCHABLE_ROLES)[number];

export const ENTITY_TYPES = ['individual', 'company'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const BUSINESS_TYPES = ['dealer', 'rental', 'leasing', 'fleet', 'export', 'wholesaler'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const MONTHLY_VOLUMES = ['1-10', '11-50', '51-200', '200+'] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number];

export const PRIMARY_MARKETS = [
  'Domestic Market',
  'European Union',
  'Eastern Europe',
  'Middle East',
  'Africa',
  'Asia',
  'North America',
  'South America',
] as const;
export type PrimaryMarket = (typeof PRIMARY_MARKETS)[number];

/** EU members plus the United Kingdom, as ISO 3166-1 alpha-2 codes (VAT prefixes differ for GR = EL). */
export const COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
] as const;
export type Country = (typeof COUNTRIES)[number];

export const VEHICLE_SORTS = [
  'newest',
  'ending-soon',
  'price-low',
  'price-high',
  'year-new',
  'year-old',
  'mileage-low',
  'mileage-high',
] as const;
export type VehicleSort = (typeof VEHICLE_SORTS)[number];

export const FEATURED_MAKES = [
  'Volkswagen',
  'BMW',
  'Mercedes-Benz',
  'Audi',
  'Ford',
  'Renault',
  'Peugeot',
  'Toyota',
  'Opel',
  'Skoda',
] as const;

export const PRICE_RANGES = [
  { value: '0-15000' },
  { value: '15000-30000' },
  { value: '30000-60000' },
  { value: '60000-150000' },
  { value: '150000-999999999' },
] as const;
export const YEAR_RANGES = [
  '2024-2025',
  '2020-2023',
  '2015-2019',
  '2010-2014',
  '2005-2009',
  '2000-2004',
  '1980-1999',
] as const;
export const MILEAGE_RANGES = [
  '0-20000',
  '20000-50000',
  '50000-100000',
  '100000-150000',
  '150000-200000',
  '200000-999999999',
] as const;
