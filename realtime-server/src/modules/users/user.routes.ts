import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { pageSchema, parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { listUserBids, listUserTransactions, listUserVehicles, listUserWatchlist } from './user-activity.service';

const lists = {
  bids: listUserBids,
  watchlist: listUserWatchlist,
  vehicles: listUserVehicles,
  transactions: listUserTransactions,
} as const;

export function createUserRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);
  for (const [name, list] of Object.entries(lists)) {
    router.get(`/:id/${name}`, async (req, res) => {
      const page = parseInput(pageSchema, req.query);
      res.json(await list(ctx, requireUser(req), parseIdParam(req.params.id, 'user.notFound'), page));
    });
  }
  return router;
}
