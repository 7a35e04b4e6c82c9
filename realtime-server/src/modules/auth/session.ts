import type { Request } from 'express';

// express-session only offers callbacks; these wrappers let the routes await them.

export function regenerateSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((error: unknown) => (error ? reject(error) : resolve())));
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
export async function startUserSession(req: Request, userId: string): Promise<void> {
  await regenerateSession(req);
  req.session.userId = userId;
  await saveSession(req);
}
