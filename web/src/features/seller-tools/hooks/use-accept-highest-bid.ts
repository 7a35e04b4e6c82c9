import type { VehicleDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { acceptHighestBid } from '../api/seller-tools-api';

/** Accepts the highest bid under the reserve; the listings and transactions then show the sale. */
export function useAcceptHighestBid(vehicleId: string) {
  const { t } = useTranslation('sellerTools');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation<VehicleDto, Error, void>({
    mutationFn: () => acceptHighestBid(vehicleId),
    onSuccess: () => {
      if (user)
        for (const list of ['vehicles', 'transactions'])
          void queryClient.invalidateQueries({ queryKey: ['users', user.id, list] });
      notify({ color: 'green', title: t('accept.doneTitle'), message: t('accept.doneMessage') });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized('action');
      notify({
        color: 'red',
        title: t('accept.failedTitle'),
        message: getErrorMessage(error, i18n, 'sellerTools:accept.failedFallback'),
      });
    },
  });
}
