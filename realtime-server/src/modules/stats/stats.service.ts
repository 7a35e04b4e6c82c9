import { countSalesInMonth, countUsers, countVehicles } from '@autolicit/db';
import { MARKET_TIME_ZONE, type StatsDto } from '@autolicit/shared';
import type { AppContext } from '../../app-context';

const PUBLIC_STATS_TTL_SECONDS = 30;

/** The four platform numbers of spec §3, computed now. */
export async function getPlatformStats(ctx: AppContext): Promise<StatsDto> {
  const now = ctx.clock.now();
  const [vehicles, registeredUsers, soldThisMonth] = await Promise.all([
    countVehicles(ctx.db, now),
    countUsers(ctx.db),
    countSalesInMonth(ctx.db, now, MARKET_TIME_ZONE),
  ]);
  return { activeAuctions: vehicles.active, totalVehicles: vehicles.total, registeredUsers, soldThisMonth };
}

/**
 * The same numbers for the public landing page, cached in Redis for 30 s so that visitor traffic
 * never turns into a count query per page view.
 */
export async function getPublicStats(ctx: AppContext): Promise<StatsDto> {
  const key = `${ctx.config.redisPrefix}cache:stats:public`;
  const cached = await ctx.redis.get(key).catch(() => null);
  if (cached) return JSON.parse(cached) as StatsDto;
  const stats = await getPlatformStats(ctx);
  await ctx.redis.set(key, JSON.stringify(stats), 'EX', PUBLIC_STATS_TTL_SECONDS).catch(() => undefined);
  return stats;
}

export { PUBLIC_STATS_TTL_SECONDS };
