import type { UserWithProfile } from '@autolicit/db';
import type { RedisConnection } from '@autolicit/messaging';
import { describe, expect, it, vi } from 'vitest';
import { ServiceUnavailableError, UnauthorizedError } from '../errors';
import { type CommandCaller, requireLiveUser } from './command.guard';

const user = { id: 'user-1' } as UserWithProfile;
const redisIn = (status: string) => ({ status }) as RedisConnection;
const callerOf = (userId: string | undefined, read: UserWithProfile | undefined): CommandCaller => ({
  userId,
  origin: { ip: '203.0.113.7', deviceId: null },
  readUser: vi.fn(async () => read),
});

describe('requireLiveUser', () => {
  it('returns the user read again for a live session', async () => {
    await expect(requireLiveUser(redisIn('ready'), callerOf(user.id, user))).resolves.toBe(user);
  });

  it('refuses a caller without a session before asking anything of Redis, even while Redis is away', async () => {
    const caller = callerOf(undefined, undefined);
    await expect(requireLiveUser(redisIn('reconnecting'), caller)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(caller.readUser).not.toHaveBeenCalled();
  });

  it('answers 503 for a signed-in caller while Redis is away, without reading the session', async () => {
    const caller = callerOf(user.id, user);
    await expect(requireLiveUser(redisIn('reconnecting'), caller)).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(caller.readUser).not.toHaveBeenCalled();
  });

  it('refuses a session that has ended or an account that is gone', async () => {
    await expect(requireLiveUser(redisIn('ready'), callerOf(user.id, undefined))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });
});
