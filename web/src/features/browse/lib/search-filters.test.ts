import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  activeFilterKeys,
  customRange,
  isInvalidIntegerInput,
  pageToClampTo,
  parseBrowseSearchParams,
  parseIntegerInput,
  parseRange,
  rangeValue,
  selectedRange,
  toBrowseSearchParams,
  toVehicleQuery,
  totalPages,
  withFilters,
  withPage,
  withRange,
  withoutFilter,
} from './search-filters';

const parse = (query: string) => parseBrowseSearchParams(new URLSearchParams(query));

describe('parseBrowseSearchParams', () => {
  it('gives the defaults for an empty URL: sort newest, page 1, no filter', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(parse('').sort).toBe('newest');
    expect(parse('').page).toBe(1);
  });

  it('reads every query-driven filter', () => {
    const filters = parse(
      'q=golf&make=BMW&model=X5&category=suv&condition=good&transmission=automatic&fuelType=diesel&drivetrain=awd&color=black' +
        '&minPrice=15000&maxPrice=30000&minYear=2015&maxYear=2019&minMileage=0&maxMileage=20000&hasDamage=false&hasRarCertificate=true&sort=price-low&page=3',
    );
    expect(filters).toEqual({
      q: 'golf',
      make: 'BMW',
      model: 'X5',
      category: 'suv',
      condition: 'good',
      transmission: 'automatic',
      fuelType: 'diesel',
      drivetrain: 'awd',
      color: 'black',
      minPrice: 15000,
      maxPrice: 30000,
      minYear: 2015,
      maxYear: 2019,
      minMileage: 0,
      maxMileage: 20000,
      hasDamage: false,
      hasRarCertificate: true,
      sort: 'price-low',
      page: 3,
    });
  });

  it("treats 'all', 'any' and '' as no filter and drops values the API would refuse", () => {
    const filters = parse(
      'make=all&category=any&condition=mint&fuelType=steam&minPrice=abc&maxYear=-3&sort=cheapest&hasDamage=maybe&hasRarCertificate=1',
    );
    expect(filters).toEqual(EMPTY_FILTERS);
  });

  it("keeps the advanced search's very-good condition and mpv body, which the API accepts", () => {
    expect(parse('condition=very-good&category=mpv')).toMatchObject({ condition: 'very-good', category: 'mpv' });
  });

  it('never gives a page below 1', () => {
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-4').page).toBe(1);
    expect(parse('page=x').page).toBe(1);
  });
});

describe('toBrowseSearchParams', () => {
  it('leaves defaults and empty values out', () => {
    expect(toBrowseSearchParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const query = 'q=golf&make=BMW&category=suv&minPrice=0&maxPrice=15000&hasDamage=false&sort=ending-soon&page=2';
    const filters = parse(query);
    expect(parse(toBrowseSearchParams(filters).toString())).toEqual(filters);
    expect(toBrowseSearchParams(filters).get('page')).toBe('2');
    expect(toBrowseSearchParams({ ...filters, sort: 'newest', page: 1 }).has('sort')).toBe(false);
  });
});

describe('filter changes and paging', () => {
  it('returns to page 1 when any filter changes', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(withFilters(onPage3, { make: 'Audi' })).toMatchObject({ make: 'Audi', page: 1 });
    expect(withFilters(onPage3, { sort: 'year-new' }).page).toBe(1);
    expect(withRange(onPage3, 'price', '15000-30000')).toMatchObject({ minPrice: 15000, maxPrice: 30000, page: 1 });
    expect(withoutFilter({ ...onPage3, color: 'red' }, 'color')).toMatchObject({ color: '', page: 1 });
  });

  it('never pages below 1', () => {
    expect(withPage(EMPTY_FILTERS, 0).page).toBe(1);
    expect(withPage(EMPTY_FILTERS, -2).page).toBe(1);
    expect(withPage(EMPTY_FILTERS, 4).page).toBe(4);
  });

  it('counts pages from the total', () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(41, 20)).toBe(3);
  });

  it('moves an empty page past the end to the last page, and nothing else', () => {
    expect(pageToClampTo(99, 0, 40, 12)).toBe(4);
    expect(pageToClampTo(5, 0, 40, 12)).toBe(4);
    expect(pageToClampTo(3, 0, 0, 12)).toBe(1);
    expect(pageToClampTo(4, 4, 40, 12)).toBeNull();
    expect(pageToClampTo(1, 0, 0, 12)).toBeNull();
    // Without a total (the header missing) a page that has vehicles is never moved.
    expect(pageToClampTo(2, 12, 12, 12)).toBeNull();
  });
});

