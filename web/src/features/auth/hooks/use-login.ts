import type { LoginInput } from '@autolicit/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSignedInTransition } from '../../../hooks/use-sign-in';
import { isMfaChallenge } from '../../../lib/session-api';
import { login } from '../api/auth-api';

/** The password step; an account with two-step verification answers with a challenge instead. */
export function useLogin() {
  const { t } = useTranslation('auth');
  const signIn = useSignedInTransition();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (response) => {
      if (!isMfaChallenge(response))
        signIn(response, { title: t('login.welcomeTitle'), message: t('login.welcomeMessage') });
    },
  });
}
