import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../hooks/use-current-user';
import {
  approveProfessional,
  fetchPendingProfessionals,
  pendingProfessionalsQueryKey,
  rejectProfessional,
} from '../api/professionals-api';

/** The traders waiting for verification (acting admins only), and the decision on one. */
export function useProfessionalReviews() {
  const { t } = useTranslation('admin');
  const { user } = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const queryClient = useQueryClient();
  const pending = useQuery({
    queryKey: pendingProfessionalsQueryKey,
    queryFn: fetchPendingProfessionals,
    enabled: isAdmin,
  });
  const decide = useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string | null }) =>
      reason === null ? approveProfessional(userId) : rejectProfessional(userId, reason),
    onSuccess: (_result, { reason }) => {
      void queryClient.invalidateQueries({ queryKey: pendingProfessionalsQueryKey });
      notify({
        color: 'green',
        title: t(reason === null ? 'verification.approvedTitle' : 'verification.rejectedTitle'),
        message: t('verification.toldMessage'),
      });
    },
    onError: (error) =>
      notify({
        color: 'red',
        title: t('verification.failedTitle'),
        message: getErrorMessage(error, i18n, 'admin:verification.failedTitle'),
      }),
  });
  return { isAdmin, pending, decide };
}
