import type { LoginInput } from '@autolicit/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMfaChallenge } from '../../../lib/session-api';
import { useSignedInTransition } from '../../../hooks/use-sign-in';
import { loginProfessional } from '../api/professional-api';

/** POST /api/auth/login-professional, ending like the email login: "Welcome Back", then a reload after 300 ms (§7). */
export function useLoginProfessional() {
  const { t } = useTranslation('professional');
  const signIn = useSignedInTransition();
  return useMutation({
    mutationFn: (input: LoginInput) => loginProfessional(input),
    onSuccess: (response) => {
      // A second factor is owed: the form asks for the code next.
      if (!isMfaChallenge(response))
        signIn(response, { title: t('login.welcomeTitle'), message: t('login.welcomeMessage') });
    },
  });
}
