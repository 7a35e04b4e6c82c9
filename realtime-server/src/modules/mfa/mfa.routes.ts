import { countUnusedRecoveryCodes, hasConfirmedMfa } from '@autolicit/db';
import { type MfaStatusDto, mfaCodeInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../platform/client-address';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import type { Limiters } from '../../platform/guards/rate-limit';
import { parseInput } from '../../platform/validate';
import { startUserSession } from '../../platform/sessions/user-session';
import { checkSecondFactor } from './check-second-factor';
import { replaceWithNewRecoveryCodes } from './issue-recovery-codes.service';
import { startMfaEnrolment } from './start-mfa-enrolment.service';

/** /api/auth/mfa: the signed-in user's own second factor (status, enrolment, confirmation). */
export function createMfaRouter(ctx: AppContext, deps: { limiters: Limiters }): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (req, res) => {
    const user = requireUser(req);
    const enabled = await hasConfirmedMfa(ctx.db, user.id);
    const status: MfaStatusDto = {
      enabled,
      recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    };
    res.json(status);
  });

  router.post('/enrol', async (req, res) => {
    res.json(await startMfaEnrolment(ctx, requireUser(req)));
  });

  router.post('/confirm', async (req, res) => {
    const user = requireUser(req);
    const { code } = parseInput(mfaCodeInputSchema, req.body);
    await checkSecondFactor(ctx, deps.limiters, {
      userId: user.id,
      code,
      ip: clientIp(req),
      event: 'mfa.enrolled',
      confirm: true,
    });
    const confirmed = await replaceWithNewRecoveryCodes(ctx, user.id);
    // The user has just shown the second factor: this session counts as verified, under a new id.
    await startUserSession(req, user.id, { mfaVerifiedAt: Date.now() });
    res.json(confirmed);
  });

  return router;
}
