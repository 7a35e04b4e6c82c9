import type {
  ForgotPasswordInput, LoginInput, MfaConfirmedDto, MfaEnrolmentDto, MfaStatusDto, RegisterForm, SimpleRegisterForm, UserDto,
} from '@autolicit/shared';
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

/** Answer of POST /api/auth/login and /api/auth/register: the server signs the account in on both. */
export interface AuthResponse {
  success: boolean;
  message: string;
  user: UserDto;
}

/** The register body: the simple modal's short form or the richer modal's full one. */
export type RegisterRequest = SimpleRegisterForm | RegisterForm;

/** Spec §7 reads the success flag, so a 2xx answer that says otherwise is still a failure. */
function requireSuccess(response: AuthResponse): AuthResponse {
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

export async function login(input: LoginInput, request: Request = apiRequest): Promise<AuthResponse | MfaChallenge> {
  const response = await request<AuthResponse | MfaChallenge>('/api/auth/login', { method: 'POST', body: input });
  return isMfaChallenge(response) ? response : requireSuccess(response);
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export async function completeMfaLogin(code: string, request: Request = apiRequest): Promise<AuthResponse> {
  return requireSuccess(await request<AuthResponse>('/api/auth/login/mfa', { method: 'POST', body: { code } }));
}

export async function fetchMfaStatus(request: Request = apiRequest): Promise<MfaStatusDto> {
  return request<MfaStatusDto>('/api/auth/mfa');
}

export async function startMfaEnrolment(request: Request = apiRequest): Promise<MfaEnrolmentDto> {
  return request<MfaEnrolmentDto>('/api/auth/mfa/enrol', { method: 'POST' });
}

export async function confirmMfaEnrolment(code: string, request: Request = apiRequest): Promise<MfaConfirmedDto> {
  return request<MfaConfirmedDto>('/api/auth/mfa/confirm', { method: 'POST', body: { code } });
}

export async function register(input: RegisterRequest, request: Request = apiRequest): Promise<AuthResponse> {
  return requireSuccess(await request<AuthResponse>('/api/auth/register', { method: 'POST', body: input }));
}

/** The server answers the same for known and unknown addresses, so there is nothing to read back. */
export async function requestPasswordReset(input: ForgotPasswordInput, request: Request = apiRequest): Promise<void> {
  await request<unknown>('/api/auth/forgot-password', { method: 'POST', body: input });
}
