import type { MfaConfirmedDto, MfaEnrolmentDto } from '@autolicit/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmMfaEnrolment, fetchMfaStatus, startMfaEnrolment } from '../api/auth-api';

export const mfaStatusQueryKey = ['auth', 'mfa'] as const;

/** The signed-in user's two-step verification: its status, and the enrolment's two steps. */
export function useTwoStep() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: mfaStatusQueryKey, queryFn: () => fetchMfaStatus() });
  const enrol = useMutation<MfaEnrolmentDto>({ mutationFn: () => startMfaEnrolment() });
  const confirm = useMutation<MfaConfirmedDto, unknown, string>({
    mutationFn: (code) => confirmMfaEnrolment(code),
    // The server started a new (verified) session: who the user is did not change, but their rights may.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['auth'] }),
  });
  return { status, enrol, confirm };
}
