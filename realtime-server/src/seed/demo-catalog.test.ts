import { createListingInputSchema, FEATURED_MAKES, getYoutubeVideoId } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalog, type DemoVehicle } from './demo-catalog';

const catalog = buildDemoCatalog();
const active = catalog.filter((v) => v.outcome === 'active');
const sold = catalog.filter((v) => v.outcome === 'sold');
const ended = catalog.filter((v) => v.outcome === 'ended');

const MINUTES_PER_DAY = 24 * 60;
// A bid this close to the end would have pushed the end out (anti-sniping), so none may sit there.
const ANTI_SNIPING_MINUTES = 2;

function getDurationMinutes(vehicle: DemoVehicle): number {
  return vehicle.auctionDays * MINUTES_PER_DAY;
}

function getHighBid(vehicle: DemoVehicle): number | undefined {
  return vehicle.bids.at(-1)?.amount;
}

const CITIES = new Set([
  'București',
  'Cluj-Napoca',
  'Timișoara',
  'Iași',
  'Constanța',
  'Brașov',
  'Sibiu',
  'Oradea',
  'Craiova',
  'Galați',
  'Ploiești',
  'Arad',
  'Pitești',
  'Suceava',
]);

const WMI_BY_MAKE: Record<string, string[]> = {
  'Alfa Romeo': ['ZAR'],
  Audi: ['WAU', 'WUA', 'TRU'],
  BMW: ['WBA', 'WBS', 'WBY', '5UX'],
  Dacia: ['UU1'],
  Ford: ['WF0', 'AFA', '1FA'],
  Hyundai: ['TMA', 'KMH', 'NLH'],
  Kia: ['U5Y', 'KNA'],
  Mazda: ['JMZ'],
  'Mercedes-Benz': ['WDB', 'WDD', 'WDC', 'W1K', 'W1N'],
  Opel: ['W0L', 'W0V'],
  Peugeot: ['VF3', 'VR3'],
  Porsche: ['WP0', 'WP1'],
  Renault: ['VF1'],
  Skoda: ['TMB'],
  Tesla: ['LRW', '5YJ', 'XP7'],
  Toyota: ['AHT', 'JTD', 'JTM', 'NMT', 'SB1', 'VNK'],
  Volkswagen: ['WVW', 'WVG', 'WV1', 'WV2'],
  Volvo: ['YV1', 'YV4'],
};

const VIN_LETTER_VALUES = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

function computeVinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, char, index) => {
    const value = /\d/.test(char) ? Number(char) : Number(VIN_LETTER_VALUES[VIN_LETTER_VALUES.indexOf(char) + 1]);
    return total + value * VIN_WEIGHTS[index]!;
  }, 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

