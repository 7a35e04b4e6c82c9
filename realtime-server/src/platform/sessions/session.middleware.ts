import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import session from 'express-session';
import { SESSION_COOKIE } from './session-cookie';
import { RedisSessionStore } from './redis-session-store';

export interface SessionMiddlewareOptions {
  secret: string;
  secureCookie: boolean;
}

/**
 * The cookie session for the API, Bull Board and the Socket.IO handshake. Each request renews the
 * idle period, but never past the absolute lifetime counted from sign-in: the cookie's Max-Age and
 * the Redis TTL both follow the shorter of the two, so a stolen cookie cannot be kept alive forever.
 */
export function createSessionMiddleware(store: RedisSessionStore, options: SessionMiddlewareOptions): RequestHandler {
  const cookieSession = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookie, maxAge: store.lifetime.idleMs },
  });
  return (req, res, next) => {
    cookieSession(req, res, (error?: unknown) => {
      if (error) return next(error);
      capSessionLifetime(req);
      next();
    });
  };
}

type SessionRequest = IncomingMessage & {
  session?: session.Session & Partial<session.SessionData>;
  sessionStore?: session.Store;
};

/**
 * Sets the cookie's lifetime to the idle timeout, cut short by the absolute end of the session.
 * Runs on every request and again at sign-in, when the session has just started.
 */
export function capSessionLifetime(req: SessionRequest): void {
  const current = req.session;
  if (!current?.userId || !(req.sessionStore instanceof RedisSessionStore)) return;
  const { idleMs, absoluteMs } = req.sessionStore.lifetime;
  // Sessions from before the absolute lifetime existed start counting on their next request.
  current.startedAt ??= Date.now();
  current.cookie.maxAge = Math.max(1000, Math.min(idleMs, current.startedAt + absoluteMs - Date.now()));
}
