import type { UserWithProfile } from '@autolicit/db';
import type { RedisConnection } from '@autolicit/messaging';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import type { ClientOrigin } from '../client-origin';

/**
 * Who sends a command that changes state, as its transport knows them: an API request
 * (getRequestCaller) or a socket (getSocketCaller). The guards below read only this, so a command
 * with an HTTP route and a socket event is guarded by the same code on both.
 */
export interface CommandCaller {
  /** The user the caller's session names, if any (not yet checked against a live session). */
  userId: string | undefined;
  /** The client's address (TRUST_PROXY applied) and browser id. */
  origin: ClientOrigin;
  /** The user read again for this command behind a session still alive; undefined when either is gone. */
  readUser(): Promise<UserWithProfile | undefined>;
}

/**
 * Without Redis this node can neither count rate limits nor tell the watchers on the other nodes:
 * a change now would be invisible to part of the room. Refused clearly (503); the client says so
 * and the user tries again once the service is back (docs/reliability.md).
 */
export function requireRedisReady(redis: RedisConnection): void {
  if (redis.status !== 'ready') throw new ServiceUnavailableError();
}

/**
 * The signed-in user of a command that changes state, in one order on every transport: a caller
 * without a session is refused before anything is asked of Redis (401), then Redis must be up
 * (503), then the session must still be alive and the account still there (401): a session may
 * outlive a deleted account, and a socket may outlive its session by an instant.
 */
export async function requireLiveUser(redis: RedisConnection, caller: CommandCaller): Promise<UserWithProfile> {
  if (caller.userId === undefined) throw new UnauthorizedError();
  requireRedisReady(redis);
  const user = await caller.readUser();
  if (!user) throw new UnauthorizedError();
  return user;
}
