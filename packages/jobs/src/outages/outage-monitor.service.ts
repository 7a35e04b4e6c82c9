import {
  type Database,
  type OutageDependency,
  listUnappliedServiceOutages,
  pingDatabase,
  recordServiceOutage,
} from '@autolicit/db';
import { createRedisConnection, pingRedis } from '@autolicit/messaging';
import { OUTAGE_PROBE_INTERVAL_MS, OUTAGE_THRESHOLD_MS } from '@autolicit/shared';
import type { RedisTarget } from '@autolicit/shared/env';
import type { AuctionServiceDeps } from '../worker-deps';
import { applyOutageExtension } from './apply-outage-extension.service';
import { type OutageTracker, type OutageTransition, createOutageTracker } from './outage-tracker';

export interface OutageMonitorOptions {
  /** How often Redis and PostgreSQL are probed (default 500 ms). */
  probeEveryMs?: number;
  /** Failing this long is an outage (default 5 s, `OUTAGE_THRESHOLD_MS`). */
  thresholdMs?: number;
  /** A probe not answered within this failed (default 1 s). */
  probeTimeoutMs?: number;
}

/** What the close processor asks before closing anything. */
export interface OutageGate {
  /** True while a dependency fails, or an outage this process saw is not applied yet. */
  isHolding(): boolean;
}

