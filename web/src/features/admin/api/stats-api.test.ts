import { describe, expect, it } from 'vitest';
import { parsePrometheusText, queueHealthFromMetrics } from './stats-api';

/** Shaped like prom-client's output of realtime-server/src/observability/metrics.ts. */
const METRICS = `# HELP process_cpu_user_seconds_total Total user CPU time spent in seconds.
# TYPE process_cpu_user_seconds_total counter
process_cpu_user_seconds_total 1.25

# HELP autolicit_queue_jobs BullMQ jobs by queue and state
# TYPE autolicit_queue_jobs gauge
autolicit_queue_jobs{queue="auction-close",state="waiting"} 2
autolicit_queue_jobs{queue="auction-close",state="delayed"} 41
autolicit_queue_jobs{queue="auction-close",state="active"} 1
autolicit_queue_jobs{queue="auction-close",state="failed"} 3
autolicit_queue_jobs{queue="notifications",state="waiting"} 7
autolicit_queue_jobs{state="failed",queue="notifications"} 9

# HELP autolicit_auction_close_lag_seconds Actual close time minus auctionEndTime
# TYPE autolicit_auction_close_lag_seconds histogram
autolicit_auction_close_lag_seconds_bucket{le="0.01"} 0
autolicit_auction_close_lag_seconds_bucket{le="+Inf"} 4
autolicit_auction_close_lag_seconds_sum 1.2
autolicit_auction_close_lag_seconds_count 4
`;

describe('parsePrometheusText', () => {
  it('reads names, labels in any order and values, skipping comments and blank lines', () => {
    const samples = parsePrometheusText(METRICS);
    expect(samples[0]).toEqual({ name: 'process_cpu_user_seconds_total', labels: {}, value: 1.25 });
    expect(samples).toContainEqual({ name: 'autolicit_queue_jobs', labels: { state: 'failed', queue: 'notifications' }, value: 9 });
    expect(samples.some((sample) => sample.name.startsWith('#'))).toBe(false);
  });

  it('unescapes label values and accepts a timestamp after the value', () => {
    const [sample] = parsePrometheusText('m{path="a\\"b\\\\c"} 3 1712345678000');
    expect(sample).toEqual({ name: 'm', labels: { path: 'a"b\\c' }, value: 3 });
  });
});

describe('queueHealthFromMetrics', () => {
  it('takes the auction-close counts only, and the close lag', () => {
    expect(queueHealthFromMetrics(METRICS)).toEqual({
      jobs: { waiting: 2, delayed: 41, active: 1, failed: 3 },
      closeLag: { count: 4, sumSeconds: 1.2 },
    });
  });

  it('is null for text that is not the server metrics (a dev server answering with HTML)', () => {
    expect(queueHealthFromMetrics('<!doctype html><html><body><div id="root"></div></body></html>')).toBeNull();
    expect(queueHealthFromMetrics('')).toBeNull();
  });

  it('reports the counts without a close lag when the histogram is absent', () => {
    expect(queueHealthFromMetrics('autolicit_queue_jobs{queue="auction-close",state="delayed"} 5')).toEqual({
      jobs: { waiting: 0, delayed: 5, active: 0, failed: 0 },
      closeLag: null,
    });
  });
});
