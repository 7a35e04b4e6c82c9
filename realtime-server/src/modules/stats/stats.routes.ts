import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../platform/guards/auth.middleware';
import { PUBLIC_STATS_TTL_SECONDS, getPlatformStats, getPublicStats } from './stats.service';

export function createStatsRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/public', async (_req, res) => {
    res.set('Cache-Control', `public, max-age=${PUBLIC_STATS_TTL_SECONDS}`);
    res.json(await getPublicStats(ctx));
  });

  router.get('/', requireAdmin, async (_req, res) => {
    res.json(await getPlatformStats(ctx));
  });

  return router;
}