export interface OutageMonitor extends OutageGate {
  /** Probes once and settles what it can now (the timer does the same); never rejects. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

interface SeenOutage {
  dependency: OutageDependency;
  startedAt: Date;
  restoredAt: Date | null;
  /** Its row, once recorded (with `restoredAt` as recorded). */
  recorded: { id: string; restored: boolean } | null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`probe not answered within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Watches Redis and PostgreSQL from this worker process and turns an outage into extensions
 * (docs/decisions.md, "Automatic outage extension"). Each probe interval it pings both; a
 * dependency failing for the threshold is an outage (`createOutageTracker`). The window is
 * recorded in PostgreSQL as soon as it can be — at once for a Redis outage (open, which holds the
 * closes of every process through the close guard), on PostgreSQL's return for a PostgreSQL one —
 * merged with what other worker processes recorded, and once restored it is applied
 * (`applyOutageExtension`). Meanwhile `isHolding()` keeps this process's close jobs waiting.
 * Restored outages left unapplied by a process that died are applied by whoever sees them; an open
 * one whose recorder died is closed by a process that has seen the dependency healthy for twice
 * the threshold, at the start of that healthy streak.
 */
export function startOutageMonitor(
  deps: AuctionServiceDeps & { redis: RedisTarget; probeDb?: Database | undefined },
  options: OutageMonitorOptions & { onApplied?: () => void } = {},
): OutageMonitor {
  const probeEveryMs = options.probeEveryMs ?? OUTAGE_PROBE_INTERVAL_MS;
  const thresholdMs = options.thresholdMs ?? OUTAGE_THRESHOLD_MS;
  const probeTimeoutMs = options.probeTimeoutMs ?? 1_000;
  const { logger } = deps;
  // Its own connection: fails at once while Redis is away, and reconnects quickly when it is back,
  // so the restoration is seen within a probe or two.
  const redis = createRedisConnection(deps.redis, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: probeTimeoutMs,
    retryStrategy: () => 200,
  });
  redis.on('error', () => undefined); // every failure shows as a failed probe
  const started = deps.clock.now();
  const trackers: Record<OutageDependency, OutageTracker> = {
    redis: createOutageTracker('redis', thresholdMs, started),
    postgres: createOutageTracker('postgres', thresholdMs, started),
  };
  const seen: SeenOutage[] = [];
  let databaseProbe: Promise<void> | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const probeRedis = () =>
    withTimeout(pingRedis(redis), probeTimeoutMs).then(
      (ready) => ready,
      () => false,
    );
  const probeDatabase = async () => {
    // A probe PostgreSQL never answered is still failing: no second one piles up behind it.
    if (databaseProbe) return false;
    const probe = pingDatabase(deps.probeDb ?? deps.db);
    databaseProbe = probe.finally(() => {
      databaseProbe = undefined;
    });
    return withTimeout(probe, probeTimeoutMs).then(
      () => true,
      () => false,
    );
  };

  const onTransition = (transition: OutageTransition) => {
    if (transition.kind === 'started') {
      logger.warn(
        { dependency: transition.dependency, startedAt: transition.startedAt },
        'outage: auctions ending now will be extended',
      );
      seen.push({
        dependency: transition.dependency,
        startedAt: transition.startedAt,
        restoredAt: null,
        recorded: null,
      });
      return;
    }
    const outage = seen.find((o) => o.dependency === transition.dependency && o.restoredAt === null);
    if (outage) outage.restoredAt = transition.restoredAt;
    logger.warn(
      { dependency: transition.dependency, startedAt: transition.startedAt, restoredAt: transition.restoredAt },
      'outage over: extending its auctions',
    );
  };

  /** Records, merges and applies what this process saw; then whatever others left unapplied. */
  const settle = async () => {
    for (const outage of [...seen]) {
      if (!outage.recorded || (outage.restoredAt && !outage.recorded.restored)) {
        const row = await recordServiceOutage(deps.db, {
          dependency: outage.dependency,
          startedAt: outage.startedAt,
          restoredAt: outage.restoredAt,
        });
        outage.recorded = { id: row.id, restored: row.restoredAt !== null };
      }
      if (!outage.recorded.restored) continue;
      const result = await applyOutageExtension(deps, outage.recorded.id);
      if (result.outcome === 'applied')
        logger.warn(
          { outageId: outage.recorded.id, extended: result.extended.length },
          'auctions extended after an outage',
        );
      if (result.outcome === 'incomplete') continue;
      seen.splice(seen.indexOf(outage), 1);
      options.onApplied?.();
    }
    await settleOthers();
  };

  const settleOthers = async () => {
    for (const row of await listUnappliedServiceOutages(deps.db)) {
      if (seen.some((o) => o.recorded?.id === row.id)) continue;
      if (!row.restoredAt) {
        const healthySince = trackers[row.dependency].healthySince();
        const now = deps.clock.now();
        if (!healthySince || now.getTime() - healthySince.getTime() < 2 * thresholdMs) continue;
        const restoredAt = new Date(Math.max(healthySince.getTime(), row.startedAt.getTime()));
        await recordServiceOutage(deps.db, { dependency: row.dependency, startedAt: row.startedAt, restoredAt });
        logger.warn({ outageId: row.id, restoredAt }, 'closed an outage its recorder left open');
      }
      const result = await applyOutageExtension(deps, row.id);
      if (result.outcome === 'applied') {
        logger.warn(
          { outageId: row.id, extended: result.extended.length },
          'auctions extended after an outage another process recorded',
        );
        options.onApplied?.();
      }
    }
  };

  const runTick = async () => {
    const [redisOk, databaseOk] = await Promise.all([probeRedis(), probeDatabase()]);
    const now = deps.clock.now();
    for (const [dependency, ok] of [
      ['redis', redisOk],
      ['postgres', databaseOk],
    ] as const) {
      const transition = trackers[dependency].observe(ok, now);
      if (transition) onTransition(transition);
    }
    if (!databaseOk) return; // nothing to record or apply until PostgreSQL answers
    try {
      await settle();
    } catch (error) {
      logger.warn({ err: error }, 'outage not settled yet; retrying');
    }
  };

  const tick = () => {
    if (stopped) return Promise.resolve();
    ticking ??= runTick().finally(() => {
      ticking = undefined;
    });
    return ticking;
  };
  const timer = setInterval(() => void tick(), probeEveryMs);
  timer.unref();

  return {
    tick,
    isHolding: () => seen.length > 0 || trackers.redis.isFailing() || trackers.postgres.isFailing(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await ticking;
      redis.disconnect();
    },
  };
}
