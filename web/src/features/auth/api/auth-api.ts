import type {
  ForgotPasswordInput,
  LoginInput,
  MfaConfirmedDto,
  MfaEnrolmentDto,
  MfaStatusDto,
  RegisterForm,
  SimpleRegisterForm,
} from '@autolicit/shared';
import { apiRequest } from '../../../lib/api-client';
import { type AuthResponse, type MfaChallenge, isMfaChallenge, requireSuccess } from '../../../lib/session-api';

type Request = typeof apiRequest;

export async function logout(request: Request = apiRequest): Promise<void> {
  await request<unknown>('/api/auth/logout', { method: 'POST' });
}

/** Sets a new password with the token from the reset link. */
export async function resetPassword(
  input: { token: string; password: string },
  request: Request = apiRequest,
): Promise<void> {
  await request<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}

/** The register body: the simple modal's short form or the richer modal's full one. */
export type RegisterRequest = SimpleRegisterForm | RegisterForm;

export async function login(input: LoginInput, request: Request = apiRequest): Promise<AuthResponse | MfaChallenge> {
  const response = await request<AuthResponse | MfaChallenge>('/api/auth/login', { method: 'POST', body: input });
  return isMfaChallenge(response) ? response : requireSuccess(response);
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
