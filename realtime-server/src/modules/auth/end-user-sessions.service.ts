import type { AppContext } from '../../app-context';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';

/**
 * Ends every session of a user — sign out everywhere, a password reset, an admin's revocation —
 * and closes every socket opened under them on every node. When it resolves, none of the user's
 * old cookies signs anyone in; returns how many sessions were alive.
 */
export async function endUserSessions(
  ctx: AppContext,
  sessionStore: RedisSessionStore,
  userId: string,
): Promise<number> {
  const ended = await sessionStore.destroyUserSessions(userId);
  // The store closed the sockets of each ended session; this also reaches any socket whose
  // session had already expired but whose expiry check has not fired yet.
  ctx.events.disconnectUser(userId);
  return ended.length;
}
