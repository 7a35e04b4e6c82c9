import type { RequestHandler } from 'express';
import { ForbiddenError, UnsupportedMediaTypeError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence for a cookie-authenticated JSON API: a state-changing request
 * must come from one of our own origins (Sec-Fetch-Site / Origin), and a body must be JSON, which
 * a cross-site HTML form cannot send without a CORS preflight. Multipart is allowed only on the
 * routes listed (photo uploads), which still pass the origin check.
 */
export function createCsrfGuard(options: { allowedOrigins: string[]; multipartPaths: string[] }): RequestHandler {
  const allowed = new Set(options.allowedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();

    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      // A same-site request from an allowed origin (a separate front-end host) is still fine.
      if (!(fetchSite === 'same-site' && allowed.has(req.get('origin') ?? '')))
        return next(new ForbiddenError('errors.crossSite'));
    }
    const origin = req.get('origin');
    if (origin !== undefined && !allowed.has(origin)) return next(new ForbiddenError('errors.crossSite'));

    const hasBody =
      req.get('content-length') !== undefined
        ? Number(req.get('content-length')) > 0
        : req.get('transfer-encoding') !== undefined;
    if (!hasBody) return next();
    if (req.is('application/json')) return next();
    if (req.is('multipart/form-data') && options.multipartPaths.includes(req.path)) return next();
    return next(new UnsupportedMediaTypeError());
  };
}
