import type { RedisConnection } from '@autolicit/messaging';
import { QUESTIONS_PER_USER } from '@autolicit/shared';
import type { Request, RequestHandler } from 'express';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitError } from '../errors';
import type { Logger } from '../logger';

export interface LimitRule {
  points: number;
  durationSeconds: number;
}

/** Per-IP and per-account limits. Logins are limited on failures by the attacker's IP, never by account alone. */
export interface RateLimitRules {
  loginFailuresPerIp: LimitRule;
  loginFailuresPerIpAndAccount: LimitRule;
  registerPerIp: LimitRule;
  forgotPasswordPerIp: LimitRule;
  forgotPasswordPerAccount: LimitRule;
  bidsPerUser: LimitRule;
  bidsPerIp: LimitRule;
  uploadsPerUser: LimitRule;
  uploadsPerIp: LimitRule;
  /** vehicle:join: each costs two database reads. Per socket too, in memory (ROOM_JOINS_PER_SOCKET). */
  roomJoinsPerIp: LimitRule;
  /** Wrong second-factor codes: per account (a stolen password cannot try all 10^6 codes) and per address. */
  mfaFailuresPerUser: LimitRule;
  mfaFailuresPerIp: LimitRule;
  /** Public questions on listings, per account (QUESTIONS_PER_USER). */
  questionsPerUser: LimitRule;
}

export const defaultRateLimitRules: RateLimitRules = {
  loginFailuresPerIp: { points: 50, durationSeconds: 3600 },
  loginFailuresPerIpAndAccount: { points: 10, durationSeconds: 900 },
  registerPerIp: { points: 20, durationSeconds: 3600 },
  forgotPasswordPerIp: { points: 10, durationSeconds: 900 },
  forgotPasswordPerAccount: { points: 3, durationSeconds: 3600 },
  bidsPerUser: { points: 60, durationSeconds: 60 },
  bidsPerIp: { points: 300, durationSeconds: 60 },
  uploadsPerUser: { points: 100, durationSeconds: 600 },
  uploadsPerIp: { points: 300, durationSeconds: 600 },
  // Generous for many people behind one NAT browsing pages of 20; a script joining thousands is stopped.
  roomJoinsPerIp: { points: 1200, durationSeconds: 60 },
  mfaFailuresPerUser: { points: 5, durationSeconds: 900 },
  mfaFailuresPerIp: { points: 30, durationSeconds: 900 },
  questionsPerUser: { ...QUESTIONS_PER_USER },
};

export type Limiters = Record<keyof RateLimitRules, RateLimiterRedis>;

export function createLimiters(redis: RedisConnection, prefix: string, rules: RateLimitRules): Limiters {
  const entries = Object.entries(rules).map(([name, rule]) => [
    name,
    new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${prefix}rl:${name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    }),
  ]);
  return Object.fromEntries(entries) as Limiters;
}

export function toRateLimitError(rejection: RateLimiterRes): RateLimitError {
  return new RateLimitError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
}

/**
 * Consumes one point of each limiter for its key. A Redis outage lets the request through
 * (logged): losing rate limiting briefly is better than refusing every bid.
 */
export async function consumeLimits(checks: [RateLimiterRedis, string][], logger: Logger): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw toRateLimitError(error);
      logger.warn({ err: error }, 'rate limiter unavailable; request allowed');
    }
  }
}

/**
 * For limits on failures (sign-in, second factor): refuses with 429 when any counter is used up,
 * without counting this attempt. A Redis outage lets the attempt through (logged).
 */
export async function ensureFailuresLeft(checks: [RateLimiterRedis, string][], logger: Logger): Promise<void> {
  for (const [limiter, key] of checks) {
    try {
      const state = await limiter.get(key);
      if (state && state.remainingPoints <= 0) throw toRateLimitError(state);
    } catch (error) {
      if (error instanceof RateLimitError) throw error;
      logger.warn({ err: error }, 'failure limiter unavailable; attempt allowed');
    }
  }
}

/** Counts one failure on each counter (going past the limit only means the next attempt is refused). */
export async function countFailures(checks: [RateLimiterRedis, string][], logger: Logger): Promise<void> {
  for (const [limiter, key] of checks) {
    await limiter.consume(key).catch((error: unknown) => {
      if (error instanceof Error) logger.warn({ err: error }, 'failure limiter unavailable; failure not counted');
    });
  }
}

export function limitBy(
  logger: Logger,
  ...checks: [RateLimiterRedis, (req: Request) => string | undefined][]
): RequestHandler {
  return async (req, _res, next) => {
    const keyed = checks.flatMap(([limiter, keyOf]) => {
      const key = keyOf(req);
      return key === undefined ? [] : [[limiter, key] as [RateLimiterRedis, string]];
    });
    try {
      await consumeLimits(keyed, logger);
      next();
    } catch (error) {
      next(error);
    }
  };
}
