import type { AckResponse, SocketError } from '@autolicit/shared';
import { AppError, ServiceUnavailableError } from '../lib/errors';
import { isDependencyOutageError } from '@autolicit/shared/process';
import type { Logger } from '../lib/logger';

/** The same error shapes as the REST API, for acknowledgements. */
export function toSocketError(error: unknown, logger: Logger): SocketError {
  if (isDependencyOutageError(error)) return toSocketError(new ServiceUnavailableError(), logger);
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, messageKey: error.messageKey, ...(error.field ? { field: error.field } : {}) };
  }
  logger.error({ err: error }, 'socket handler failed');
  return { code: 'INTERNAL', message: 'Internal server error', messageKey: 'errors.internal' };
}

/**
 * Wraps a command handler: runs it, acknowledges `{ data }` or `{ error }`, and never lets an
 * exception escape into Socket.IO (which would drop the ack silently).
 */
export function handleCommand<TInput, TResult>(
  logger: Logger,
  run: (input: unknown) => Promise<TResult>,
): (input: TInput, ack?: unknown) => void {
  return (input, ack) => {
    const reply = typeof ack === 'function' ? (ack as (response: AckResponse<TResult>) => void) : undefined;
    run(input).then(
      (data) => reply?.({ data }),
      (error: unknown) => reply?.({ error: toSocketError(error, logger) }),
    );
  };
}
