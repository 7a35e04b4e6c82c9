import { randomUUID } from 'node:crypto';
import {
  type NewUserRow, type NewVehicleRow, type UserRow, insertUser, insertVehicle, startMfaEnrolment, useMfaTimeStep, type VehicleRow,
} from '@autolicit/db';
import { generate } from 'otplib';
import type { AppContext } from '../app-context';
import { hashPassword } from '../modules/auth/password';
import { sealMfaSecret } from '../modules/mfa/mfa-secret-box';
import { createTotpSecret } from '../modules/mfa/totp';

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

/** Confirms a second factor for a user, as the enrolment would; returns the TOTP secret. */
export async function enrolTestMfa(ctx: AppContext, userId: string): Promise<string> {
  const secret = createTotpSecret();
  const now = ctx.clock.now();
  await startMfaEnrolment(ctx.db, userId, sealMfaSecret(secret, ctx.config.mfaKeyMaterial), now);
  await useMfaTimeStep(ctx.db, userId, 0, { confirmAt: now });
  return secret;
}

export type TestAdmin = UserRow & { totpSecret: string };

/** An account with admin rights, acting as admin, with a confirmed second factor (sign in with signInAdmin). */
export async function createAdmin(ctx: AppContext, overrides: Partial<NewUserRow> = {}): Promise<TestAdmin> {
  const user = await createUser(ctx, { isAdmin: true, role: 'admin', ...overrides });
  return { ...user, totpSecret: await enrolTestMfa(ctx, user.id) };
}

const lastSteps = new Map<string, number>();

/**
 * A valid code never used before for this secret: the server refuses a time step it has seen, so
 * a test signing the same admin in twice within 30 s takes the next step (±1 is accepted), and
 * waits for the clock when even that is spent.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / 1000 / 30);
    const step = Math.max(current - 1, (lastSteps.get(secret) ?? -Infinity) + 1);
    if (step <= current + 1) {
      lastSteps.set(secret, step);
      return generate({ secret, epoch: step * 30 + 15 });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
