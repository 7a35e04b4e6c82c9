import type { ApiErrorBody } from '@autolicit/shared';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  AppError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitError,
  ServiceUnavailableError,
  ValidationError,
} from '../errors';
import { isDependencyOutageError } from '@autolicit/shared/process';

interface HttpParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
  code?: string;
}

/** PostgreSQL refusing the characters of a value (NUL in text, a bad byte sequence): the client's input. */
const POSTGRES_BAD_CHARACTERS = new Set(['22021', '22P05']);

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const parserError = error as HttpParserError;
  if (parserError?.type === 'entity.parse.failed') return new ValidationError('errors.malformedJson', {}, 'body');
  if (parserError?.type === 'entity.too.large') return new PayloadTooLargeError();
  // Errors with a 4xx status from Express's own parts (static files, a path's bad %-encoding): the client's.
  const status = parserError?.status ?? (parserError as { statusCode?: number } | undefined)?.statusCode;
  if (status === 404) return new NotFoundError();
  if (status !== undefined && status >= 400 && status < 500) return new ValidationError('errors.badRequest');
  // Drizzle wraps the driver's error; the SQLSTATE is on its cause.
  const sqlState = parserError?.code ?? (parserError?.cause as { code?: string } | undefined)?.code;
  if (sqlState && POSTGRES_BAD_CHARACTERS.has(sqlState))
    return new ValidationError('validation.controlCharacters', { field: 'value' });
  // Redis or PostgreSQL away: the request may work in a few seconds, it is not a 500.
  if (isDependencyOutageError(error)) return new ServiceUnavailableError();
  return null;
}

/** Unknown /api routes answer JSON 404, not the web app's HTML. */
export const apiNotFound: RequestHandler = (_req, _res, next) => next(new NotFoundError());

/**
 * The one place errors become responses: AppErrors give their status and `{ message }` with the
 * spec's text; anything else is logged and becomes a bare 500 with no internals.
 */
export const errorMiddleware: ErrorRequestHandler = (error, req, res, _next) => {
  const appError = toAppError(error);
  if (!appError) {
    req.log?.error({ err: error }, 'unhandled error');
    const body: ApiErrorBody = { message: 'Internal server error', code: 'INTERNAL', messageKey: 'errors.internal' };
    res.status(500).json(body);
    return;
  }
  req.log?.info({ code: appError.code, status: appError.status, field: appError.field }, appError.message);
  if (appError instanceof RateLimitError || appError instanceof ServiceUnavailableError)
    res.set('Retry-After', String(appError.retryAfterSeconds));
  const body: ApiErrorBody = {
    message: appError.message,
    code: appError.code,
    messageKey: appError.messageKey,
    ...(Object.keys(appError.messageParams).length > 0 ? { messageParams: appError.messageParams } : {}),
    ...(appError.field ? { field: appError.field } : {}),
  };
  res.status(appError.status).json(body);
};
