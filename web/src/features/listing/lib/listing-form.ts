import type { RarCertificateFields } from '../../../lib/rar-certificate-api';
import {
  type AuctionDays,
  type CreateListingInput,
  DEFAULT_AUCTION_DAYS,
  type CreateListingRequest,
  MIN_VEHICLE_YEAR,
  VIN_LENGTH,
  createListingInputSchema,
  getMaxVehicleYear,
} from '@autolicit/shared';

/**
 * What the form holds: the shared listing schema's input. `images` stays unset (the photos live in
 * their own list and are added at submit time). Number inputs hold '' while empty.
 */
export type ListingFormValues = CreateListingRequest;
export type ListingFormField = Exclude<keyof ListingFormValues, 'images'>;

/** The fields in on-screen order; the "Validation Error" toast names the topmost problem. */
export const LISTING_FIELD_ORDER = [
  'make',
  'model',
  'year',
  'mileage',
  'vin',
  'condition',
  'category',
  'transmission',
  'drivetrain',
  'fuelType',
  'color',
  'location',
  'hasDamage',
  'description',
  'startingBid',
  'buyNowPrice',
  'reservePrice',
  'auctionDays',
  'youtubeUrl',
  'sellerType',
  'companyName',
  'companyCui',
] as const satisfies readonly ListingFormField[];

/** The form's validation is the server's own schema, so both refuse exactly the same listings. */
export function createListingFormSchema(now: Date) {
  return createListingInputSchema(now);
}

/**
 * Spec §3 form defaults. Year and mileage start empty and are required: a prefilled 0 km and this
 * year were published unnoticed, as a new car.
 */
export function createListingDefaults(): ListingFormValues {
  return {
    make: '',
    model: '',
    year: '',
    mileage: '',
    vin: '',
    condition: 'good',
    category: '',
    transmission: 'manual',
    drivetrain: 'rwd',
    fuelType: '',
    color: '',
    location: '',
    hasDamage: false,
    description: '',
    startingBid: 0,
    buyNowPrice: '',
    reservePrice: '',
    auctionDays: DEFAULT_AUCTION_DAYS,
    youtubeUrl: '',
    sellerType: 'individual',
    companyName: '',
    companyCui: '',
  };
}

/** Spaces are dropped and letters upper-cased as typed; a pasted longer text is cut at 17 like a typed one. */
export function normalizeVinInput(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase().slice(0, VIN_LENGTH);
}

/** Interpolation values of the listing messages that have some ({{min}}/{{max}} of the year range). */
export function listingMessageParams(now: Date): Record<string, number> {
  return { min: MIN_VEHICLE_YEAR, max: getMaxVehicleYear(now) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function auctionEndTime(now: Date, days: AuctionDays): string {
  return new Date(now.getTime() + Number(days) * DAY_MS).toISOString();
}

export type ListingPayload = Partial<Omit<CreateListingInput, 'images'>> & {
  images?: string[];
  rarCertificate?: RarCertificateFields;
  status: 'active';
  auctionEndTime: string;
};

/**
 * The POST /api/vehicles body of spec §3 from the validated form: optional fields left empty are
 * left out, `images` (upload ids, cover first) only when there are photos, and the status and end
 * time the spec lists. The server sets those two itself; they are sent for the record only.
 */
export function buildListingPayload(listing: CreateListingInput, images: readonly string[], now: Date): ListingPayload {
  const { images: _ignored, ...fields } = listing;
  const present = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== null && value !== undefined),
  );
  return {
    ...(present as Partial<Omit<CreateListingInput, 'images'>>),
    ...(images.length > 0 ? { images: [...images] } : {}),
    status: 'active',
    auctionEndTime: auctionEndTime(now, listing.auctionDays),
  };
}
