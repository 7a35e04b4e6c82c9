import { describe, expect, it } from 'vitest';
import { getYoutubeVideoId } from '../rules/youtube-video';
import { createListingInputSchema } from './vehicle.schema';

const now = new Date('2026-11-21T12:00:00Z');
const valid = {
  make: 'Dacia',
  model: 'Duster',
  year: 2020,
  mileage: 50_000,
  vin: 'UU1HSDADG12345678',
  condition: 'good',
  startingBid: '9000',
  auctionDays: '2',
};
const garbage = [undefined, null, '', 'abc', -1, 1e21, '1e3', {}, [], true, 'NaN', '١٢'];

describe('listing schema', () => {
  it('accepts the spec payload and applies the form defaults', () => {
    const parsed = createListingInputSchema(now).parse({
      ...valid,
      status: 'sold',
      auctionEndTime: 'x',
      sellerId: 'y',
    });
    expect(parsed).toMatchObject({
      startingBid: '9000.00',
      hasDamage: false,
      sellerType: 'individual',
      images: [],
      buyNowPrice: null,
    });
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('sellerId');
  });

  it('bounds the year by next calendar year of the given date', () => {
    const schema = createListingInputSchema(now);
    expect(schema.safeParse({ ...valid, year: 2027 }).success).toBe(true);
    expect(schema.safeParse({ ...valid, year: 2028 }).success).toBe(false);
  });

  // zod keeps running refinements after a failed check; none of them may throw on odd input.
  it.each(
    Object.keys({ ...valid, buyNowPrice: 0, reservePrice: 0, sellerType: 0, companyName: 0, images: 0, youtubeUrl: 0 }),
  )('reports garbage in %s as an issue, never a crash', (field) => {
    for (const value of garbage) {
      const result = createListingInputSchema(now).safeParse({ ...valid, [field]: value });
      if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
    }
  });

  it('reads YouTube video ids from the usual link shapes only', () => {
    expect(getYoutubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(getYoutubeVideoId('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe('dQw4w9WgXcQ');
    expect(getYoutubeVideoId('https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(getYoutubeVideoId('javascript:alert(1)')).toBeNull();
  });
});
