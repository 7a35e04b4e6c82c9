import { randomUUID } from 'node:crypto';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { MAX_LISTING_BODY_BYTES } from '@autolicit/shared';
import type { AppContext } from './app-context';
import { UnauthorizedError } from './platform/errors';
import { createAdminRouter } from './modules/admin/admin.routes';
import { createAuthRouter } from './modules/auth/auth.routes';
import { createBidRouter } from './modules/bids/bid.routes';
import { createStatsRouter } from './modules/stats/stats.routes';
import { createUploadRouter } from './modules/uploads/upload.routes';
import {
  createRarCertificateFileRouter,
  createRarCertificateRouter,
  createVehicleRarCertificateRouter,
} from './modules/rar-certificates/rar-certificate.routes';
import { createUserRouter } from './modules/users/user.routes';
import { createTransactionRouter } from './modules/transactions/transaction.routes';
import { createVehicleRouter } from './modules/vehicles/vehicle.routes';
import { createWatchlistRouter } from './modules/watchlist/watchlist.routes';
import { createPushRouter } from './modules/push/push.routes';
import { createSavedSearchRouter } from './modules/saved-searches/saved-search.routes';
import { createVinRouter } from './modules/vin/vin.routes';
import {
  createQuestionAdminRouter,
  createQuestionRouter,
  createVehicleQuestionRouter,
} from './modules/questions/question.routes';
import {
  createEmailUnsubscribeRouter,
  createNotificationPreferencesRouter,
} from './modules/notification-preferences/notification-preferences.routes';
import { createWebAppRouter } from './modules/web-app/web-app.routes';
import { createSeoRouter } from './modules/web-app/seo.routes';
import { loadPageRenderer, type PageRenderer } from './modules/web-app/page-renderer.service';
import { createPagePreloads } from './modules/web-app/page-preloads.service';
import { getAllowedOrigins } from './platform/http/allowed-origins';
import { type TrustProxy, compileTrustProxy } from './platform/client-address';
import { createDeviceIdMiddleware } from './platform/client-origin';
import { loadUser } from './platform/guards/auth.middleware';
import { createCors } from './platform/http/cors.middleware';
import { createCsrfGuard } from './platform/guards/csrf.middleware';
import { apiNotFound, errorMiddleware } from './platform/http/error.middleware';
import {
  type Limiters,
  type RateLimitRules,
  createLimiters,
  defaultRateLimitRules,
} from './platform/guards/rate-limit';
import { RedisSessionStore } from './platform/sessions/redis-session-store';
import { rejectControlCharacters } from './platform/http/reject-control-characters';
import { createSessionMiddleware } from './platform/sessions/session.middleware';
import { BULL_BOARD_PATH, type LiveGauges, createOperationsRouter } from './modules/operations/operations.routes';

export interface AppOptions {
  rateLimits?: Partial<RateLimitRules>;
  /** Live socket numbers for /metrics; absent when no Socket.IO server runs (REST-only tests). */
  live?: LiveGauges;
}

export interface HttpApp {
  app: Express;
  sessionStore: RedisSessionStore;
  sessionMiddleware: RequestHandler;
  limiters: Limiters;
  allowedOrigins: string[];
  /** TRUST_PROXY compiled once: the Socket.IO handshake decides the client address the same way. */
  trustProxy: TrustProxy;
}

/** Every JSON body but a listing's: the largest (a professional registration) is a few KB. */
const JSON_BODY_LIMIT = '64kb';

function createJsonParser(): RequestHandler {
  const small = express.json({ limit: JSON_BODY_LIMIT });
  const listing = express.json({ limit: MAX_LISTING_BODY_BYTES });
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/vehicles') return small(req, res, next);
    // A listing may carry 50 MB of photos: read only for a signed-in user of our own origin (the
    // CSRF guard ran first). Anyone else is answered before a byte of it is read.
    if (!req.user) return next(new UnauthorizedError());
    listing(req, res, next);
  };
}

