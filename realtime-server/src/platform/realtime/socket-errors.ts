import type { AckResponse, SocketError } from '@autolicit/shared';
import { AppError, ServiceUnavailableError } from '../errors';
import { isDependencyOutageError } from '@autolicit/shared/process';
import type { Logger } from '../logger';

/** The same error shapes as the REST API, for acknowledgements. */
export function toSocketError(error: unknown, logger: Logger): SocketError {
  if (isDependencyOutageError(error)) return toSocketError(new ServiceUnavailableError(), logger);
  if (error instanceof AppError) {
    return {
      code: error.code,
      message: error.message,
      messageKey: error.messageKey,
      ...(error.field ? { field: error.field } : {}),
    };
  }
  logger.error({ err: error }, 'socket handler failed');
  return { code: 'INTERNAL', message: 'Internal server error', messageKey: 'errors.internal' };
}

/**
 * Wraps a command handler: runs it, acknowledges `{ data }` or `{ error }`, and never lets an
 * exception escape into Socket.IO (which would drop the ack silently). The listener is made once
 * per server and shared by every socket: Socket.IO calls it with the socket as `this`, so no
 * socket carries closures of its own (a few hundred bytes per connection).
 */
export function handleCommand<TSocket, TInput, TResult>(
  logger: Logger,
  run: (socket: TSocket, input: unknown) => Promise<TResult>,
): (this: TSocket, input: TInput, ack?: unknown) => void {
  return function onCommand(this: TSocket, input, ack) {
    const reply = typeof ack === 'function' ? (ack as (response: AckResponse<TResult>) => void) : undefined;
    run(this, input).then(
      (data) => reply?.({ data }),
      (error: unknown) => reply?.({ error: toSocketError(error, logger) }),
    );
  };
}
