import { type NewUserRow, type UserRow, startMfaEnrolment, useMfaTimeStep } from '@autolicit/db';
import { createUser } from '@autolicit/test-support';
import type { AppContext } from '../app-context';
import { sealMfaSecret } from '../modules/mfa/mfa-secret-box';
import { createTotpSecret } from '../modules/mfa/totp';

// The database-level factories are shared with the harnesses; the ones below need the server's context.
export { TEST_PASSWORD, buildVehicle, createUser, createVehicle, nextTotpCode } from '@autolicit/test-support';

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
