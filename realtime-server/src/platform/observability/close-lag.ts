import { AUCTION_CLOSE_QUEUE, createRedisConnection, getBullPrefix } from '@autolicit/messaging';
import { QueueEvents } from 'bullmq';
import type { PlatformContext } from '../platform-context';

interface CloseJobResult {
  lagMs?: number;
  alsoClosed?: { lagMs: number }[];
}

/**
 * Feeds the close-lag histogram from the auction-close queue's completion events, so the server's
 * /metrics shows it whether the workers run in this process or in their own.
 */
export async function watchCloseLag(ctx: PlatformContext): Promise<{ close(): Promise<void> }> {
  const connection = createRedisConnection(ctx.config.redis, { maxRetriesPerRequest: null });
  connection.on('error', (error) => ctx.logger.warn({ err: error }, 'queue events Redis error'));
  const events = new QueueEvents(AUCTION_CLOSE_QUEUE, { connection, prefix: getBullPrefix(ctx.config.redisPrefix) });
  events.on('completed', ({ returnvalue }) => {
    const result = (typeof returnvalue === 'string' ? safeParse(returnvalue) : returnvalue) as CloseJobResult | null;
    if (!result) return;
    for (const lagMs of [result.lagMs, ...(result.alsoClosed ?? []).map((c) => c.lagMs)]) {
      if (typeof lagMs === 'number') ctx.metrics.closeLagSeconds.observe(Math.max(0, lagMs) / 1000);
    }
  });
  events.on('error', (error) => ctx.logger.warn({ err: error }, 'queue events error'));
  await events.waitUntilReady();
  return {
    async close() {
      await events.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}

function safeParse(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
