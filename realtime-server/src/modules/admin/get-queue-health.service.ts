import { QUEUE_STATES, type QueueHealthDto, type QueueState } from '@autolicit/shared';
import type { AppContext } from '../../app-context';

/**
 * The auction-close queue's job counts (read from Redis now) and the close lag this node has
 * observed. For the admin dashboard, which must not need the Prometheus endpoint.
 */
export async function getQueueHealth(ctx: AppContext): Promise<QueueHealthDto> {
  const queue = ctx.queues.auctionClose;
  const counts = await queue.getJobCounts(...QUEUE_STATES);
  const jobs = Object.fromEntries(QUEUE_STATES.map((state) => [state, counts[state] ?? 0])) as Record<
    QueueState,
    number
  >;
  const lag = await ctx.metrics.closeLagSeconds.get();
  const count = lag.values.find((sample) => sample.metricName?.endsWith('_count'))?.value ?? 0;
  const sumSeconds = lag.values.find((sample) => sample.metricName?.endsWith('_sum'))?.value ?? 0;
  return { jobs, closeLag: count > 0 ? { count, sumSeconds } : null };
}
