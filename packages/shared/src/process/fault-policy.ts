import { isDependencyOutageError } from './dependency-errors';

export interface FaultPolicyLogger {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
}

/**
 * The process-level policy for errors nobody handled. A dependency outage (Redis or PostgreSQL
 * unreachable) is logged and survived: the clients reconnect by themselves and the outbox relays
 * what could not be sent. Anything else is a programming error: logged, then the process exits
 * (the supervisor restarts it) rather than run on in an unknown state.
 */
/** What the policy needs of Node's `process` (passed in: this package also builds for browsers). */
export interface ProcessLike {
  on(event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void): unknown;
  off(event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void): unknown;
  exit(code: number): void;
}

export function installProcessFaultPolicy(logger: FaultPolicyLogger, proc: ProcessLike): () => void {
  const decide = (kind: string) => (error: unknown) => {
    if (isDependencyOutageError(error)) {
      logger.error({ err: error, kind }, 'dependency outage outside a request; kept running');
      return;
    }
    logger.fatal({ err: error, kind }, 'programming error; exiting');
    proc.exit(1);
  };
  const onRejection = decide('unhandledRejection');
  const onException = decide('uncaughtException');
  proc.on('unhandledRejection', onRejection);
  proc.on('uncaughtException', onException);
  return () => {
    proc.off('unhandledRejection', onRejection);
    proc.off('uncaughtException', onException);
  };
}
