import { randomUUID } from 'node:crypto';
import {
  CATEGORY_FILTERS,
  COLORS,
  CONDITION_FILTERS,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  canonicalizeSearchQuery,
} from '@autolicit/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client';
import { insertRarCertificate } from './rar-certificate.repository';
import { insertSavedSearchWithinLimit, listSavedSearches, recordSavedSearchMatches } from './saved-search.repository';
import { insertUser } from './user.repository';
import { toVehicleFilterOperands } from './vehicle-filter';
import { insertVehicle, listVehicles } from './vehicle.repository';

const MAKES = ['Dacia', 'BMW', 'Škoda', 'Au%di', 'Mer_cedes'];
const MODELS = ['Logan', 'Logan MCV', 'X5', 'Oct_avia', '100% Electric', 'Sandero Stepway'];
/** Pieces of the makes and models above in other cases, and LIKE's special characters. */
const TEXTS = ['log', 'LOGAN', 'an m', 'x', '%', '_', 'ško', 'dacia logan', 'a%d', 'r_c', 'step', 'zzz'];

const vehicleArb = fc.record({
  make: fc.constantFrom(...MAKES),
  model: fc.constantFrom(...MODELS),
  year: fc.integer({ min: 2000, max: 2024 }),
  mileage: fc.integer({ min: 0, max: 300_000 }),
  price: fc.integer({ min: 500, max: 40_000 }),
  condition: fc.constantFrom(...CONDITION_FILTERS),
  category: fc.constantFrom(...CATEGORY_FILTERS),
  transmission: fc.constantFrom(...TRANSMISSIONS),
  fuelType: fc.constantFrom(...FUEL_TYPES),
  drivetrain: fc.constantFrom(...DRIVETRAINS),
  color: fc.constantFrom(...COLORS),
  hasDamage: fc.boolean(),
  hasRarCertificate: fc.boolean(),
});

/** Each filter of the browse page, with values around those of the listings above. */
const FILTER_VALUES = {
  q: fc.constantFrom(...TEXTS),
  make: fc.constantFrom(...MAKES.map((m) => m.toLowerCase()), ...MAKES),
  model: fc.constantFrom(...TEXTS),
  category: fc.constantFrom('all', ...CATEGORY_FILTERS.slice(0, 3)),
  condition: fc.constantFrom(...CONDITION_FILTERS),
  transmission: fc.constantFrom('any', ...TRANSMISSIONS),
  fuelType: fc.constantFrom(...FUEL_TYPES.slice(0, 3)),
  drivetrain: fc.constantFrom(...DRIVETRAINS),
  color: fc.constantFrom(...COLORS.slice(0, 3)),
  minPrice: fc.integer({ min: 0, max: 40_000 }).map(String),
  maxPrice: fc.integer({ min: 0, max: 40_000 }).map((n) => `${n}.50`),
  minYear: fc.integer({ min: 1999, max: 2025 }).map(String),
  maxYear: fc.integer({ min: 1999, max: 2025 }).map(String),
  minMileage: fc.integer({ min: 0, max: 300_000 }).map(String),
  maxMileage: fc.integer({ min: 0, max: 300_000 }).map(String),
  hasDamage: fc.constantFrom('true', 'false'),
  hasRarCertificate: fc.constantFrom('true', 'false'),
  status: fc.constantFrom('active', 'all', 'sold'),
};
type FilterKey = keyof typeof FILTER_VALUES;

/**
 * A browse query string as a reader builds it: up to three filters ("all" meaning none), so that
 * most searches list some of the few listings of a run and a wrong condition shows.
 */
const queryArb = fc
  .uniqueArray(fc.constantFrom(...(Object.keys(FILTER_VALUES) as FilterKey[])), { maxLength: 3 })
  .chain((keys) => fc.tuple(...keys.map((key) => FILTER_VALUES[key].map((value) => [key, value] as const))))
  .map((pairs) => new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, value])).toString());

