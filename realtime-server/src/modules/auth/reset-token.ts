import { createHash, randomBytes } from 'node:crypto';

/**
 * Only the SHA-256 of a reset token is stored: someone who reads the database cannot use a link
 * that is still valid. A plain hash is enough because the token is 256 random bits, not a password.
 */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}
