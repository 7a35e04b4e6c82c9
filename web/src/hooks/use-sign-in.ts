import { RELOAD_AFTER_LOGIN_MS } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { reloadPage } from '../lib/reload-page';
import { type AuthResponse, completeMfaLogin } from '../lib/session-api';
import { currentUserQueryKey } from './use-current-user';

/**
 * After the server has started a session: show the user as signed in at once, greet, then reload
 * after 300 ms (spec §7). The reload is what really switches users: the live socket keeps the
 * identity of its handshake, and cached pages were fetched as a visitor.
 */
export function useSignedInTransition() {
  const queryClient = useQueryClient();
  return (response: AuthResponse, toast: { title: string; message: string }) => {
    queryClient.setQueryData(currentUserQueryKey, response.user);
    notify({ color: 'green', ...toast });
    window.setTimeout(reloadPage, RELOAD_AFTER_LOGIN_MS);
  };
}

/** The second step of a sign-in with two-step verification. */
export function useMfaLogin() {
  const { t } = useTranslation('auth');
  const signIn = useSignedInTransition();
  return useMutation({
    mutationFn: (code: string) => completeMfaLogin(code),
    onSuccess: (response) => signIn(response, { title: t('login.welcomeTitle'), message: t('login.welcomeMessage') }),
  });
}
