import {
  createProfessionalRegistrationSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  mfaCodeInputSchema,
  resetPasswordInputSchema,
  switchRoleInputSchema,
} from '@autolicit/shared';
import { findUserById, type UserWithProfile } from '@autolicit/db';
import { type Request, type Response, Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { type Limiters, consumeLimits, limitBy } from '../../platform/guards/rate-limit';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';
import { clientIp } from '../../platform/client-address';
import { getClientOrigin } from '../../platform/client-origin';
import { AppError, UnauthorizedError } from '../../platform/errors';
import { parseInput } from '../../platform/validate';
import { recordAuditEvent } from '../audit/record-audit-event';
import { recordClientFootprint } from '../signals/record-footprint.service';
import { toUserDto } from '../users/user.mapper';
import { requestPasswordReset } from './forgot-password.service';
import { logIn, logInProfessional } from './login.service';
import { registerProfessional } from './register-professional.service';
import { registerUser } from './register.service';
import { resetPassword } from './reset-password.service';
import { endUserSessions } from './end-user-sessions.service';
import { checkSecondFactor } from '../mfa/check-second-factor';
import { createMfaRouter } from '../mfa/mfa.routes';
import {
  clearSessionCookie,
  destroySession,
  startMfaChallenge,
  startUserSession,
} from '../../platform/sessions/user-session';
import { startPasswordSignIn } from './start-password-sign-in.service';
import { switchRole } from './switch-role.service';

export interface AuthRouterDeps {
  limiters: Limiters;
  sessionStore: RedisSessionStore;
}

export function createAuthRouter(ctx: AppContext, deps: AuthRouterDeps): Router {
  const { limiters, sessionStore } = deps;
  const router = Router();
  const registerLimit = limitBy(ctx.logger, [limiters.registerPerIp, clientIp]);

  router.post('/register', registerLimit, async (req, res) => {
    const input = parseInput(registerInputSchema, req.body);
    const user = await registerUser(ctx, input);
    await startUserSession(req, user.id);
    await recordClientFootprint(ctx, user.id, 'signup', getClientOrigin(req));
    res.status(201).json({ success: true, message: 'Account created successfully', user: toUserDto(user) });
  });

  router.post('/register-professional', registerLimit, async (req, res) => {
    const input = parseInput(createProfessionalRegistrationSchema(ctx.clock.now()), req.body);
    const user = await registerProfessional(ctx, input);
    await startUserSession(req, user.id);
    await recordClientFootprint(ctx, user.id, 'signup', getClientOrigin(req));
    res.status(201).json({
      success: true,
      message: 'Registration successful. Your account is pending verification.',
      user: toUserDto(user),
    });
  });

  /** The last step of every sign-in: a fresh session, the audit line, the "Welcome back" answer. */
  async function finishSignIn(
    req: Request,
    res: Response,
    user: UserWithProfile,
    details: Record<string, string | boolean>,
    mfaVerifiedAt?: number,
  ) {
    await startUserSession(req, user.id, { mfaVerifiedAt });
    await recordAuditEvent(ctx, { event: 'login', outcome: 'success', userId: user.id, ip: clientIp(req), details });
    await recordClientFootprint(ctx, user.id, 'login', getClientOrigin(req));
    res.json({ success: true, message: 'Welcome back', user: toUserDto(user) });
  }

  /** After a correct password: signed in, or the second factor is owed (the web app then asks for the code). */
  async function answerPasswordSignIn(req: Request, res: Response, user: UserWithProfile, professional: boolean) {
    const next = await startPasswordSignIn(ctx, user);
    if (next.kind === 'second-factor-owed') {
      await startMfaChallenge(req, next.userId, professional);
      res.json({ success: true, mfaRequired: true });
      return;
    }
    await finishSignIn(req, res, next.user, { professional });
  }

  router.post('/login', async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    await answerPasswordSignIn(req, res, await logIn(ctx, limiters, { ...input, ip: clientIp(req) }), false);
  });

  router.post('/login-professional', async (req, res) => {
    const input = parseInput(loginInputSchema, req.body);
    await answerPasswordSignIn(req, res, await logInProfessional(ctx, limiters, { ...input, ip: clientIp(req) }), true);
  });

  // The second step of a sign-in whose account has a second factor.
  router.post('/login/mfa', async (req, res) => {
    const { code } = parseInput(mfaCodeInputSchema, req.body);
    const pending = req.session.pendingMfa;
    if (!pending || pending.until < Date.now()) throw new UnauthorizedError('mfa.challengeExpired');
    const method = await checkSecondFactor(ctx, limiters, {
      userId: pending.userId,
      code,
      ip: clientIp(req),
      event: 'login.mfa',
    });
    const user = await findUserById(ctx.db, pending.userId);
    if (!user) throw new UnauthorizedError('mfa.challengeExpired');
    await finishSignIn(req, res, user, { professional: pending.professional, secondFactor: method }, Date.now());
  });

  router.use('/mfa', createMfaRouter(ctx, { limiters }));

  router.post('/logout', async (req, res) => {
    // The store closes the session's live sockets too, on every node: a signed-out tab must not keep bidding.
    await destroySession(req);
    clearSessionCookie(res, ctx.config.appOrigin);
    res.json({ success: true });
  });

  // Ends every session of this user, this one included, and closes their sockets everywhere.
  router.post('/logout-everywhere', requireAuth, async (req, res) => {
    const user = requireUser(req);
    const ended = await endUserSessions(ctx, sessionStore, user.id);
    await recordAuditEvent(ctx, {
      event: 'sessions.signed-out-everywhere',
      outcome: 'success',
      userId: user.id,
      ip: clientIp(req),
      details: { sessions: ended },
    });
    clearSessionCookie(res, ctx.config.appOrigin);
    res.json({ success: true });
  });

  router.get('/user', (req, res) => {
    res.json(toUserDto(requireUser(req)));
  });

  router.patch('/user/role', requireAuth, async (req, res) => {
    const { role } = parseInput(switchRoleInputSchema, req.body);
    const current = requireUser(req);
    const mfaVerifiedAt = req.session.mfaVerifiedAt;
    const user = await switchRole(ctx, current, role, { mfaVerified: mfaVerifiedAt !== undefined }).catch(
      async (error: unknown) => {
        await recordAuditEvent(ctx, {
          event: 'role.switch',
          outcome: 'failure',
          userId: current.id,
          ip: clientIp(req),
          details: { role },
        });
        throw error;
      },
    );
    // A new id for the new privileges; the proof of the second factor carries over.
    await startUserSession(req, user.id, { mfaVerifiedAt });
    await recordAuditEvent(ctx, {
      event: 'role.switch',
      outcome: 'success',
      userId: user.id,
      ip: clientIp(req),
      details: { role },
    });
    res.json({ success: true, message: 'Role updated successfully', user: toUserDto(user) });
  });

  router.post('/forgot-password', limitBy(ctx.logger, [limiters.forgotPasswordPerIp, clientIp]), async (req, res) => {
    const { email } = parseInput(forgotPasswordInputSchema, req.body);
    // Counted for every address, known or not, so a 429 reveals nothing about accounts.
    await consumeLimits([[limiters.forgotPasswordPerAccount, email]], ctx.logger);
    await requestPasswordReset(ctx, email);
    res.json({ success: true, message: 'If an account with this email exists, a password reset link has been sent.' });
  });

  router.post('/reset-password', async (req, res) => {
    const input = parseInput(resetPasswordInputSchema, req.body);
    const userId = await resetPassword(ctx, sessionStore, input).catch(async (error: unknown) => {
      await recordAuditEvent(ctx, {
        event: 'password.reset',
        outcome: 'failure',
        ip: clientIp(req),
        details: { reason: error instanceof AppError ? error.messageKey : 'error' },
      });
      throw error;
    });
    await recordAuditEvent(ctx, { event: 'password.reset', outcome: 'success', userId, ip: clientIp(req) });
    res.json({ success: true, message: 'Password Reset Successful' });
  });

  return router;
}
