import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context';
import { type Limiters, toRateLimitError } from '../../http/middleware/rate-limit';
import { RateLimitError, UnauthorizedError } from '../../lib/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import { type SecondFactorMethod, verifySecondFactor } from './verify-second-factor.service';

export interface SecondFactorAttempt {
  userId: string;
  code: string;
  ip: string;
  event: 'login.mfa' | 'mfa.enrolled';
  /** Confirming a pending enrolment rather than signing in. */
  confirm?: boolean;
}

/**
 * verifySecondFactor behind the limits: five wrong codes per account (and thirty per address) in
 * 15 minutes, then 429 before any code is checked — a stolen password cannot walk the million
 * codes. Each wrong code is counted and written to the audit log.
 */
export async function checkSecondFactor(ctx: AppContext, limiters: Limiters, attempt: SecondFactorAttempt): Promise<SecondFactorMethod> {
  const keys: [RateLimiterRedis, string][] = [[limiters.mfaFailuresPerUser, attempt.userId], [limiters.mfaFailuresPerIp, attempt.ip]];
  for (const [limiter, key] of keys) {
    try {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw toRateLimitError(state);
    } catch (error) {
      if (error instanceof RateLimitError) throw error;
      ctx.logger.warn({ err: error }, 'MFA rate limiter unavailable; attempt allowed');
    }
  }
  try {
    const method = await verifySecondFactor(ctx, attempt.userId, attempt.code, { confirm: attempt.confirm });
    await recordAuditEvent(ctx, { event: attempt.event, outcome: 'success', userId: attempt.userId, ip: attempt.ip, details: { method } });
    return method;
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      for (const [limiter, key] of keys) await limiter.consume(key).catch(() => undefined);
      await recordAuditEvent(ctx, { event: attempt.event, outcome: 'failure', userId: attempt.userId, ip: attempt.ip });
    }
    throw error;
  }
}
