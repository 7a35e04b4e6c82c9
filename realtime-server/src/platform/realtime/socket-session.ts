import type { RedisSessionStore } from '../sessions/redis-session-store';
import { UnauthorizedError } from '../errors';
import type { Logger } from '../logger';
import type { AppSocket } from './socket.types';

/** setTimeout's ceiling (~24.8 days); a longer session is simply checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** While Redis cannot say, ask again soon; commands are refused meanwhile by requireLiveSession. */
const RETRY_MS = 5_000;

/**
 * Closes a signed-in socket when its session runs out (idle or absolute lifetime). The session's
 * end is read from Redis when the socket connects and again when that moment comes, since HTTP
 * requests may have renewed it meanwhile: one PTTL per socket per session period, no polling.
 * Every other way a session ends (logout, rotation, sign-out everywhere) closes the socket at once
 * through the store's onSessionsEnded.
 */
export function watchSocketSession(socket: AppSocket, store: RedisSessionStore, logger: Logger): void {
  const sessionId = socket.data.sessionId;
  if (!sessionId) return;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    let remaining: number;
    try {
      remaining = await store.remainingMs(sessionId);
    } catch (error) {
      logger.warn({ err: error }, 'could not read a socket session; checking again shortly');
      remaining = -1;
    }
    if (!socket.connected) return;
    if (remaining === 0) {
      socket.disconnect(true);
      return;
    }
    // A little past the end, so the key has surely expired when we look again.
    timer = setTimeout(() => void check(), remaining < 0 ? RETRY_MS : Math.min(remaining + 250, MAX_TIMER_MS));
    timer.unref();
  };
  socket.on('disconnect', () => clearTimeout(timer));
  void check();
}

/**
 * The signed-in user of a socket whose session is still alive, for commands that change state:
 * a socket opened under a session that has since ended must not act, even in the instant before
 * its disconnect arrives. Throws Unauthorized otherwise (and a Redis outage as a 503, upstream).
 */
export async function requireLiveSession(socket: AppSocket, store: RedisSessionStore): Promise<string> {
  const { userId, sessionId } = socket.data;
  if (!userId || !sessionId) throw new UnauthorizedError();
  if ((await store.remainingMs(sessionId)) === 0) {
    // After the refusal has been acknowledged: the client learns why before it is dropped.
    setTimeout(() => socket.disconnect(true), 0);
    throw new UnauthorizedError();
  }
  return userId;
}
