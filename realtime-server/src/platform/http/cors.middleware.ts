import type { RequestHandler } from 'express';

/** CORS for the configured origins only; an unknown Origin gets no CORS headers at all (never reflected). */
export function createCors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin && allowed.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Allow-Credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET,POST,PATCH,DELETE');
        res.set('Access-Control-Allow-Headers', 'Content-Type,Idempotency-Key');
        res.set('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
