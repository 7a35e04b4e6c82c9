import { settleTransactionInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../http/client-address';
import { requireAuth, requireUser } from '../../http/middleware/auth.middleware';
import { parseIdParam } from '../../lib/params';
import { parseInput } from '../../lib/validate';
import { settleSale } from './settle-transaction.service';

export function createTransactionRouter(ctx: AppContext): Router {
  const router = Router();
  // The seller records the payment (or, after the deadline, its absence); admins too.
  router.patch('/:id', requireAuth, async (req, res) => {
    const transactionId = parseIdParam(req.params.id, 'transaction.notFound');
    const input = parseInput(settleTransactionInputSchema, req.body);
    res.json(await settleSale(ctx, requireUser(req), transactionId, input, clientIp(req) ?? null));
  });
  return router;
}
