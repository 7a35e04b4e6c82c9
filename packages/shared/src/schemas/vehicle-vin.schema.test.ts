import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/translate-message';
import { createListingInputSchema } from './vehicle.schema';

const schema = createListingInputSchema(new Date('2026-11-21T12:00:00Z'));
const listing = (vin: string) => ({
  make: 'Dacia',
  model: 'Duster',
  year: 2020,
  mileage: 50_000,
  vin,
  condition: 'good',
  startingBid: '9000',
  auctionDays: '2',
});

function getVinIssue(vin: string) {
  const result = schema.safeParse(listing(vin));
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === 'vin');
}

describe('listing schema VIN', () => {
  it('refuses I, O and Q and names the ones found, in both languages', () => {
    const issue = getVinIssue('uu1hsdadg1234567o');
    expect(issue?.message).toBe('listing.vinIllegalCharacters');
    const params = (issue as { params?: Record<string, string> }).params!;
    expect(params).toEqual({ characters: 'O' });
    expect(getVinIssue('UU1HSDIDG12Q4567O')).toMatchObject({ params: { characters: 'I, Q, O' } });
    expect(translateMessage('listing.vinIllegalCharacters', 'ro', { characters: 'I, Q, O' })).toBe(
      'Seria de șasiu (VIN) nu conține I, O sau Q (găsite: I, Q, O)',
    );
    expect(translateMessage('listing.vinIllegalCharacters', 'en', params)).toBe(
      'VIN never contains I, O or Q (found: O)',
    );
  });

  it('names the characters before the length, and keeps the other checks', () => {
    expect(getVinIssue('UU1HSDADGO')?.message).toBe('listing.vinIllegalCharacters');
    expect(getVinIssue('UU1HSDADG1234')?.message).toBe('listing.vinLength');
    expect(getVinIssue('UU1HSDADG1234567-')?.message).toBe('listing.vinCharacters');
    expect(getVinIssue(' uu1hsdadg12345678 ')).toBeNull();
  });
});
