import { randomUUID } from 'node:crypto';
import { type NewUserRow, type NewVehicleRow, type UserRow, insertUser, insertVehicle, type VehicleRow } from '@autolicit/db';
import type { AppContext } from '../app-context';
import { hashPassword } from '../modules/auth/password';

export const TEST_PASSWORD = 'Parola-Sigura-2026';
let passwordHash: Promise<string> | undefined;

/** Hashing is deliberately slow; one hash of the shared test password serves every factory user. */
function getTestPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

export async function createUser(ctx: AppContext, overrides: Partial<NewUserRow> = {}): Promise<UserRow> {
  const user = await insertUser(ctx.db, {
    email: `user-${randomUUID()}@example.com`,
    passwordHash: await getTestPasswordHash(),
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

export async function createVehicle(ctx: AppContext, overrides: Partial<NewVehicleRow> & { sellerId: string }): Promise<VehicleRow> {
  return insertVehicle(ctx.db, buildVehicle(overrides));
}
