import { findUserById } from '@autolicit/db';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAdmin } from '../../http/middleware/auth.middleware';
import type { RedisSessionStore } from '../../http/middleware/redis-session-store';
import { NotFoundError } from '../../lib/errors';
import { parseIdParam } from '../../lib/params';
import { endUserSessions } from '../auth/end-user-sessions.service';
import { getQueueHealth } from './get-queue-health.service';

export interface AdminRouterDeps {
  sessionStore: RedisSessionStore;
}

/** What only an acting admin may do; every answer is private. */
export function createAdminRouter(ctx: AppContext, deps: AdminRouterDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  // Revokes a user's access at once: every session ends and every socket closes, on every node.
  router.delete('/users/:userId/sessions', async (req, res) => {
    const userId = parseIdParam(req.params.userId, 'user.notFound');
    if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('user.notFound');
    const ended = await endUserSessions(ctx, deps.sessionStore, userId);
    res.json({ success: true, endedSessions: ended });
  });

  router.get('/queues', async (_req, res) => {
    res.json(await getQueueHealth(ctx));
  });

  return router;
}
