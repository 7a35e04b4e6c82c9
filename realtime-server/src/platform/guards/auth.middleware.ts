import { findUserById, type UserWithProfile } from '@autolicit/db';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PlatformContext } from '../platform-context';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { getClientOrigin } from '../client-origin';
import type { CommandCaller } from './command.guard';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: UserWithProfile;
    }
  }
}

/** Loads the signed-in user, if any, onto req.user. A session whose user is gone is treated as signed out. */
export function loadUser(ctx: Pick<PlatformContext, 'db'>): RequestHandler {
  return async (req, _res, next) => {
    const userId = req.session?.userId;
    if (!userId) return next();
    try {
      const user = await findUserById(ctx.db, userId);
      if (user) req.user = user;
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function requireUser(req: Request): UserWithProfile {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}

/**
 * An API request as a command caller: express-session has just read its session from Redis (an
 * ended one reads as none) and loadUser has read its user again, both for this very request.
 */
export function getRequestCaller(req: Request): CommandCaller {
  const user = req.user;
  return { userId: user?.id, origin: getClientOrigin(req), readUser: async () => user };
}

export const requireAuth: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  next(req.user ? undefined : new UnauthorizedError());
};

/** Admin privileges follow the active role: an admin account switched to "user" acts as a user. */
export function isActingAdmin(user: UserWithProfile | undefined): boolean {
  return user !== undefined && user.isAdmin && user.role === 'admin';
}

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new UnauthorizedError());
  next(isActingAdmin(req.user) ? undefined : new ForbiddenError());
};
