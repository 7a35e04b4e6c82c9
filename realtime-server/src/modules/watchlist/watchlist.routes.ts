import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { getWatchlistStatus, unwatchVehicle, watchVehicle } from './watchlist.service';

const watchInputSchema = z.object({ vehicleId: z.string({ error: 'vehicle.notFound' }) });

export function createWatchlistRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/:vehicleId/status', async (req, res) => {
    res.json(
      await getWatchlistStatus(ctx, requireUser(req).id, parseIdParam(req.params.vehicleId, 'vehicle.notFound')),
    );
  });

  router.post('/', async (req, res) => {
    const { vehicleId } = parseInput(watchInputSchema, req.body);
    res.status(201).json(await watchVehicle(ctx, requireUser(req).id, parseIdParam(vehicleId, 'vehicle.notFound')));
  });

  router.delete('/:vehicleId', async (req, res) => {
    res.json(await unwatchVehicle(ctx, requireUser(req).id, parseIdParam(req.params.vehicleId, 'vehicle.notFound')));
  });

  return router;
}