describe('buildDemoCatalog', () => {
  it('holds about sixty vehicles with unique slugs and VINs', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(55);
    expect(catalog.length).toBeLessThanOrEqual(65);
    expect(new Set(catalog.map((v) => v.key)).size).toBe(catalog.length);
    expect(new Set(catalog.map((v) => v.vin)).size).toBe(catalog.length);
    for (const v of catalog) expect(v.key, v.key).toMatch(new RegExp(`^[a-z0-9]+(-[a-z0-9]+)*-${v.year}$`));
  });

  it('returns a fresh copy on every call', () => {
    const first = buildDemoCatalog();
    first[0]!.bids.push({ bidderKey: 'bidder1', amount: 1, minutesAfterStart: 1 });
    expect(buildDemoCatalog()[0]!.bids).toEqual(catalog[0]!.bids);
  });

  it('gives every vehicle a well-formed VIN with a plausible manufacturer code', () => {
    for (const v of catalog) {
      expect(v.vin, v.key).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(WMI_BY_MAKE[v.make], v.key).toContain(v.vin.slice(0, 3));
      expect(v.vin[8], v.key).toBe(computeVinCheckDigit(v.vin));
    }
  });

  it('passes the listing form schema', () => {
    const schema = createListingInputSchema(new Date());
    for (const v of catalog) {
      const result = schema.safeParse({
        ...v,
        startingBid: String(v.startingBid),
        buyNowPrice: v.buyNowPrice === undefined ? null : String(v.buyNowPrice),
        reservePrice: v.reservePrice === undefined ? null : String(v.reservePrice),
      });
      expect(result.error?.issues, v.key).toBeUndefined();
    }
  });

  it('covers the featured makes, the common Romanian ones and every category', () => {
    const makes = new Set(catalog.map((v) => v.make));
    for (const make of [...FEATURED_MAKES, 'Dacia', 'Porsche', 'Volvo', 'Hyundai', 'Kia', 'Tesla', 'Alfa Romeo']) {
      expect(makes, make).toContain(make);
    }
    const categories = new Set(catalog.map((v) => v.category));
    for (const category of [
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
    ] as const) {
      expect(categories, category).toContain(category);
    }
    for (const model of ['Ranger Raptor', 'Hilux', 'Amarok'])
      expect(
        catalog.some((v) => v.model === model),
        model,
      ).toBe(true);
  });

  it('keeps the descriptive fields realistic', () => {
    for (const v of catalog) {
      expect(CITIES, v.key).toContain(v.location);
      expect(Number.isInteger(v.mileage) && v.mileage >= 0, v.key).toBe(true);
      expect(v.year, v.key).toBeGreaterThanOrEqual(1970);
      expect(v.photo.hue, v.key).toBeGreaterThanOrEqual(0);
      expect(v.photo.hue, v.key).toBeLessThan(360);
      expect(Number.isInteger(v.photoCount) && v.photoCount >= 0 && v.photoCount <= 5, v.key).toBe(true);
    }
    expect(catalog.filter((v) => v.photoCount === 0).length).toBeGreaterThanOrEqual(2);
  });

  it('writes 2 to 4 Romanian sentences per description, with comma-below diacritics', () => {
    for (const v of catalog) {
      const sentences = v.description.split(/(?<=[.!?])\s+/);
      expect(sentences.length, v.key).toBeGreaterThanOrEqual(2);
      expect(sentences.length, v.key).toBeLessThanOrEqual(4);
      expect(v.description, v.key).toMatch(/[ăâîșț]/i);
      // Cedilla forms are the legacy look-alikes of ș and ț; search and sorting treat them as other letters.
      expect(v.description, v.key).not.toMatch(/[şţŞŢ]/);
    }
  });

  it('mentions the damage of every damaged vehicle', () => {
    const damaged = catalog.filter((v) => v.hasDamage);
    expect(damaged.length).toBeGreaterThanOrEqual(3);
    for (const v of damaged) expect(v.description, v.key).toMatch(/lovitur|zgârie|avari|grindin|rugin/i);
  });

  it('prices in whole euros with buy-now and reserve above the starting bid', () => {
    for (const v of catalog) {
      expect(Number.isSafeInteger(v.startingBid) && v.startingBid >= 1, v.key).toBe(true);
      if (v.buyNowPrice !== undefined) {
        expect(Number.isSafeInteger(v.buyNowPrice), v.key).toBe(true);
        expect(v.buyNowPrice, v.key).toBeGreaterThan(v.startingBid);
        for (const bid of v.bids) expect(v.buyNowPrice, v.key).toBeGreaterThan(bid.amount);
      }
      if (v.reservePrice !== undefined) {
        expect(Number.isSafeInteger(v.reservePrice), v.key).toBe(true);
        expect(v.reservePrice, v.key).toBeGreaterThan(v.startingBid);
      }
    }
  });

  it('spreads prices across the browse filter ranges', () => {
    expect(catalog.some((v) => v.startingBid > 150_000)).toBe(true);
    expect(catalog.filter((v) => v.startingBid < 15_000).length).toBeGreaterThanOrEqual(15);
    const logan = catalog.find((v) => v.key === 'dacia-logan-2015')!;
    expect(logan.startingBid).toBeGreaterThanOrEqual(3_000);
    expect(logan.startingBid).toBeLessThanOrEqual(6_000);
  });

  it('ties company fields to business sellers', () => {
    for (const v of catalog) {
      const isBusiness = v.sellerType === 'business';
      expect(v.companyName !== undefined, v.key).toBe(isBusiness);
      expect(v.companyCui !== undefined, v.key).toBe(isBusiness);
      if (isBusiness) expect(v.companyCui, v.key).toMatch(/^RO\d{2,10}$/);
      if (v.sellerKey === 'dealer') expect(v.sellerType, v.key).toBe('business');
    }
    const sellers = catalog.map((v) => v.sellerKey);
    expect(sellers.filter((s) => s === 'seller').length).toBeGreaterThan(sellers.filter((s) => s === 'user').length);
    expect(sellers.filter((s) => s === 'dealer').length).toBeGreaterThanOrEqual(10);
    expect(sellers.filter((s) => s === 'user').length).toBeGreaterThanOrEqual(2);
  });

  it('links a few YouTube videos', () => {
    const withVideo = catalog.filter((v) => v.youtubeUrl !== undefined);
    expect(withVideo.length).toBeGreaterThanOrEqual(2);
    for (const v of withVideo) {
      expect(v.youtubeUrl, v.key).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
      expect(getYoutubeVideoId(v.youtubeUrl!), v.key).not.toBeNull();
    }
  });

  it('orders bids chronologically with strictly increasing amounts and 100 € steps', () => {
    for (const v of catalog) {
      let previousAmount = v.startingBid;
      let previousMinute = 0;
      let previousBidder: string = v.sellerKey;
      expect(v.bids.length, v.key).toBeLessThanOrEqual(12);
      for (const bid of v.bids) {
        expect(bid.amount % 50, v.key).toBe(0);
        expect(bid.amount, v.key).toBeGreaterThanOrEqual(previousAmount + 100);
        expect(Number.isInteger(bid.minutesAfterStart), v.key).toBe(true);
        expect(bid.minutesAfterStart, v.key).toBeGreaterThan(previousMinute);
        expect(bid.minutesAfterStart, v.key).toBeLessThanOrEqual(getDurationMinutes(v) - ANTI_SNIPING_MINUTES);
        expect(bid.bidderKey, v.key).not.toBe(v.sellerKey);
        expect(bid.bidderKey, `${v.key} outbids itself`).not.toBe(previousBidder);
        previousAmount = bid.amount;
        previousMinute = bid.minutesAfterStart;
        previousBidder = bid.bidderKey;
      }
    }
  });

  it('splits outcomes roughly 44 active, 10 sold, 6 ended', () => {
    expect(active.length).toBeGreaterThanOrEqual(40);
    expect(active.length).toBeLessThanOrEqual(48);
    expect(sold.length).toBeGreaterThanOrEqual(8);
    expect(sold.length).toBeLessThanOrEqual(12);
    expect(ended.length).toBeGreaterThanOrEqual(4);
    expect(ended.length).toBeLessThanOrEqual(8);
  });

  it('keeps active auctions open, already started, with every bid in the past', () => {
    for (const v of active) {
      expect(v.endOffsetMinutes, v.key).toBeGreaterThan(0);
      const elapsed = getDurationMinutes(v) - v.endOffsetMinutes;
      expect(elapsed, v.key).toBeGreaterThan(0);
      for (const bid of v.bids) expect(bid.minutesAfterStart, v.key).toBeLessThan(elapsed);
    }
    expect(Math.max(...active.map((v) => v.endOffsetMinutes))).toBeGreaterThan(3 * MINUTES_PER_DAY);
  });

  it('has exactly four auctions ending in 3–15 minutes and two more within 90 minutes', () => {
    expect(active.filter((v) => v.endOffsetMinutes >= 3 && v.endOffsetMinutes <= 15)).toHaveLength(4);
    expect(active.filter((v) => v.endOffsetMinutes > 15 && v.endOffsetMinutes <= 90)).toHaveLength(2);
    expect(active.filter((v) => v.endOffsetMinutes < 3)).toHaveLength(0);
  });

  it('mixes active auctions without bids, with reserve met and with reserve not met', () => {
    const withBids = active.filter((v) => v.bids.length > 0);
    expect(active.length - withBids.length).toBeGreaterThanOrEqual(8);
    expect(withBids.length).toBeGreaterThanOrEqual(15);
    const withReserve = withBids.filter((v) => v.reservePrice !== undefined);
    expect(withReserve.some((v) => getHighBid(v)! >= v.reservePrice!)).toBe(true);
    expect(withReserve.some((v) => getHighBid(v)! < v.reservePrice!)).toBe(true);
    expect(withBids.some((v) => v.bids.some((b) => b.bidderKey === 'user'))).toBe(true);
  });

  it('closes sold auctions with a bid that meets the reserve', () => {
    for (const v of sold) {
      expect(v.endOffsetMinutes, v.key).toBeLessThan(0);
      expect(v.bids.length, v.key).toBeGreaterThan(0);
      if (v.reservePrice !== undefined) expect(getHighBid(v)!, v.key).toBeGreaterThanOrEqual(v.reservePrice);
    }
    expect(sold.some((v) => getHighBid(v) !== undefined && v.bids.at(-1)!.bidderKey === 'user')).toBe(true);
  });

  it('closes ended auctions with no bid or with the reserve not met', () => {
    for (const v of ended) {
      expect(v.endOffsetMinutes, v.key).toBeLessThan(0);
      if (v.bids.length > 0) {
        expect(v.reservePrice, v.key).toBeDefined();
        expect(getHighBid(v)!, v.key).toBeLessThan(v.reservePrice!);
      }
    }
    expect(ended.some((v) => v.bids.length === 0)).toBe(true);
    expect(ended.some((v) => v.bids.length > 0)).toBe(true);
  });
});
