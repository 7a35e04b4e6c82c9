import { generateSecret, generateURI, verify } from 'otplib';

export const TOTP_ISSUER = 'AutoLicit';
/** RFC 6238 defaults every authenticator app supports: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock 30 s off, or a code typed as it changed, still works. */
const TOLERANCE_SECONDS = 30;

export function createTotpSecret(): string {
  return generateSecret();
}

export function getTotpUri(accountEmail: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: accountEmail, secret, period: PERIOD_SECONDS });
}

/**
 * Checks a 6-digit code at `now`. Only a time step later than `afterTimeStep` (the last one used)
 * counts, so a code seen once — over a shoulder, in a proxy log — cannot be used again.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  now: Date,
  afterTimeStep: number | null,
): Promise<{ valid: true; timeStep: number } | { valid: false }> {
  if (!/^\d{6}$/.test(code)) return { valid: false };
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  if (!result.valid || !('timeStep' in result) || typeof result.timeStep !== 'number') return { valid: false };
  return { valid: true, timeStep: result.timeStep };
}