/** The data layer runs on PostgreSQL in production and PGlite when embedded: test both. */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl') })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('saved-search matching on %s', (kind, open) => {
  let handle: DatabaseHandle;
  let sellerId: string;

  const newUser = async () =>
    (await insertUser(handle.db, {
      email: `user-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Pop',
    }))!.id;

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    sellerId = await newUser();
  });
  afterAll(() => handle.close());

  it('alerts a saved search for exactly the published listings its search lists', async () => {
    const searcherId = await newUser();
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queryArb, fc.array(vehicleArb, { minLength: 1, maxLength: 6 }), async (query, listings) => {
        const canonical = canonicalizeSearchQuery(query);
        if ('problem' in canonical) throw new Error(`the generated query was refused: ${canonical.problem}`);
        const now = new Date();
        const searchId = (await insertSavedSearchWithinLimit(
          handle.db,
          searcherId,
          { name: 'p', query: canonical.query, alert: 'instant', operands: toVehicleFilterOperands(canonical.filter) },
          10_000,
          now,
        ))!;
        const alerted = new Set<string>();
        const published: string[] = [];
        for (const { hasRarCertificate, ...listing } of listings) {
          const vehicle = await insertVehicle(handle.db, {
            ...listing,
            sellerId,
            vin: 'WVWZZZ1JZXW000001',
            startingBid: `${listing.price}.00`,
            currentBid: `${listing.price}.00`,
            auctionEndTime: new Date(now.getTime() + 86_400_000),
          });
          published.push(vehicle.id);
          // Written in the listing's transaction in production, so it is there when the listing is matched.
          if (hasRarCertificate)
            await insertRarCertificate(handle.db, {
              vehicleId: vehicle.id,
              number: 'RO 1',
              issuedAt: '2025-01-01',
              fileId: null,
              createdBy: sellerId,
              now,
            });
          const matches = await handle.db.transaction((tx) => recordSavedSearchMatches(tx, vehicle.id, now));
          if (matches.some((m) => m.savedSearchId === searchId)) alerted.add(vehicle.id);
        }
        const listed = await listVehicles(handle.db, { ...canonical.filter, limit: 100, offset: 0 });
        // Other runs' listings are in the same tables: compare over this run's own.
        const own = new Set(published);
        const found = new Set(listed.vehicles.filter((v) => own.has(v.id)).map((v) => v.id));
        expect([...alerted].sort()).toEqual([...found].sort());
        if (found.size > 0) nonEmpty += 1;
      }),
      { numRuns: 60 },
    );
    // The property says something only if searches found listings often enough.
    expect(nonEmpty).toBeGreaterThan(15);
  });

  it('records a match once, never for the seller’s own search, an alert switched off or a listing that is over', async () => {
    const make = `Once${randomUUID().slice(0, 6)}`;
    const now = new Date();
    const save = (userId: string, alert: 'instant' | 'daily' | 'off') =>
      insertSavedSearchWithinLimit(
        handle.db,
        userId,
        { name: 's', query: `make=${make}`, alert, operands: toVehicleFilterOperands(parseFilter(`make=${make}`)) },
        20,
        now,
      );
    const instant = (await save(await newUser(), 'instant'))!;
    const daily = (await save(await newUser(), 'daily'))!;
    const off = (await save(await newUser(), 'off'))!;
    const sellers = (await save(sellerId, 'instant'))!;
    // Other tests' saved searches match too: look at these four.
    const ours = <M extends { savedSearchId: string }>(matches: M[]) =>
      matches.filter((m) => [instant, daily, off, sellers].includes(m.savedSearchId));
    const base = openListing(sellerId, make, 'M', now);
    const open = await insertVehicle(handle.db, base);
    const first = await handle.db.transaction((tx) => recordSavedSearchMatches(tx, open.id, now));
    expect(
      ours(first)
        .map((m) => [m.savedSearchId, m.alert])
        .sort(),
    ).toEqual(
      [
        [instant, 'instant'],
        [daily, 'daily'],
      ].sort(),
    );
    expect(await handle.db.transaction((tx) => recordSavedSearchMatches(tx, open.id, now))).toEqual([]);

    const cancelled = await insertVehicle(handle.db, { ...base, status: 'cancelled' });
    const ended = await insertVehicle(handle.db, { ...base, auctionEndTime: new Date(now.getTime() - 1000) });
    for (const vehicle of [cancelled, ended])
      expect(await handle.db.transaction((tx) => recordSavedSearchMatches(tx, vehicle.id, now))).toEqual([]);
  });

  it('counts what each saved search lists now', async () => {
    const make = `Count${randomUUID().slice(0, 6)}`;
    const userId = await newUser();
    const now = new Date();
    for (const [model, status] of [
      ['A', 'active'],
      ['A', 'sold'],
      ['B', 'active'],
    ] as const) {
      await insertVehicle(handle.db, { ...openListing(sellerId, make, model, now), status });
    }
    for (const query of [`make=${make}`, `make=${make}&model=a&status=all`, `make=${make}&model=a`]) {
      await insertSavedSearchWithinLimit(
        handle.db,
        userId,
        { name: query, query, alert: 'daily', operands: toVehicleFilterOperands(parseFilter(query)) },
        20,
        now,
      );
    }
    const counts = Object.fromEntries((await listSavedSearches(handle.db, userId)).map((s) => [s.name, s.matchCount]));
    expect(counts).toEqual({
      [`make=${make}`]: 2,
      [`make=${make}&model=a&status=all`]: 2,
      [`make=${make}&model=a`]: 1,
    });
  });
});

/** A listing open for bids for a day from `now`. */
function openListing(sellerId: string, make: string, model: string, now: Date) {
  return {
    sellerId,
    make,
    model,
    year: 2020,
    vin: 'WVWZZZ1JZXW000001',
    mileage: 1,
    condition: 'good',
    startingBid: '1000.00',
    currentBid: '1000.00',
    auctionEndTime: new Date(now.getTime() + 86_400_000),
  };
}

function parseFilter(query: string) {
  const canonical = canonicalizeSearchQuery(query);
  if ('problem' in canonical) throw new Error(canonical.problem);
  return canonical.filter;
}
