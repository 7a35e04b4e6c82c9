import { pingRedis } from '@autolicit/messaging';
import { checkMigrationsApplied, pingDatabase, readOutboxBacklog } from '@autolicit/db';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { NotFoundError, UnauthorizedError } from '../../platform/errors';
import { requireAdmin } from '../../platform/guards/auth.middleware';

import { BULL_BOARD_PATH } from '@autolicit/shared';

export { BULL_BOARD_PATH };

export interface LiveGauges {
  /** Sockets connected and vehicle rooms on this node, read at scrape time. */
  readSockets(): { connected: number; vehicleRooms: number };
}

const READINESS_TIMEOUT_MS = 2_000;

function hasBearerToken(header: string | undefined, token: string): boolean {
  const offered = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/** A check that hangs (a stopped, not closed, dependency) counts as failed after a bound. */
function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), READINESS_TIMEOUT_MS).unref()),
  ]);
}

const NOT_READY_REASONS = {
  database: 'PostgreSQL is not reachable',
  migrations: 'database migrations are not applied',
  redis: 'Redis is not reachable: signed-in requests answer 503 and bids are refused until it is back',
} as const;

async function checkReadiness(ctx: AppContext): Promise<Record<keyof typeof NOT_READY_REASONS, boolean>> {
  const [database, migrations, redis] = await Promise.all([
    within(
      pingDatabase(ctx.db).then(() => true),
      false,
    ),
    within(checkMigrationsApplied(ctx.db), false),
    within(pingRedis(ctx.redis), false),
  ]);
  return { database, migrations, redis };
}

/** Liveness and readiness for orchestrators, Prometheus metrics, and Bull Board for operators. */
export function createOperationsRouter(ctx: AppContext, live: LiveGauges): { public: Router; admin: Router } {
  const publicRouter = Router();
  publicRouter.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  publicRouter.get('/readyz', async (_req, res) => {
    const checks = await checkReadiness(ctx);
    const failed = (Object.keys(checks) as (keyof typeof checks)[]).filter((name) => !checks[name]);
    if (failed.length === 0) {
      res.json({ status: 'ready', checks });
      return;
    }
    res.set('Retry-After', '5');
    res
      .status(503)
      .json({ status: 'not-ready', checks, reason: failed.map((name) => NOT_READY_REASONS[name]).join('; ') });
  });
  // Prometheus only: a bearer token (METRICS_TOKEN), compared in constant time. Without one
  // configured the endpoint does not exist; admins read queue numbers from /api/admin/queues.
  publicRouter.get('/metrics', async (req, res) => {
    const token = ctx.config.metricsToken;
    if (!token) throw new NotFoundError();
    if (!hasBearerToken(req.get('authorization'), token)) {
      res.set('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new UnauthorizedError();
    }
    const { metrics } = ctx;
    const sockets = live.readSockets();
    metrics.socketsConnected.set(sockets.connected);
    metrics.roomsJoined.set(sockets.vehicleRooms);
    const backlog = await readOutboxBacklog(ctx.db, ctx.clock.now()).catch(() => null);
    if (backlog) metrics.outboxPending.set(backlog.pending);
    for (const queue of [ctx.queues.auctionClose, ctx.queues.notifications, ctx.queues.push]) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed').catch(() => null);
      for (const [state, count] of Object.entries(counts ?? {}))
        metrics.queueJobs.set({ queue: queue.name, state }, count);
    }
    res.set('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });

  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: [
      new BullMQAdapter(ctx.queues.auctionClose),
      new BullMQAdapter(ctx.queues.notifications),
      new BullMQAdapter(ctx.queues.push),
    ],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'AutoLicit queues' } },
  });
  const adminRouter = Router();
  adminRouter.use(requireAdmin, serverAdapter.getRouter());
  return { public: publicRouter, admin: adminRouter };
}
