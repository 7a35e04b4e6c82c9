import { startMfaEnrolment as storePendingMfa, type UserWithProfile } from '@autolicit/db';
import type { MfaEnrolmentDto } from '@autolicit/shared';
import QRCode from 'qrcode';
import type { AppContext } from '../../app-context';
import { ConflictError } from '../../platform/errors';
import { sealMfaSecret } from './mfa-secret-box';
import { createTotpSecret, getTotpUri } from './totp';

/**
 * Starts a TOTP enrolment: a new secret is stored (encrypted, pending until a first code confirms
 * it) and returned with its otpauth:// URI and QR code, for the authenticator app. Starting again
 * replaces a pending secret; a confirmed factor is never replaced (409).
 */
export async function startMfaEnrolment(ctx: AppContext, user: UserWithProfile): Promise<MfaEnrolmentDto> {
  const secret = createTotpSecret();
  // The upsert leaves a confirmed factor as it is, and says so: that is the only check needed.
  const stored = await storePendingMfa(
    ctx.db,
    user.id,
    sealMfaSecret(secret, ctx.config.mfaKeyMaterial),
    ctx.clock.now(),
  );
  if (!stored) throw new ConflictError('mfa.alreadyEnabled');
  const otpauthUri = getTotpUri(user.email, secret);
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri, qrSvg };
}
