import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type RegisterRequest, register } from '../api/auth-api';
import { useSignedInTransition } from '../../../hooks/use-sign-in';

/** POST /api/auth/register signs the new account in, so it ends like a login (toast, then reload). */
export function useRegister() {
  const { t } = useTranslation('auth');
  const signIn = useSignedInTransition();
  return useMutation({
    mutationFn: (input: RegisterRequest) => register(input),
    onSuccess: (response) =>
      signIn(response, { title: t('register.successTitle'), message: t('register.successMessage') }),
  });
}
