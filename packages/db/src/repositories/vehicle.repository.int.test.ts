import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { inject } from 'vitest';
import { vehicleListQuerySchema } from '@autolicit/shared';
import { type DatabaseHandle, openDatabase } from '../client';
import { insertUser } from './user.repository';
import { insertVehicle, listVehicles, findVehicleAndCountView } from './vehicle.repository';
import { randomUUID } from 'node:crypto';

/** The data layer runs on PostgreSQL in production and PGlite when embedded: test both. */
describe.each([
  ['postgres', () => openDatabase({ url: inject('databaseUrl') })],
  ['pglite', () => openDatabase({ pgliteDir: 'memory://' })],
] as const)('vehicle repository on %s', (kind, open) => {
  let handle: DatabaseHandle;
  const make = `Make${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    handle = open();
    if (kind === 'pglite') await handle.migrate();
    const seller = await insertUser(handle.db, {
      email: `seller-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Ana',
      lastName: 'Pop',
    });
    const base = {
      sellerId: seller!.id,
      make,
      vin: 'WVWZZZ1JZXW000001',
      mileage: 1000,
      condition: 'good',
      startingBid: '1000.00',
      currentBid: '1000.00',
      auctionEndTime: new Date(Date.now() + 86_400_000),
    };
    for (let i = 0; i < 25; i += 1) {
      await insertVehicle(handle.db, {
        ...base,
        model: `Model ${i % 5}`,
        year: 2000 + i,
        currentBid: `${1000 + i * 100}.00`,
      });
    }
  });
  afterAll(async () => handle.close());

  it('filters, sorts over the whole result and pages without repeats', async () => {
    const seen = new Set<string>();
    let previousYear = Infinity;
    for (let offset = 0; offset < 25; offset += 10) {
      const query = vehicleListQuerySchema.parse({
        make: make.toLowerCase(),
        sort: 'year-new',
        limit: '10',
        offset: String(offset),
      });
      const page = await listVehicles(handle.db, query);
      expect(page.total).toBe(25);
      for (const v of page.vehicles) {
        expect(seen.has(v.id)).toBe(false);
        seen.add(v.id);
        expect(v.year).toBeLessThanOrEqual(previousYear);
        previousYear = v.year;
      }
    }
    expect(seen.size).toBe(25);
  });

  it('compares price bounds as numbers and matches model text case-insensitively', async () => {
    const query = vehicleListQuerySchema.parse({ make, model: 'model 3', minPrice: '1500', maxPrice: '2400.00' });
    const page = await listVehicles(handle.db, query);
    expect(page.vehicles.map((v) => v.currentBid).sort()).toEqual(['1800.00', '2300.00']);
    expect(page.total).toBe(2);
  });

  it('counts a view in the same statement that reads the vehicle', async () => {
    const [first] = (await listVehicles(handle.db, vehicleListQuerySchema.parse({ make }))).vehicles;
    const viewed = await findVehicleAndCountView(handle.db, first!.id);
    expect(viewed?.viewCount).toBe(first!.viewCount + 1);
  });
});
