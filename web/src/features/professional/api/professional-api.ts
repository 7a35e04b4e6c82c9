import {
  VAT_CHECK_DELAY_MS,
  isValidVatFormat,
  type LoginInput,
  type ProfessionalPersonalForm,
  type ProfessionalVatForm,
  type createProfessionalCompanyStepSchema,
  type professionalBusinessStepSchema,
} from '@autolicit/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { type AuthResponse, type MfaChallenge, isMfaChallenge } from '../../../lib/session-api';

type Request = typeof apiRequest;

export type ProfessionalCompanyDetails = z.output<ReturnType<typeof createProfessionalCompanyStepSchema>>;
export type ProfessionalBusinessDetails = z.output<typeof professionalBusinessStepSchema>;

/**
 * The body of POST /api/auth/register-professional: the four steps merged (§3), each as its step
 * schema returned it. The server checks the confirmation and both agreements again, so they are sent.
 */
export type ProfessionalRegistrationRequest = ProfessionalVatForm &
  ProfessionalCompanyDetails &
  ProfessionalBusinessDetails &
  ProfessionalPersonalForm;

/** Spec §7 reads the success flag, so a 2xx answer that says otherwise is still a failure. */
function requireSuccess(response: AuthResponse): AuthResponse {
  if (!response.success) throw new Error(response.message);
  return response;
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The VAT check of §4/§7: simulated on the client (there is no server call), it answers after 1 s
 * whether the number has the format of the country's VAT numbers. The registry lookup itself is the
 * verification team's job once the account exists.
 */
export async function verifyVatNumber(
  input: ProfessionalVatForm,
  wait: (ms: number) => Promise<void> = delay,
): Promise<boolean> {
  await wait(VAT_CHECK_DELAY_MS);
  return isValidVatFormat(input.vatNumber, input.country);
}

/** Creates the dealer account, pending verification; the server signs it in. */
export async function registerProfessional(
  input: ProfessionalRegistrationRequest,
  request: Request = apiRequest,
): Promise<AuthResponse> {
  return requireSuccess(
    await request<AuthResponse>('/api/auth/register-professional', { method: 'POST', body: input }),
  );
}

/** Signs a professional account in; other accounts get a 403 and stay signed out. */
export async function loginProfessional(
  input: LoginInput,
  request: Request = apiRequest,
): Promise<AuthResponse | MfaChallenge> {
  const response = await request<AuthResponse | MfaChallenge>('/api/auth/login-professional', {
    method: 'POST',
    body: input,
  });
  return isMfaChallenge(response) ? response : requireSuccess(response);
}
