import { checkMigrationsApplied, pingDatabase } from '@autolicit/db';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Router } from 'express';
import type { AppContext } from '../app-context';
import { requireAdmin } from './middleware/auth.middleware';

import { BULL_BOARD_PATH } from '@autolicit/shared';

export { BULL_BOARD_PATH };

export interface LiveGauges {
  /** Sockets connected and vehicle rooms on this node, read at scrape time. */
  readSockets(): { connected: number; vehicleRooms: number };
}

async function checkReadiness(ctx: AppContext): Promise<Record<string, boolean>> {
  const [database, migrations, redis] = await Promise.all([
    pingDatabase(ctx.db).then(() => true, () => false),
    checkMigrationsApplied(ctx.db).catch(() => false),
    ctx.redis.ping().then((reply) => reply === 'PONG', () => false),
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
    const ready = Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not-ready', checks });
  });
  publicRouter.get('/metrics', async (_req, res) => {
    const { metrics } = ctx;
    const sockets = live.readSockets();
    metrics.socketsConnected.set(sockets.connected);
    metrics.roomsJoined.set(sockets.vehicleRooms);
    for (const queue of [ctx.queues.auctionClose, ctx.queues.notifications]) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'failed').catch(() => null);
      for (const [state, count] of Object.entries(counts ?? {})) metrics.queueJobs.set({ queue: queue.name, state }, count);
    }
    res.set('Content-Type', metrics.registry.contentType);
    res.send(await metrics.registry.metrics());
  });

  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(ctx.queues.auctionClose), new BullMQAdapter(ctx.queues.notifications)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'AutoLicit queues' } },
  });
  const adminRouter = Router();
  adminRouter.use(requireAdmin, serverAdapter.getRouter());
  return { public: publicRouter, admin: adminRouter };
}
