import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiError, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { currentUserQueryKey } from '../../../hooks/use-current-user';
import { type SwitchableRole, switchRole } from '../api/role-api';
import { notify } from '../../../lib/notify';

/**
 * Switches an admin account between the user and admin roles (spec §6). The answer carries the
 * updated user, which replaces the cached current user, so every screen follows at once.
 */
export function useSwitchRole() {
  const { t } = useTranslation('roleSwitcher');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: SwitchableRole) => switchRole(role),
    onSuccess: ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      notify({ color: 'green', title: t('roleUpdatedTitle'), message: t('roleUpdated') });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized('action');
        return;
      }
      // The admin role needs two-step verification: say so (the dashboard's panel turns it on).
      const needsMfa = isApiError(error) && error.body?.code === 'MFA_REQUIRED';
      notify({
        color: 'red',
        title: t('errorTitle'),
        message: needsMfa ? getErrorMessage(error, i18n) : t('roleUpdateFailed'),
      });
    },
  });
}
