import { AUCTION_CLOSE_QUEUE, BULL_BOARD_PATH, METRICS_PATH, METRIC_NAMES, type StatsDto } from '@autolicit/shared';
import { ApiError, apiRequest, buildRequestInit, parseErrorBody } from '../../../lib/api-client';

/** Bull Board is served by the realtime server itself (admin session required), not a route of this app. */
export { BULL_BOARD_PATH, METRICS_PATH };

const QUEUE_JOBS_METRIC = METRIC_NAMES.queueJobs;
const CLOSE_LAG_METRIC = METRIC_NAMES.closeLag;

export const QUEUE_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface QueueHealth {
  jobs: Record<QueueState, number>;
  /** Closes observed by this server since it started, and their total lag; null when the metric is absent. */
  closeLag: { count: number; sumSeconds: number } | null;
}

export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export const platformStatsQueryKey = ['stats', 'platform'] as const;
export const queueHealthQueryKey = ['stats', 'queue-health'] as const;

/** Spec §3 Stats, computed now; the server answers 403 unless the caller's active role is admin. */
export function fetchPlatformStats(): Promise<StatsDto> {
  return apiRequest<StatsDto>('/api/stats');
}

const SAMPLE_LINE = /^([A-Za-z_:][A-Za-z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL_PAIR = /([A-Za-z_][A-Za-z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text exposition (comments and malformed lines are skipped). */
export function parsePrometheusText(text: string): PrometheusSample[] {
  const samples: PrometheusSample[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) continue;
    const [, name, labelText, valueText] = match;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (labelText ?? '').matchAll(LABEL_PAIR)) {
      labels[key!] = value!.replace(/\\(.)/g, (_escape, char: string) => (char === 'n' ? '\n' : char));
    }
    samples.push({ name: name!, labels, value: Number(valueText) });
  }
  return samples;
}

/**
 * The auction-close queue's job counts and close lag out of /metrics. Null when the text has no job
 * counts for that queue — not the server's metrics at all (a dev server answering with the app's
 * HTML), or a server that could not read the queue yet.
 */
export function queueHealthFromMetrics(text: string, queueName: string = AUCTION_CLOSE_QUEUE): QueueHealth | null {
  const samples = parsePrometheusText(text);
  const jobs: Record<QueueState, number> = { waiting: 0, delayed: 0, active: 0, failed: 0 };
  let found = false;
  for (const sample of samples) {
    if (sample.name !== QUEUE_JOBS_METRIC || sample.labels.queue !== queueName) continue;
    const state = QUEUE_STATES.find((candidate) => candidate === sample.labels.state);
    if (!state || !Number.isFinite(sample.value)) continue;
    jobs[state] = sample.value;
    found = true;
  }
  if (!found) return null;
  const count = samples.find((sample) => sample.name === `${CLOSE_LAG_METRIC}_count`)?.value;
  const sumSeconds = samples.find((sample) => sample.name === `${CLOSE_LAG_METRIC}_sum`)?.value;
  const closeLag = count !== undefined && sumSeconds !== undefined && Number.isFinite(count) && Number.isFinite(sumSeconds) ? { count, sumSeconds } : null;
  return { jobs, closeLag };
}

/**
 * GET /metrics is Prometheus text, which `apiRequest` (JSON) cannot read, so this one call uses
 * fetch with the same request options and the same error type.
 */
export async function fetchQueueHealth(): Promise<QueueHealth | null> {
  const response = await fetch(METRICS_PATH, buildRequestInit({ headers: { Accept: 'text/plain' } }));
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text, parseErrorBody(text));
  return queueHealthFromMetrics(text);
}
