/** The session calls every sign-in surface shares: the auth and professional features and the shell. */
import type { UserDto } from '@autolicit/shared';
import { apiRequest, isUnauthorizedError } from './api-client';

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

/** Answer of POST /api/auth/login and /api/auth/register: the server signs the account in on both. */
export interface AuthResponse {
  success: boolean;
  message: string;
  user: UserDto;
}

/** Spec §7 reads the success flag, so a 2xx answer that says otherwise is still a failure. */
export function requireSuccess(response: AuthResponse): AuthResponse {
  if (!response.success) throw new Error(response.message);
  return response;
}

/** The password was right; the account has two-step verification and its code is owed. */
export interface MfaChallenge {
  success: true;
  mfaRequired: true;
}

export function isMfaChallenge(response: AuthResponse | MfaChallenge): response is MfaChallenge {
  return 'mfaRequired' in response && response.mfaRequired === true;
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export async function completeMfaLogin(code: string, request: Request = apiRequest): Promise<AuthResponse> {
  return requireSuccess(await request<AuthResponse>('/api/auth/login/mfa', { method: 'POST', body: { code } }));
}
