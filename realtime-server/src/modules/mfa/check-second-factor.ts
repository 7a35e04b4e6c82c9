import type { RateLimiterRedis } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context';
import { type Limiters, countFailures, ensureFailuresLeft } from '../../platform/guards/rate-limit';
import { UnauthorizedError } from '../../platform/errors';
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
export async function checkSecondFactor(
  ctx: AppContext,
  limiters: Limiters,
  attempt: SecondFactorAttempt,
): Promise<SecondFactorMethod> {
  const keys: [RateLimiterRedis, string][] = [
    [limiters.mfaFailuresPerUser, attempt.userId],
    [limiters.mfaFailuresPerIp, attempt.ip],
  ];
  await ensureFailuresLeft(keys, ctx.logger);
  try {
    const method = await verifySecondFactor(ctx, attempt.userId, attempt.code, { confirm: attempt.confirm });
    await recordAuditEvent(ctx, {
      event: attempt.event,
      outcome: 'success',
      userId: attempt.userId,
      ip: attempt.ip,
      details: { method },
    });
    return method;
  } catch (error) {
    if (error instanceof UnauthorizedError) {
      await countFailures(keys, ctx.logger);
      await recordAuditEvent(ctx, { event: attempt.event, outcome: 'failure', userId: attempt.userId, ip: attempt.ip });
    }
    throw error;
  }
}
