import { deleteUserPushDevices } from '@autolicit/db';
import type { AppContext } from '../../app-context';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';

/**
 * Ends every session of a user — sign out everywhere, a password reset, an admin's revocation —
 * closes every socket opened under them on every node, and removes the devices that receive their
 * push notifications (a device signed out must not keep showing their auctions). When it resolves,
 * none of the user's old cookies signs anyone in; returns how many sessions were alive.
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
  await deleteUserPushDevices(ctx.db, userId);
  return ended.length;
}
