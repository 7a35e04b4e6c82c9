import { type Database, findUserById } from '@autolicit/db';
import type { CommandCaller } from '../guards/command.guard';
import type { RedisSessionStore } from '../sessions/redis-session-store';
import type { Logger } from '../logger';
import type { AppSocket } from './socket.types';

/** setTimeout's ceiling (~24.8 days); a longer session is simply checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** While Redis cannot say, ask again soon; commands are refused meanwhile (getSocketCaller). */
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
 * A socket as a command caller. Its user is read again for each command, and only while its
 * session is alive: a socket opened under a session that has since ended must not act, even in the
 * instant before its disconnect arrives (a Redis outage surfaces as a 503, upstream).
 */
export function getSocketCaller(
  socket: AppSocket,
  deps: { db: Database; sessionStore: RedisSessionStore },
): CommandCaller {
  const { userId, sessionId, ip, deviceId } = socket.data;
  return {
    userId,
    origin: { ip, deviceId: deviceId ?? null },
    async readUser() {
      if (!userId || !sessionId) return undefined;
      if ((await deps.sessionStore.remainingMs(sessionId)) === 0) {
        // After the refusal has been acknowledged: the client learns why before it is dropped.
        setTimeout(() => socket.disconnect(true), 0);
        return undefined;
      }
      return (await findUserById(deps.db, userId)) ?? undefined;
    },
  };
}
