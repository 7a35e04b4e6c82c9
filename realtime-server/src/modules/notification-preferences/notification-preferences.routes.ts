import { notificationPreferencesInputSchema } from '@autolicit/shared';
import express, { Router } from 'express';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../platform/errors';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { parseInput } from '../../platform/validate';
import {
  getNotificationPreferences,
  unsubscribeFromEmail,
  updateNotificationPreferences,
} from './notification-preferences.service';
import { renderUnsubscribePage } from './unsubscribe-page';

/** The signed-in user's table of what reaches them where. */
export function createNotificationPreferencesRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);
  router.get('/', async (req, res) => {
    res.json(await getNotificationPreferences(ctx, requireUser(req).id));
  });
  router.put('/', async (req, res) => {
    const input = parseInput(notificationPreferencesInputSchema, req.body);
    res.json(await updateNotificationPreferences(ctx, requireUser(req).id, input));
  });
  return router;
}

const readParam = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The e-mails' unsubscribe link, outside the API's session and CSRF guards: its secret is the only
 * credential. POST is the one click (RFC 8058: mail clients send `List-Unsubscribe=One-Click`); GET,
 * what a person's click on the link in the e-mail opens, only shows a page with that button, because
 * mail scanners follow links and must not unsubscribe anyone.
 */
export function createEmailUnsubscribeRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.type('html').send(renderUnsubscribePage({ state: 'confirm', action: req.originalUrl }));
  });
  router.post('/', express.urlencoded({ extended: false, limit: '1kb' }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      await unsubscribeFromEmail(ctx, readParam(req.query.token), readParam(req.query.kind));
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      res
        .status(400)
        .type('html')
        .send(renderUnsubscribePage({ state: 'invalid' }));
      return;
    }
    res.type('html').send(renderUnsubscribePage({ state: 'done' }));
  });
  return router;
}
