import { describe, expect, it } from 'vitest';
import { canonicalizeSearchQuery, savedSearchInputSchema, savedSearchPatchSchema } from './saved-search.schema';

describe('canonicalizeSearchQuery', () => {
  it.each([
    ['', ''],
    ['?', ''],
    ['?page=2&sort=newest&status=active', ''],
    ['maxPrice=15000&make=Dacia', 'make=Dacia&maxPrice=15000.00'],
    ['?model=logan&q=++ab+&category=all&transmission=any&fuelType=', 'q=ab&model=logan'],
    ['status=all&sort=price-low&hasDamage=false', 'hasDamage=false&status=all&sort=price-low'],
    ['status=sold&utm_source=x&limit=50&offset=100', 'status=sold'],
    ['color=red&minYear=2015&maxYear=2020&minMileage=0', 'color=red&minYear=2015&maxYear=2020&minMileage=0'],
  ])('%j reads %j', (query, canonical) => {
    const result = canonicalizeSearchQuery(query);
    expect(result).toMatchObject({ query: canonical });
  });

  it('refuses what the search refuses, naming the field', () => {
    expect(canonicalizeSearchQuery('minYear=abc')).toEqual({ problem: 'minYear' });
    expect(canonicalizeSearchQuery('category=boat')).toEqual({ problem: 'category' });
    expect(canonicalizeSearchQuery('sort=cheapest')).toEqual({ problem: 'sort' });
  });

  it('reads its own output the same way', () => {
    const first = canonicalizeSearchQuery('maxPrice=9999.5&make=BMW&model=x5&sort=ending-soon');
    if ('problem' in first) throw new Error(first.problem);
    expect(canonicalizeSearchQuery(first.query)).toEqual(first);
  });
});

describe('saved-search input', () => {
  it('defaults the alert to daily and trims the name', () => {
    expect(savedSearchInputSchema.parse({ name: '  SUV  ', query: 'make=Dacia' })).toEqual({
      name: 'SUV',
      query: 'make=Dacia',
      alert: 'daily',
    });
  });

  it('refuses an empty patch, an unknown field or alert', () => {
    expect(savedSearchPatchSchema.safeParse({}).success).toBe(false);
    expect(savedSearchPatchSchema.safeParse({ alert: 'weekly' }).success).toBe(false);
    expect(savedSearchPatchSchema.safeParse({ alert: 'off', colour: 'red' }).success).toBe(false);
    expect(savedSearchPatchSchema.parse({ alert: 'off' })).toEqual({ alert: 'off' });
  });
});