describe('range options', () => {
  it("splits 'min-max' text into numbers", () => {
    expect(parseRange('15000-30000')).toEqual({ min: 15000, max: 30000 });
    expect(parseRange('150000-999999999')).toEqual({ min: 150000, max: 999999999 });
    expect(parseRange('1980-1999')).toEqual({ min: 1980, max: 1999 });
    expect(parseRange('all')).toEqual({ min: null, max: null });
    expect(parseRange('')).toEqual({ min: null, max: null });
  });

  it('maps bounds back to the selected option', () => {
    expect(rangeValue(null, null)).toBe('');
    expect(selectedRange(withRange(EMPTY_FILTERS, 'price', '0-15000'), 'price')).toBe('0-15000');
    expect(selectedRange(withRange(EMPTY_FILTERS, 'price', '150000-999999999'), 'price')).toBe('150000-999999999');
    expect(selectedRange(withRange(EMPTY_FILTERS, 'mileage', '200000-999999999'), 'mileage')).toBe('200000-999999999');
    expect(selectedRange(withRange(EMPTY_FILTERS, 'year', '2024-2025'), 'year')).toBe('2024-2025');
    // Bounds that match no option keep their own value (shown as an extra option), never 'any'.
    expect(selectedRange({ ...EMPTY_FILTERS, minPrice: 12000, maxPrice: 18000 }, 'price')).toBe('12000-18000');
    expect(selectedRange({ ...EMPTY_FILTERS, minPrice: 1234 }, 'price')).toBe('1234-999999999');
    expect(selectedRange(EMPTY_FILTERS, 'price')).toBe('');
  });

  it('tells custom bounds from the preset options', () => {
    expect(customRange({ ...EMPTY_FILTERS, minPrice: 12000, maxPrice: 18000 }, 'price')).toEqual({
      min: 12000,
      max: 18000,
    });
    expect(customRange({ ...EMPTY_FILTERS, maxMileage: 60000 }, 'mileage')).toEqual({ min: null, max: 60000 });
    expect(customRange(withRange(EMPTY_FILTERS, 'price', '15000-30000'), 'price')).toBeNull();
    expect(customRange({ ...EMPTY_FILTERS, maxPrice: 15000 }, 'price')).toBeNull();
    expect(customRange(EMPTY_FILTERS, 'year')).toBeNull();
  });
});

describe('toVehicleQuery', () => {
  it('asks for active vehicles, the page as limit/offset and the sort', () => {
    expect(toVehicleQuery(EMPTY_FILTERS, 12)).toEqual({ status: 'active', sort: 'newest', limit: 12, offset: 0 });
    expect(toVehicleQuery({ ...EMPTY_FILTERS, page: 3 }, 20)).toMatchObject({ limit: 20, offset: 40 });
  });

  it('sends the set filters only, hasDamage as text', () => {
    const query = toVehicleQuery(
      { ...EMPTY_FILTERS, make: ' BMW ', minYear: 2015, maxMileage: 0, hasDamage: false },
      12,
    );
    expect(query).toEqual({
      make: 'BMW',
      minYear: 2015,
      maxMileage: 0,
      hasDamage: 'false',
      status: 'active',
      sort: 'newest',
      limit: 12,
      offset: 0,
    });
  });
});

describe('inputs and chips', () => {
  it('parses integers; empty or invalid means no bound', () => {
    expect(parseIntegerInput('2015')).toBe(2015);
    expect(parseIntegerInput(' 15.000 ')).toBe(15000);
    expect(parseIntegerInput('15 000')).toBe(15000);
    expect(parseIntegerInput('')).toBeNull();
    expect(parseIntegerInput('1.5')).toBeNull();
    expect(parseIntegerInput('-5')).toBeNull();
    expect(parseIntegerInput(null)).toBeNull();
  });

  it('calls typed text that is no whole number invalid; empty is no bound, not an error', () => {
    for (const text of ['40000abc', '12.5', '2015.5', 'abc', '-5', '1,5'])
      expect(isInvalidIntegerInput(text)).toBe(true);
    for (const text of ['', '   ', '40000', '15.000', '15 000', null]) expect(isInvalidIntegerInput(text)).toBe(false);
  });

  it('lists the active filters as chips, a range as one chip', () => {
    const filters = {
      ...EMPTY_FILTERS,
      make: 'Audi',
      minPrice: 1000,
      maxYear: 2020,
      fuelType: 'diesel',
      hasDamage: false,
    };
    expect(activeFilterKeys(filters)).toEqual(['make', 'price', 'year', 'fuelType', 'hasDamage']);
    expect(activeFilterKeys(withoutFilter(filters, 'price'))).toEqual(['make', 'year', 'fuelType', 'hasDamage']);
    expect(withoutFilter(filters, 'year')).toMatchObject({ minYear: null, maxYear: null });
    expect(activeFilterKeys(EMPTY_FILTERS)).toEqual([]);
  });
});
