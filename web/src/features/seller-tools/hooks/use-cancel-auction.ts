import type { VehicleDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { vehicleQueryKey } from '../../../lib/vehicle-query-keys';
import { cancelAuction } from '../api/seller-tools-api';

/**
 * Cancels an auction and refreshes what shows it: the vehicle (its page) and the seller's
 * listings. The room's `auction:closed` tells every open page, this one included.
 */
export function useCancelAuction(vehicleId: string) {
  const { t } = useTranslation('sellerTools');
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  return useMutation<VehicleDto, Error, string>({
    mutationFn: (reason) => cancelAuction(vehicleId, reason),
    onSuccess: (vehicle) => {
      queryClient.setQueryData(vehicleQueryKey(vehicle.id), vehicle);
      if (user) void queryClient.invalidateQueries({ queryKey: ['users', user.id, 'vehicles'] });
      notify({ color: 'green', title: t('cancel.doneTitle'), message: t('cancel.doneMessage') });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return handleUnauthorized('action');
      notify({
        color: 'red',
        title: t('cancel.failedTitle'),
        message: getErrorMessage(error, i18n, 'sellerTools:cancel.failedFallback'),
      });
    },
  });
}
