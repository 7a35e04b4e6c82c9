import { saleSummaryQuerySchema, settleTransactionInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../platform/client-address';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { getSaleSummary } from './get-sale-summary.service';
import { settleSale } from './settle-transaction.service';

export function createTransactionRouter(ctx: AppContext): Router {
  const router = Router();
  // The seller records the payment (or, after the deadline, its absence); admins too.
  router.patch('/:id', requireAuth, async (req, res) => {
    const transactionId = parseIdParam(req.params.id, 'transaction.notFound');
    const input = parseInput(settleTransactionInputSchema, req.body);
    res.json(await settleSale(ctx, requireUser(req), transactionId, input, clientIp(req) ?? null));
  });
  // The sale's PDF summary for its parties, in the language asked for (Romanian unless `lang=en`).
  router.get('/:id/summary.pdf', requireAuth, async (req, res) => {
    const transactionId = parseIdParam(req.params.id, 'transaction.notFound');
    const { lang } = parseInput(saleSummaryQuerySchema, req.query);
    const file = await getSaleSummary(ctx, requireUser(req), transactionId, lang);
    res.set('Content-Type', 'application/pdf');
    res.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.send(file.pdf);
  });
  return router;
}
