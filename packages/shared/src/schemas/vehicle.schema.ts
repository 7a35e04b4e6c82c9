import { z } from 'zod';
import { AUCTION_DAY_CHOICES, MAX_PHOTOS_PER_LISTING, MIN_VEHICLE_YEAR, VIN_LENGTH } from '../constants';
import { isMoneyString, toCents } from '../money';
import {
  COLORS,
  DRIVETRAINS,
  FUEL_TYPES,
  SELLER_TYPES,
  TRANSMISSIONS,
  VEHICLE_CATEGORIES,
  VEHICLE_CONDITIONS,
} from '../options';
import {
  enumField,
  moneyInput,
  requiredIntegerInput,
  msg,
  optionalEnum,
  optionalMoneyInput,
  optionalText,
  textField,
} from './common.schema';
import { isValidCui } from './cui';
import { findIllegalVinCharacters, formatVinCharacterList } from '../rules/vin-characters';
import { getYoutubeVideoId } from '../rules/youtube-video';

/** A photo in the listing payload: a base64 data URL (spec §3) or the id of a photo sent to POST /api/uploads. */
export const listingPhotoSchema = z.union(
  [z.string().regex(/^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i), z.uuid()],
  msg('listing.imageInvalid'),
);

export function getMaxVehicleYear(now: Date): number {
  return now.getUTCFullYear() + 1;
}

/**
 * The listing payload of spec §3 with every rule of §5. The year bound depends on the current
 * date, so the schema is built for a given `now`. Fields the server owns (status, auctionEndTime,
 * sellerId, currentBid …) are stripped.
 */
export function createListingInputSchema(now: Date) {
  const maxYear = getMaxVehicleYear(now);
  const yearParams = { min: MIN_VEHICLE_YEAR, max: maxYear };
  return z
    .object({
      make: textField('listing.makeRequired', 1, 60, 'listing.makeTooLong'),
      model: textField('listing.modelRequired', 1, 60, 'listing.modelTooLong'),
      year: requiredIntegerInput('listing.yearRequired', 'listing.yearRange').refine(
        (y) => y >= MIN_VEHICLE_YEAR && y <= maxYear,
        {
          error: 'listing.yearRange',
          params: yearParams,
        },
      ),
      mileage: requiredIntegerInput('listing.mileageRequired', 'listing.mileageMin').refine(
        (m) => m >= 0 && m <= 9_999_999,
        msg('listing.mileageMin'),
      ),
      vin: z
        .string(msg('listing.vinLength'))
        .trim()
        .toUpperCase()
        // Named first: a seller who typed an O for a 0 learns which character to change.
        .superRefine((vin, ctx) => {
          const characters = findIllegalVinCharacters(vin);
          if (characters) {
            ctx.addIssue({
              code: 'custom',
              message: 'listing.vinIllegalCharacters',
              params: { characters: formatVinCharacterList(characters) },
            });
          }
        })
        .length(VIN_LENGTH, msg('listing.vinLength'))
        .regex(/^[A-HJ-NPR-Z0-9]{17}$/, msg('listing.vinCharacters')),
      condition: enumField(VEHICLE_CONDITIONS, 'listing.conditionInvalid'),
      description: optionalText(5000, 'listing.descriptionTooLong'),
      location: optionalText(100, 'listing.locationTooLong'),
      category: optionalEnum(VEHICLE_CATEGORIES, 'listing.categoryInvalid'),
      transmission: optionalEnum(TRANSMISSIONS, 'listing.transmissionInvalid'),
      drivetrain: optionalEnum(DRIVETRAINS, 'listing.drivetrainInvalid'),
      fuelType: optionalEnum(FUEL_TYPES, 'listing.fuelTypeInvalid'),
      color: optionalEnum(COLORS, 'listing.colorInvalid'),
      // zod 4 still runs refinements after a failed union branch, so each check re-tests the pattern.
      startingBid: moneyInput('listing.startingBidMin').refine(
        (v) => isMoneyString(v) && toCents(v) >= 100n,
        msg('listing.startingBidMin'),
      ),
      buyNowPrice: optionalMoneyInput('listing.buyNowAboveStart'),
      reservePrice: optionalMoneyInput('listing.reserveAboveStart'),
      auctionDays: z.union(
        [
          z.enum(AUCTION_DAY_CHOICES),
          z.literal(2).transform(() => '2' as const),
          z.literal(4).transform(() => '4' as const),
        ],
        msg('listing.auctionDaysRequired'),
      ),
      youtubeUrl: z
        .string(msg('listing.youtubeInvalid'))
        .trim()
        .refine((url) => url === '' || getYoutubeVideoId(url) !== null, msg('listing.youtubeInvalid'))
        .nullish()
        .transform((url) => (url ? url : null)),
      hasDamage: z.boolean(msg('validation.invalidField')).default(false),
      sellerType: enumField(SELLER_TYPES, 'listing.sellerTypeInvalid').default('individual'),
      companyName: z
        .string(msg('listing.companyNameRequired'))
        .trim()
        .max(200, msg('listing.companyNameRequired'))
        .nullish(),
      companyCui: z
        .string(msg('listing.companyCuiRequired'))
        .trim()
        .max(20, msg('listing.companyCuiRequired'))
        .nullish(),
      images: z
        .array(listingPhotoSchema, msg('listing.imageInvalid'))
        .max(MAX_PHOTOS_PER_LISTING, msg('listing.tooManyImages'))
        .default([]),
    })
    .superRefine((listing, ctx) => {
      if (!isMoneyString(String(listing.startingBid))) return;
      const start = toCents(listing.startingBid);
      if (
        listing.buyNowPrice !== null &&
        isMoneyString(String(listing.buyNowPrice)) &&
        toCents(listing.buyNowPrice) <= start
      ) {
        ctx.addIssue({ code: 'custom', path: ['buyNowPrice'], message: 'listing.buyNowAboveStart' });
      }
      if (
        listing.reservePrice !== null &&
        isMoneyString(String(listing.reservePrice)) &&
        toCents(listing.reservePrice) <= start
      ) {
        ctx.addIssue({ code: 'custom', path: ['reservePrice'], message: 'listing.reserveAboveStart' });
      }
      if (listing.sellerType === 'business') {
        if (!listing.companyName)
          ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'listing.companyNameRequired' });
        if (!listing.companyCui)
          ctx.addIssue({ code: 'custom', path: ['companyCui'], message: 'listing.companyCuiRequired' });
        else if (!isValidCui(listing.companyCui))
          ctx.addIssue({ code: 'custom', path: ['companyCui'], message: 'cui.invalid' });
      }
    })
    .transform((listing) => ({
      ...listing,
      // Company data belongs to business listings only; an individual's stray values are dropped.
      companyName: listing.sellerType === 'business' ? listing.companyName! : null,
      companyCui: listing.sellerType === 'business' ? listing.companyCui!.toUpperCase() : null,
    }));
}

