import { consumeRecoveryCode, findUserMfa, useMfaTimeStep } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import { ConflictError, UnauthorizedError, ValidationError } from '../../platform/errors';
import { openMfaSecret } from './mfa-secret-box';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { verifyTotp } from './totp';

export type SecondFactorMethod = 'totp' | 'recovery-code';

/**
 * Checks a second-factor code for a user whose factor is confirmed (or, with `confirm`, pending):
 * a TOTP code is accepted once (its time step is recorded in the same conditional update that
 * accepts it), a recovery code is spent. Anything else is a 401 `mfa.codeInvalid`.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  userId: string,
  code: string,
  options: { confirm?: boolean } = {},
): Promise<SecondFactorMethod> {
  const mfa = await findUserMfa(ctx.db, userId);
  if (!mfa) throw new ValidationError('mfa.notStarted');
  if (options.confirm && mfa.confirmedAt) throw new ConflictError('mfa.alreadyEnabled');
  if (!options.confirm && !mfa.confirmedAt) throw new UnauthorizedError('mfa.codeInvalid');
  const now = ctx.clock.now();
  const secret = openMfaSecret(mfa.secretEncrypted, ctx.config.mfaKeyMaterial);
  const totp = await verifyTotp(secret, code.replace(/\s/g, ''), now, mfa.lastTimeStep);
  if (totp.valid) {
    const accepted = await useMfaTimeStep(ctx.db, userId, totp.timeStep, options.confirm ? { confirmAt: now } : {});
    if (accepted) return 'totp';
  } else if (
    !options.confirm &&
    looksLikeRecoveryCode(code) &&
    (await consumeRecoveryCode(ctx.db, userId, hashRecoveryCode(code), now))
  ) {
    return 'recovery-code';
  }
  throw new UnauthorizedError('mfa.codeInvalid');
}
