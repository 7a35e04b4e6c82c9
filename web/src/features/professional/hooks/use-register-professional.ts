import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { currentUserQueryKey } from '../../../hooks/use-current-user';
import { type ProfessionalRegistrationRequest, registerProfessional } from '../api/professional-api';

/**
 * POST /api/auth/register-professional (§7): on success the current user is set from the answer (the
 * server has signed the new account in) and "Registration Successful" says it awaits verification.
 * The page reload that follows every sign-in is left to the dialog, which first shows the
 * pending-verification explanation; a reload now would wipe it.
 */
export function useRegisterProfessional() {
  const { t } = useTranslation('professional');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfessionalRegistrationRequest) => registerProfessional(input),
    onSuccess: (response) => {
      queryClient.setQueryData(currentUserQueryKey, response.user);
      notify({ color: 'green', title: t('register.successTitle'), message: t('register.successMessage') });
    },
  });
}
