import { describe, expect, it } from 'vitest';
import { vehicleListQuerySchema } from './vehicle-query.schema';

const parse = (query: Record<string, string>) => vehicleListQuerySchema.safeParse(query);
const issueParams = (query: Record<string, string>) => {
  const result = parse(query);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('GET /api/vehicles query: the advanced search lists', () => {
  it("accepts every 'Caroserie' and 'Stare' value of the advanced search, mpv and very-good included", () => {
    for (const category of ['sedan', 'suv', 'hatchback', 'wagon', 'coupe', 'convertible', 'mpv', 'truck']) {
      expect(parse({ category }).data?.category).toBe(category);
    }
    for (const condition of ['excellent', 'very-good', 'good', 'fair', 'poor']) {
      expect(parse({ condition }).data?.condition).toBe(condition);
    }
  });

  it("still refuses a category or condition no list offers, and reads 'all' as no filter", () => {
    expect(issueParams({ category: 'minivan' })).toEqual([{ path: 'category', message: 'query.invalid' }]);
    expect(issueParams({ condition: 'mint' })).toEqual([{ path: 'condition', message: 'query.invalid' }]);
    expect(parse({ category: 'all', condition: 'all' }).data).toMatchObject({
      category: undefined,
      condition: undefined,
    });
  });
});

describe('GET /api/vehicles query: numeric bounds', () => {
  it('refuses a year or mileage bound that is not a whole number instead of ignoring it', () => {
    expect(issueParams({ minYear: '2015.5' })).toEqual([{ path: 'minYear', message: 'query.invalid' }]);
    expect(issueParams({ maxMileage: '40000abc' })).toEqual([{ path: 'maxMileage', message: 'query.invalid' }]);
  });

  it('refuses a price bound with text in it; a price may carry cents like the prices it is compared with', () => {
    expect(issueParams({ maxPrice: '40000abc' })).toEqual([{ path: 'maxPrice', message: 'query.invalid' }]);
    expect(parse({ minPrice: '12000', maxPrice: '18000.50' }).data).toMatchObject({
      minPrice: '12000.00',
      maxPrice: '18000.50',
    });
  });
});
