import {
  cancelAuctionInputSchema,
  createListingInputSchema,
  createListingRarCertificateSchema,
  relistInputSchema,
  vehicleListQuerySchema,
} from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { clientIp } from '../../platform/client-address';
import { acceptHighestBid } from './accept-highest-bid.service';
import { cancelAuction } from './cancel-auction.service';
import { createVehicle } from './create-vehicle.service';
import { getVehicle } from './get-vehicle.service';
import { relistAuction } from './relist-vehicle.service';
import { listVehicles } from './list-vehicles.service';

export function createVehicleRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const query = parseInput(vehicleListQuerySchema, req.query);
    const page = await listVehicles(ctx, query, req.user);
    res.set('X-Total-Count', String(page.total));
    res.set('Access-Control-Expose-Headers', 'X-Total-Count');
    res.json(page.vehicles);
  });

  router.get('/:id', async (req, res) => {
    res.json(await getVehicle(ctx, parseIdParam(req.params.id, 'vehicle.notFound'), req.user));
  });

  router.post('/', requireAuth, async (req, res) => {
    const input = parseInput(createListingInputSchema(ctx.clock.now()), req.body);
    const { rarCertificate } = parseInput(createListingRarCertificateSchema(ctx.clock.now()), req.body);
    res.status(201).json(await createVehicle(ctx, requireUser(req), input, rarCertificate));
  });

  // The seller while there is no bid; an acting admin at any time (audited).
  router.post('/:id/cancel', requireAuth, async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const { reason } = parseInput(cancelAuctionInputSchema, req.body);
    res.json(await cancelAuction(ctx, { vehicleId, actor: requireUser(req), reason, ip: clientIp(req) }));
  });

  // An ended, unsold auction up again: a new vehicle id with the same details and photos.
  router.post('/:id/relist', requireAuth, async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const input = parseInput(relistInputSchema, req.body);
    res.status(201).json(await relistAuction(ctx, requireUser(req), vehicleId, input));
  });

  // Ended under its reserve: within 48 h the seller may still sell to the highest bidder.
  router.post('/:id/accept-highest-bid', requireAuth, async (req, res) => {
    res.json(await acceptHighestBid(ctx, requireUser(req), parseIdParam(req.params.id, 'vehicle.notFound')));
  });

  return router;
}