export function createHttpApp(ctx: AppContext, options: AppOptions = {}): HttpApp {
  const { config } = ctx;
  const app = express();
  const trustProxy = compileTrustProxy(config.trustProxy);
  app.set('trust proxy', trustProxy);
  app.disable('x-powered-by');

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const id = randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url?.startsWith('/uploads/') ?? false },
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Mantine sets style attributes at run time; scripts stay strictly same-origin.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          // The installable app: its service worker and web app manifest, both from this origin only.
          'worker-src': ["'self'"],
          'manifest-src': ["'self'"],
          'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'upgrade-insecure-requests': config.isProduction ? [] : null,
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );

  const operations = createOperationsRouter(
    ctx,
    options.live ?? { readSockets: () => ({ connected: 0, vehicleRooms: 0 }) },
  );
  app.use(operations.public);

  app.use(
    '/uploads',
    express.static(config.uploadsDir, { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );

  // An ended session takes its sockets with it, on every node (Redis adapter), within a second.
  const sessionStore = new RedisSessionStore(ctx.redis, config.redisPrefix, {
    idleMs: config.sessionIdleMs,
    absoluteMs: config.sessionMaxLifetimeMs,
    onSessionsEnded: (sessionIds) => {
      for (const sessionId of sessionIds) ctx.events.disconnectSession(sessionId);
    },
  });
  // Secure whenever the public origin is https (always in production, unless a private http test
  // was allowed): express-session would otherwise never set the cookie on such a test.
  const secureCookie = config.appOrigin.startsWith('https://');
  const sessionMiddleware = createSessionMiddleware(sessionStore, { secret: config.sessionSecret, secureCookie });

  const allowedOrigins = getAllowedOrigins(config.appOrigin, config.isProduction);
  const limiters = createLimiters(ctx.redis, config.redisPrefix, { ...defaultRateLimitRules, ...options.rateLimits });

  const api = express.Router();
  // JSON lists (vehicles, bids) shrink ~4× with gzip; on slow mobile links that is the difference.
  // No secret sits in a response body next to attacker-chosen text, so BREACH does not apply.
  api.use(compression({ threshold: 1024 }));
  // API answers may depend on who asks (the account, a bidder's standing, a seller's reserve):
  // no browser or proxy may keep them. The few public, cacheable answers say so themselves.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(createCors(allowedOrigins));
  const csrfGuard = createCsrfGuard({ allowedOrigins, multipartPaths: ['/uploads', '/rar-certificate-files'] });
  api.use(csrfGuard);
  api.use(sessionMiddleware);
  api.use(createDeviceIdMiddleware({ secureCookie }));
  api.use(loadUser(ctx));
  api.use(createJsonParser());
  api.use(rejectControlCharacters);
  api.use('/auth', createAuthRouter(ctx, { limiters, sessionStore }));
  api.use('/vehicles', createVehicleRouter(ctx));
  api.use('/vehicles', createBidRouter(ctx, { limiters }));
  api.use('/vehicles', createVehicleQuestionRouter(ctx, { limiters }));
  api.use('/questions', createQuestionRouter(ctx));
  api.use('/watchlist', createWatchlistRouter(ctx));
  api.use('/push', createPushRouter(ctx));
  api.use('/saved-searches', createSavedSearchRouter(ctx));
  api.use('/notification-preferences', createNotificationPreferencesRouter(ctx));
  api.use('/users', createUserRouter(ctx));
  api.use('/transactions', createTransactionRouter(ctx));
  api.use('/stats', createStatsRouter(ctx));
  api.use('/vin', createVinRouter(ctx));
  api.use('/admin/questions', createQuestionAdminRouter(ctx));
  api.use('/admin', createAdminRouter(ctx, { sessionStore }));
  api.use('/uploads', createUploadRouter(ctx, { limiters }));
  api.use('/vehicles', createVehicleRarCertificateRouter(ctx));
  api.use('/rar-certificates', createRarCertificateRouter(ctx));
  api.use('/rar-certificate-files', createRarCertificateFileRouter(ctx, { limiters }));
  api.use(apiNotFound);
  // Before the API's guards: an e-mail's unsubscribe link carries its own credential (RFC 8058).
  app.use('/api/email-unsubscribe', createEmailUnsubscribeRouter(ctx));
  app.use('/api', api);
  // Bull Board changes jobs: the same origin check as the API before the admin check.
  app.use(BULL_BOARD_PATH, csrfGuard, sessionMiddleware, loadUser(ctx), operations.admin);

  app.use(createSeoRouter(ctx));
  // The built web app on the same origin; client-side routes fall back to index.html.
  const webApp = createWebAppRouter(config.webDistDir, createPagePreloads(ctx), memoizeRenderer(ctx));
  if (webApp) app.use(webApp);

  app.use(errorMiddleware);
  return { app, sessionStore, sessionMiddleware, limiters, allowedOrigins, trustProxy };
}

/**
 * The server render, loaded once: at start-up in production (the first visitor after a deploy
 * should not wait for it), otherwise on the first page request (test servers rarely serve pages).
 * A build without it means none.
 */
function memoizeRenderer(ctx: AppContext): () => Promise<PageRenderer | null> {
  let loading: Promise<PageRenderer | null> | undefined;
  const load = () =>
    (loading ??= loadPageRenderer({
      webDistDir: ctx.config.webDistDir,
      webSsrDir: ctx.config.webSsrDir,
      clock: ctx.clock,
      logger: ctx.logger,
    }).catch((error: unknown) => {
      ctx.logger.error({ err: error }, 'the server render could not be loaded; pages are client-rendered');
      return null;
    }));
  if (ctx.config.isProduction) void load();
  return load;
}
