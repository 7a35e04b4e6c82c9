import { describe, expect, it } from 'vitest';
import { FEATURED_MAKES } from './options';
import { POPULAR_MODELS, POPULAR_SEARCH_COUNT, buildPopularSearches } from './popular-models';

describe('popular make/model list', () => {
  it('has about 31 distinct entries, most searched first', () => {
    expect(POPULAR_MODELS).toHaveLength(31);
    const keys = POPULAR_MODELS.map(({ make, model }) => `${make}|${model}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (let index = 1; index < POPULAR_MODELS.length; index += 1) {
      expect(POPULAR_MODELS[index]!.searchCount).toBeLessThan(POPULAR_MODELS[index - 1]!.searchCount);
    }
    for (const { make, model, searchCount } of POPULAR_MODELS) {
      expect(make.trim()).toBe(make);
      expect(model.trim()).toBe(model);
      expect(Number.isInteger(searchCount) && searchCount > 0).toBe(true);
    }
  });

  it('uses the make names of the make lists, so a suggestion and a make filter agree', () => {
    const featured: readonly string[] = FEATURED_MAKES;
    expect(POPULAR_MODELS.filter(({ make }) => featured.includes(make)).length).toBeGreaterThan(15);
    expect(POPULAR_MODELS.some(({ make }) => make === 'Mercedes-Benz')).toBe(true);
  });
});

describe('buildPopularSearches', () => {
  it('combines the first 15 entries into "make model" strings, in order', () => {
    const searches = buildPopularSearches();
    expect(POPULAR_SEARCH_COUNT).toBe(15);
    expect(searches).toHaveLength(15);
    expect(searches.slice(0, 3)).toEqual(['Dacia Logan', 'Volkswagen Golf', 'Dacia Duster']);
    expect(searches).toEqual(POPULAR_MODELS.slice(0, 15).map((entry) => `${entry.make} ${entry.model}`));
    expect(searches).not.toContain(`${POPULAR_MODELS[15]!.make} ${POPULAR_MODELS[15]!.model}`);
  });

  it('takes the given list and count, never more than the list has', () => {
    const models = [
      { make: 'Dacia', model: 'Logan', searchCount: 3 },
      { make: 'BMW', model: 'X5', searchCount: 2 },
    ];
    expect(buildPopularSearches(models, 1)).toEqual(['Dacia Logan']);
    expect(buildPopularSearches(models, 15)).toEqual(['Dacia Logan', 'BMW X5']);
    expect(buildPopularSearches(models, 0)).toEqual([]);
    expect(buildPopularSearches(models, -2)).toEqual([]);
  });
});
