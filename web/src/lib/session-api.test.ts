import type { UserDto } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fetchCurrentUser } from './session-api';

const user = { id: 'u1', email: 'user@autolicit.ro', firstName: 'Ana', lastName: 'Pop' } as UserDto;

describe('fetchCurrentUser', () => {
  it('returns the user when signed in', async () => {
    const request = (async () => user) as never;
    await expect(fetchCurrentUser(request)).resolves.toBe(user);
  });

  it('turns a 401 into null (signed out is not an error)', async () => {
    const request = (async () => {
      throw new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}', { message: 'Unauthorized' });
    }) as never;
    await expect(fetchCurrentUser(request)).resolves.toBeNull();
  });

  it('still fails on other errors', async () => {
    const request = (async () => {
      throw new ApiError(500, 'Internal Server Error', '', null);
    }) as never;
    await expect(fetchCurrentUser(request)).rejects.toThrow('500: Internal Server Error');
    const network = (async () => {
      throw new TypeError('Failed to fetch');
    }) as never;
    await expect(fetchCurrentUser(network)).rejects.toThrow(TypeError);
  });
});