export type ListingInputSchema = ReturnType<typeof createListingInputSchema>;
export type CreateListingInput = z.output<ListingInputSchema>;
export type CreateListingRequest = z.input<ListingInputSchema>;

/** POST /api/vehicles/:id/cancel: the reason is shown to the bidders and watchers who are told. */
export const cancelAuctionInputSchema = z.object({
  reason: z
    .string(msg('vehicle.cancelReasonLength'))
    .trim()
    .min(3, msg('vehicle.cancelReasonLength'))
    .max(500, msg('vehicle.cancelReasonLength')),
});
export type CancelAuctionInput = z.output<typeof cancelAuctionInputSchema>;

/**
 * POST /api/vehicles/:id/relist: a new auction of an ended, unsold vehicle, 2 or 4 days, optionally
 * with a new starting bid and reserve (each omitted one is kept; `reservePrice: null` drops it).
 */
export const relistInputSchema = z.object({
  auctionDays: z.union(
    [
      z.enum(AUCTION_DAY_CHOICES),
      z.literal(2).transform(() => '2' as const),
      z.literal(4).transform(() => '4' as const),
    ],
    msg('listing.auctionDaysRequired'),
  ),
  startingBid: moneyInput('listing.startingBidMin')
    .refine((v) => isMoneyString(v) && toCents(v) >= 100n, msg('listing.startingBidMin'))
    .optional(),
  // Absent: keep the reserve; null or "": no reserve. Checked against the starting bid by the server.
  reservePrice: optionalMoneyInput('listing.reserveAboveStart').optional(),
});
export type RelistInput = z.output<typeof relistInputSchema>;
