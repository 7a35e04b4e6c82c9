import { estimatePasswordStrength } from '@autolicit/shared/password';
import { hash, verify } from '@node-rs/argon2';
import { ValidationError } from '../../platform/errors';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `Algorithm` is an ambient const enum that isolatedModules cannot read; 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of a random password, verified against when the email is unknown so timing reveals nothing. */
const decoyHash = hash('decoy-password-never-used', OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * Refuses a password that is common, leaked-pattern or built from the account's own data (the web
 * forms run the same estimator before submit; this is the check that counts). A 400 on `password`.
 */
export async function assertStrongPassword(
  password: string,
  accountData: (string | null | undefined)[],
): Promise<void> {
  const { isStrongEnough } = await estimatePasswordStrength(password, accountData);
  if (!isStrongEnough) throw new ValidationError('password.weak', {}, 'password');
}
