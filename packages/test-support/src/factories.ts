import { randomUUID } from 'node:crypto';
import {
  type Database,
  type NewUserRow,
  type NewVehicleRow,
  type UserRow,
  type VehicleRow,
  insertUser,
  insertVehicle,
} from '@autolicit/db';

/**
 * Rows for tests, benchmarks and fault scenarios, written straight to the database: anything that
 * needs a server's context (a second factor sealed with its key) stays with the server's tests.
 */
export const TEST_PASSWORD = 'Parola-Sigura-2026';

/**
 * TEST_PASSWORD hashed as the server hashes passwords (argon2id, OWASP baseline): hashing is
 * deliberately slow, so every factory user shares this one hash. The server's tests check that
 * it still verifies.
 */
export const TEST_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$XeztJ4mmsAeFFQQR4Z45wA$g4iMAWaAAdLbe0eXSWpmkAbO/yoiAOZo1876snrTL+E';

/** Whatever holds a database handle: a server's context, a worker's deps, an open database. */
export interface HasDatabase {
  db: Database;
}

export async function createUser(ctx: HasDatabase, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const user = await insertUser(ctx.db, {
    email: `user-${randomUUID()}@example.com`,
    passwordHash: TEST_PASSWORD_HASH,
    firstName: 'Ion',
    lastName: 'Popescu',
    entityType: 'individual',
    ...overrides,
  });
  if (!user) throw new Error('factory user email clash');
  return user;
}

export function buildVehicle(overrides: Partial<NewVehicleRow> & { sellerId: string }): NewVehicleRow {
  const startingBid = overrides.startingBid ?? '10000.00';
  return {
    year: 2019,
    make: 'Dacia',
    model: 'Duster',
    vin: 'UU1HSDADG12345678',
    mileage: 85_000,
    condition: 'good',
    category: 'suv',
    transmission: 'manual',
    drivetrain: 'awd',
    fuelType: 'diesel',
    location: 'Cluj-Napoca',
    currentBid: startingBid,
    auctionEndTime: new Date(Date.now() + 2 * 24 * 3600 * 1000),
    ...overrides,
    startingBid,
  };
}

export async function createVehicle(
  ctx: HasDatabase,
  overrides: Partial<NewVehicleRow> & { sellerId: string },
): Promise<VehicleRow> {
  return insertVehicle(ctx.db, buildVehicle(overrides));
}
