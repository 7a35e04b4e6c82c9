import type { VehicleDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { type RelistRequest, relistAuction } from '../api/seller-tools-api';

/** Relists an auction and refreshes the seller's listings, where the new auction then appears. */
export function useRelistAuction(vehicleId: string) {
  const { t } = useTranslation('sellerTools');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation<VehicleDto, Error, RelistRequest>({
    mutationFn: (request) => relistAuction(vehicleId, request),
    onSuccess: () => {
      if (user) void queryClient.invalidateQueries({ queryKey: ['users', user.id, 'vehicles'] });
      notify({ color: 'green', title: t('relist.doneTitle'), message: t('relist.doneMessage') });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized('action');
      notify({
        color: 'red',
        title: t('relist.failedTitle'),
        message: getErrorMessage(error, i18n, 'sellerTools:relist.failedFallback'),
      });
    },
  });
}
