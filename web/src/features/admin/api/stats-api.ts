import { BULL_BOARD_PATH, QUEUE_STATES, type QueueHealthDto, type QueueState, type StatsDto } from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';

/** Bull Board is served by the realtime server itself (admin session required), not a route of this app. */
export { BULL_BOARD_PATH };

export { QUEUE_STATES };
export type { QueueState };
export type QueueHealth = QueueHealthDto;

export const platformStatsQueryKey = ['stats', 'platform'] as const;
export const queueHealthQueryKey = ['stats', 'queue-health'] as const;

/** Spec §3 Stats, computed now; the server answers 403 unless the caller's active role is admin. */
export function fetchPlatformStats(): Promise<StatsDto> {
  return apiRequest<StatsDto>('/api/stats');
}

/** The auction-close queue's job counts and close lag (admin only; /metrics is for Prometheus). */
export function fetchQueueHealth(): Promise<QueueHealth> {
  return apiRequest<QueueHealth>('/api/admin/queues');
}
