import { pushSubscriptionInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { getVapidPublicKey, listDevices, removeDevice, subscribeDevice } from './push-subscription.service';

/** Web Push: the key browsers subscribe with, and the signed-in user's devices. */
export function createPushRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/vapid-public-key', (_req, res) => {
    res.json(getVapidPublicKey(ctx));
  });

  router.use('/subscriptions', requireAuth);

  router.post('/subscriptions', async (req, res) => {
    const input = parseInput(pushSubscriptionInputSchema, req.body);
    res.status(201).json(await subscribeDevice(ctx, requireUser(req).id, input, req.get('user-agent')));
  });

  router.get('/subscriptions', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ devices: await listDevices(ctx, requireUser(req).id) });
  });

  router.delete('/subscriptions/:id', async (req, res) => {
    await removeDevice(ctx, requireUser(req).id, parseIdParam(req.params.id, 'push.subscriptionNotFound'));
    res.status(204).end();
  });

  return router;
}
