import { describe, expect, it, vi } from 'vitest';
import { isDependencyOutageError, isPostgresUnavailableError, isRedisUnavailableError } from './dependency-errors';
import { installProcessFaultPolicy } from './fault-policy';

type Listener = (error: unknown) => void;

/** Node's process as far as the policy sees it: listeners and exit. */
function fakeProcess() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on: (event: string, listener: Listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
    emit: (event: string, error: unknown) => listeners.get(event)?.forEach((listener) => listener(error)),
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
    exit: vi.fn(),
  };
}

const logger = () => ({ error: vi.fn(), fatal: vi.fn() });

describe('the process fault policy', () => {
  it('keeps running on a Redis or PostgreSQL outage that nobody handled', () => {
    const proc = fakeProcess();
    const log = logger();
    const uninstall = installProcessFaultPolicy(log, proc);
    const maxRetries = Object.assign(
      new Error(
        'Reached the max retries per request limit (which is 3). Refer to "maxRetriesPerRequest" option for details.',
      ),
      { name: 'MaxRetriesPerRequestError' },
    );
    proc.emit('unhandledRejection', maxRetries);
    proc.emit(
      'unhandledRejection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }),
    );
    proc.emit(
      'uncaughtException',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
    expect(proc.exit).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(3);
    uninstall();
    expect(proc.listenerCount('unhandledRejection')).toBe(0);
  });

  it('exits on a programming error', () => {
    const proc = fakeProcess();
    const log = logger();
    installProcessFaultPolicy(log, proc);
    proc.emit('unhandledRejection', new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(proc.exit).toHaveBeenCalledWith(1);
    expect(log.fatal).toHaveBeenCalledOnce();
  });
});

describe('dependency errors', () => {
  it('tells outages from other failures', () => {
    expect(isRedisUnavailableError(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe(
      true,
    );
    expect(isRedisUnavailableError(new Error('Connection is closed.'))).toBe(true);
    // What ioredis' Cluster client answered while a primary was SIGKILLed and its replica took over.
    for (const message of [
      'Too many Cluster redirections. Last error: ReplyError: MOVED 14030 127.0.0.1:20952',
      'Too many Cluster redirections. Last error: ReplyError: CLUSTERDOWN The cluster is down',
      'CLUSTERDOWN The cluster is down',
      'TRYAGAIN Multiple keys request during rehashing of slot',
      'Failed to refresh slots cache.',
    ])
      expect(isRedisUnavailableError(new Error(message)), message).toBe(true);
    expect(
      isRedisUnavailableError(new Error('WRONGTYPE Operation against a key holding the wrong kind of value')),
    ).toBe(false);
    expect(isPostgresUnavailableError(Object.assign(new Error('db error'), { cause: { code: '08006' } }))).toBe(true);
    expect(isPostgresUnavailableError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isPostgresUnavailableError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDependencyOutageError('a string')).toBe(false);
  });
});
