import type { OutageDependency } from '@autolicit/db';

export type OutageTransition =
  | { kind: 'started'; dependency: OutageDependency; startedAt: Date }
  | { kind: 'ended'; dependency: OutageDependency; startedAt: Date; restoredAt: Date };

export interface OutageTracker {
  /** One probe's result; returns the outage that began or ended with it, if any. */
  observe(ok: boolean, at: Date): OutageTransition | null;
  /** A probe has failed since the last good one (an outage, or maybe only a blip). */
  isFailing(): boolean;
  /** Since when the probes have been good without a break (null while failing). */
  healthySince(): Date | null;
}

/**
 * Turns one dependency's probe results into outages: failing for `thresholdMs` from the first
 * failed probe is an outage, which began at the last good probe before it (the dependency may have
 * gone away any time after) and ends at the first good probe after it. A shorter failure is a
 * blip and leaves no trace.
 */
export function createOutageTracker(dependency: OutageDependency, thresholdMs: number, startedAt: Date): OutageTracker {
  let lastGoodAt = startedAt;
  let goodSince: Date | null = startedAt;
  let failingSince: Date | null = null;
  let outageStartedAt: Date | null = null;
  return {
    observe(ok, at) {
      if (ok) {
        const ended = outageStartedAt
          ? { kind: 'ended' as const, dependency, startedAt: outageStartedAt, restoredAt: at }
          : null;
        lastGoodAt = at;
        goodSince ??= at;
        failingSince = null;
        outageStartedAt = null;
        return ended;
      }
      goodSince = null;
      failingSince ??= at;
      if (outageStartedAt || at.getTime() - failingSince.getTime() < thresholdMs) return null;
      outageStartedAt = lastGoodAt;
      return { kind: 'started', dependency, startedAt: outageStartedAt };
    },
    isFailing: () => failingSince !== null,
    healthySince: () => goodSince,
  };
}
