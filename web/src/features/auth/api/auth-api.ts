import type { UserDto } from '@autolicit/shared';
import { apiRequest, isUnauthorizedError } from '../../../lib/api-client';

type Request = typeof apiRequest;

/**
 * The signed-in user, or null when signed out. A 401 is the normal "visitor" answer (spec §4), so it
 * resolves to null instead of failing; every other error still fails the query.
 */
export async function fetchCurrentUser(request: Request = apiRequest): Promise<UserDto | null> {
  try {
    return await request<UserDto>('/api/auth/user');
  } catch (error) {
    if (isUnauthorizedError(error)) return null;
    throw error;
  }
}

export async function logout(request: Request = apiRequest): Promise<void> {
  await request<unknown>('/api/auth/logout', { method: 'POST' });
}

/** Sets a new password with the token from the reset link. */
export async function resetPassword(input: { token: string; password: string }, request: Request = apiRequest): Promise<void> {
  await request<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}
