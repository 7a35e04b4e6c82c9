import { findUserByEmail, type UserWithProfile } from '@autolicit/db';
import type { LoginInput } from '@autolicit/shared';
import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context';
import { type Limiters, countFailures, ensureFailuresLeft } from '../../platform/guards/rate-limit';
import { ForbiddenError, RateLimitError, UnauthorizedError } from '../../platform/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { verifyPassword } from './password';

export type LoginLimiters = Pick<Limiters, 'loginFailuresPerIp' | 'loginFailuresPerIpAndAccount'>;

export interface LoginAttempt extends LoginInput {
  /** The client address as Express resolved it through the trusted proxies. */
  ip: string;
}

/**
 * Failures are counted per attacker IP and per IP + account, never per account alone: otherwise
 * anyone could lock an owner out of their own account by failing on purpose.
 */
function failureKeys(limiters: LoginLimiters, attempt: LoginAttempt): [RateLimiterRedis, string][] {
  return [
    [limiters.loginFailuresPerIp, attempt.ip],
    [limiters.loginFailuresPerIpAndAccount, accountKey(attempt)],
  ];
}

function accountKey(attempt: LoginAttempt): string {
  return `${attempt.ip}:${attempt.email}`;
}

async function ensureAttemptsLeft(ctx: AppContext, limiters: LoginLimiters, attempt: LoginAttempt): Promise<void> {
  // Same policy as consumeLimits: a Redis outage must not stop everyone from signing in.
  await ensureFailuresLeft(failureKeys(limiters, attempt), ctx.logger).catch(async (error: unknown) => {
    if (error instanceof RateLimitError)
      await recordAuditEvent(ctx, {
        event: 'login',
        outcome: 'failure',
        ip: attempt.ip,
        details: { reason: 'rate-limited' },
      });
    throw error;
  });
}

async function authenticate(ctx: AppContext, limiters: LoginLimiters, attempt: LoginAttempt): Promise<UserWithProfile> {
  await ensureAttemptsLeft(ctx, limiters, attempt);
  const user = await findUserByEmail(ctx.db, attempt.email);
  // verifyPassword spends the same time on an unknown email, so timing does not reveal accounts.
  const valid = await verifyPassword(user?.passwordHash ?? null, attempt.password);
  if (!user || !valid) {
    await countFailures(failureKeys(limiters, attempt), ctx.logger);
    await recordAuditEvent(ctx, {
      event: 'login',
      outcome: 'failure',
      userId: user?.id ?? null,
      ip: attempt.ip,
      details: { reason: user ? 'password' : 'unknown-email' },
    });
    throw new UnauthorizedError('auth.invalidCredentials');
  }
  await limiters.loginFailuresPerIpAndAccount.delete(accountKey(attempt)).catch((error: unknown) => {
    ctx.logger.warn({ err: error }, 'could not reset login failures');
  });
  return user;
}

/**
 * Checks an email and password and returns the account. Wrong email and wrong password give the
 * same 401 ("Invalid email or password"), in the same time. Only failures count towards the
 * limits; once an IP, or an IP against one account, has used them up it gets a 429 before any
 * password is checked, while the owner signing in from elsewhere is unaffected. A success clears
 * the failures of that IP against that account.
 */
export function logIn(ctx: AppContext, limiters: LoginLimiters, attempt: LoginAttempt): Promise<UserWithProfile> {
  return authenticate(ctx, limiters, attempt);
}

/**
 * As logIn, for the professional sign-in: an account without a professional profile gets a 403
 * after a correct password (so it learns nothing it could not learn from the normal sign-in),
 * and the caller must not sign it in.
 */
export async function logInProfessional(
  ctx: AppContext,
  limiters: LoginLimiters,
  attempt: LoginAttempt,
): Promise<UserWithProfile> {
  const user = await authenticate(ctx, limiters, attempt);
  if (user.verificationStatus === null) throw new ForbiddenError('auth.notProfessional');
  return user;
}
