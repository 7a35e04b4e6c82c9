import { FEATURED_MAKES } from '@autolicit/shared';

/** The full make list of the advanced search (spec §3: about 60, featured makes first, ending with 'Other'). */
export const OTHER_MAKES = [
  'Alfa Romeo',
  'Aston Martin',
  'Bentley',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Citroën',
  'Cupra',
  'Dacia',
  'Daewoo',
  'Daihatsu',
  'Dodge',
  'DS',
  'Ferrari',
  'Fiat',
  'Genesis',
  'Honda',
  'Hummer',
  'Hyundai',
  'Infiniti',
  'Isuzu',
  'Iveco',
  'Jaguar',
  'Jeep',
  'Kia',
  'Lada',
  'Lamborghini',
  'Lancia',
  'Land Rover',
  'Lexus',
  'Lotus',
  'Maserati',
  'Mazda',
  'McLaren',
  'MG',
  'Mini',
  'Mitsubishi',
  'Nissan',
  'Polestar',
  'Porsche',
  'Rolls-Royce',
  'Saab',
  'Seat',
  'Smart',
  'SsangYong',
  'Subaru',
  'Suzuki',
  'Tesla',
  'Volvo',
] as const;

export const ALL_MAKES: readonly string[] = [...FEATURED_MAKES, ...OTHER_MAKES, 'Other'];

/**
 * A make as people read it, where its key (stored with listings, in links and saved searches, and
 * returned by the VIN decoder) is spelled without its diacritics.
 */
const MAKE_LABELS: Readonly<Record<string, string>> = { Skoda: 'Škoda' };

/** The label of a make key; any other make (one a seller typed) as it is. */
export function getMakeLabel(make: string): string {
  return MAKE_LABELS[make] ?? make;
}
export { FEATURED_MAKES };
