import type { Request, Response } from 'express';
import { capSessionLifetime } from './session.middleware';
import { SESSION_COOKIE } from './session-cookie';

// express-session only offers callbacks; these wrappers let the routes await them.

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())),
  );
}

export function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}

/**
 * Binds the request's session to a user under a fresh session id. A new id on every change of
 * privilege defeats session fixation: an id planted or seen before sign-in is worth nothing after.
 */
export async function startUserSession(
  req: Request,
  userId: string,
  options: { mfaVerifiedAt?: number } = {},
): Promise<void> {
  // regenerate() destroys the old id in the store, which closes the sockets opened under it.
  await regenerateSession(req);
  req.session.userId = userId;
  req.session.startedAt = Date.now();
  if (options.mfaVerifiedAt) req.session.mfaVerifiedAt = options.mfaVerifiedAt;
  capSessionLifetime(req);
  await saveSession(req);
}

/** Same attributes as when it was set, or browsers keep the cookie (the session behind it is gone anyway). */
export function clearSessionCookie(res: Response, appOrigin: string): void {
  res.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: appOrigin.startsWith('https://'),
  });
}

/** How long a sign-in may wait between the password and the second factor. */
export const MFA_CHALLENGE_MS = 5 * 60_000;

/**
 * The password was right and the account has a second factor: the session (under a fresh id)
 * only remembers whose code it waits for, for five minutes. Nobody is signed in yet.
 */
export async function startMfaChallenge(req: Request, userId: string, professional: boolean): Promise<void> {
  await regenerateSession(req);
  req.session.pendingMfa = { userId, until: Date.now() + MFA_CHALLENGE_MS, professional };
  await saveSession(req);
}
