import { idempotencyKeySchema, placeBidInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { getRequestCaller, requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import type { Limiters } from '../../platform/guards/rate-limit';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { guardBidCommand } from './bid.guards';
import { findBidAttempt } from './find-bid-attempt.service';
import { listVehicleBids } from './list-bids.service';
import { placeBid } from './place-bid.service';
import { removeMaximum } from './remove-maximum.service';

export function createBidRouter(ctx: AppContext, deps: { limiters: Limiters }): Router {
  const router = Router();

  router.get('/:id/bids', async (req, res) => {
    res.json(await listVehicleBids(ctx, parseIdParam(req.params.id, 'vehicle.notFound'), req.user?.id));
  });

  router.post('/:id/bids', async (req, res) => {
    const caller = getRequestCaller(req);
    const bidder = await guardBidCommand(ctx, deps.limiters, caller);
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const input = parseInput(placeBidInputSchema, req.body);
    const header = req.get('idempotency-key');
    const idempotencyKey = header === undefined ? undefined : parseInput(idempotencyKeySchema, header);
    const outcome = await placeBid(ctx, {
      vehicleId,
      bidder,
      amount: input.amount,
      maxAmount: input.maxAmount,
      idempotencyKey,
      client: caller.origin,
    });
    // A replay answers exactly as the first time, marked so clients and logs can tell.
    if (!outcome.isNew) res.set('Idempotent-Replayed', 'true');
    res.status(201).json(outcome.result);
  });

  // Withdraw one's own maximum (refused while it leads). Raising or lowering one is a POST with maxAmount.
  router.delete('/:id/bids/maximum', async (req, res) => {
    const bidder = await guardBidCommand(ctx, deps.limiters, getRequestCaller(req));
    await removeMaximum(ctx, { vehicleId: parseIdParam(req.params.id, 'vehicle.notFound'), bidder });
    res.status(204).end();
  });

  // A client whose bid got no answer asks what became of it, by the key it sent (never re-placing it).
  router.get('/:id/bids/attempts/:key', requireAuth, async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const key = parseInput(idempotencyKeySchema, req.params.key);
    res.json(await findBidAttempt(ctx, { vehicleId, userId: requireUser(req).id, key }));
  });

  return router;
}
