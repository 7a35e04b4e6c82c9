/** A make and model people often search for on the Romanian market (spec §3). */
export interface PopularModel {
  make: string;
  model: string;
  /** How often it was searched; the list is kept in this order, most searched first. */
  searchCount: number;
}

/** How many of the popular models become search suggestions (spec §3: "the first 15"). */
export const POPULAR_SEARCH_COUNT = 15;

/**
 * The popular make/model list of spec §3 (about 31 entries). Models are written the way sellers
 * type them ("X5", not "Seria 5"), because the keyword search matches the text "make model" of a
 * listing: a suggestion that no listing contains would always find nothing.
 */
export const POPULAR_MODELS: readonly PopularModel[] = [
  { make: 'Dacia', model: 'Logan', searchCount: 18420 },
  { make: 'Volkswagen', model: 'Golf', searchCount: 16950 },
  { make: 'Dacia', model: 'Duster', searchCount: 15880 },
  { make: 'Skoda', model: 'Octavia', searchCount: 14730 },
  { make: 'Dacia', model: 'Sandero', searchCount: 13260 },
  { make: 'Volkswagen', model: 'Passat', searchCount: 12540 },
  { make: 'Ford', model: 'Focus', searchCount: 11870 },
  { make: 'BMW', model: 'X5', searchCount: 11020 },
  { make: 'Audi', model: 'A4', searchCount: 10460 },
  { make: 'Opel', model: 'Astra', searchCount: 9930 },
  { make: 'Renault', model: 'Megane', searchCount: 9410 },
  { make: 'Toyota', model: 'Corolla', searchCount: 8870 },
  { make: 'Audi', model: 'A6', searchCount: 8350 },
  { make: 'Volkswagen', model: 'Tiguan', searchCount: 7920 },
  { make: 'Renault', model: 'Clio', searchCount: 7480 },
  { make: 'Skoda', model: 'Fabia', searchCount: 7010 },
  { make: 'Hyundai', model: 'Tucson', searchCount: 6620 },
  { make: 'Nissan', model: 'Qashqai', searchCount: 6190 },
  { make: 'BMW', model: 'X3', searchCount: 5830 },
  { make: 'Kia', model: 'Sportage', searchCount: 5460 },
  { make: 'Skoda', model: 'Superb', searchCount: 5120 },
  { make: 'Ford', model: 'Kuga', searchCount: 4780 },
  { make: 'Peugeot', model: '3008', searchCount: 4410 },
  { make: 'Toyota', model: 'RAV4', searchCount: 4090 },
  { make: 'Mercedes-Benz', model: 'GLC', searchCount: 3760 },
  { make: 'Opel', model: 'Corsa', searchCount: 3450 },
  { make: 'Audi', model: 'Q5', searchCount: 3170 },
  { make: 'Volvo', model: 'XC60', searchCount: 2880 },
  { make: 'Opel', model: 'Insignia', searchCount: 2610 },
  { make: 'Dacia', model: 'Spring', searchCount: 2340 },
  { make: 'Tesla', model: 'Model 3', searchCount: 2090 },
];

/** The search suggestions: the first `count` popular models as "make model" (spec §3). */
export function buildPopularSearches(
  models: readonly PopularModel[] = POPULAR_MODELS,
  count = POPULAR_SEARCH_COUNT,
): string[] {
  return models.slice(0, Math.max(0, count)).map(({ make, model }) => `${make} ${model}`);
}
