import { describe, expect, it } from 'vitest';
import {
  LISTING_FIELD_ORDER,
  auctionEndTime,
  buildListingPayload,
  createListingDefaults,
  createListingFormSchema,
  listingMessageParams,
  normalizeVinInput,
} from './listing-form';

const now = new Date('2026-11-21T12:00:00.000Z');

describe('createListingDefaults', () => {
  it('holds the spec §3 defaults, with year and mileage empty', () => {
    expect(createListingDefaults()).toMatchObject({
      make: '',
      model: '',
      year: '',
      mileage: '',
      condition: 'good',
      transmission: 'manual',
      drivetrain: 'rwd',
      startingBid: 0,
      auctionDays: '2',
      sellerType: 'individual',
      hasDamage: false,
    });
  });

  it('names every field in the on-screen order list', () => {
    expect([...LISTING_FIELD_ORDER].sort()).toEqual(Object.keys(createListingDefaults()).sort());
  });
});

describe('the listing form schema', () => {
  it('refuses the defaults with the §5 messages for what is missing', () => {
    const result = createListingFormSchema(now).safeParse(createListingDefaults());
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['make', 'listing.makeRequired'],
      ['model', 'listing.modelRequired'],
      ['year', 'listing.yearRequired'],
      ['mileage', 'listing.mileageRequired'],
      ['vin', 'listing.vinLength'],
      ['vin', 'listing.vinCharacters'],
      ['startingBid', 'listing.startingBidMin'],
    ]);
  });

  it('gives the year range its bounds', () => {
    expect(listingMessageParams(now)).toEqual({ min: 1900, max: 2027 });
  });
});

describe('normalizeVinInput', () => {
  it('upper-cases, drops spaces and caps at 17 characters', () => {
    expect(normalizeVinInput(' wvw zzz1kz6w000001 extra')).toBe('WVWZZZ1KZ6W000001');
    expect(normalizeVinInput('abc')).toBe('ABC');
  });
});

describe('buildListingPayload', () => {
  const valid = createListingFormSchema(now).parse({
    ...createListingDefaults(),
    make: 'Dacia',
    model: 'Duster',
    year: 2026,
    mileage: 0,
    vin: 'uu1hsdadg12345678',
    startingBid: 9000,
  });

  it('leaves out empty optional fields and images, and adds the status and end time', () => {
    expect(buildListingPayload(valid, [], now)).toEqual({
      make: 'Dacia',
      model: 'Duster',
      year: 2026,
      mileage: 0,
      vin: 'UU1HSDADG12345678',
      condition: 'good',
      transmission: 'manual',
      drivetrain: 'rwd',
      startingBid: '9000.00',
      auctionDays: '2',
      hasDamage: false,
      sellerType: 'individual',
      status: 'active',
      auctionEndTime: '2026-11-23T12:00:00.000Z',
    });
  });

  it('sends the upload ids in the given order', () => {
    expect(buildListingPayload(valid, ['id-2', 'id-1'], now).images).toEqual(['id-2', 'id-1']);
  });

  it('ends a 4-day auction four days from now', () => {
    expect(auctionEndTime(now, '4')).toBe('2026-11-25T12:00:00.000Z');
  });
});
