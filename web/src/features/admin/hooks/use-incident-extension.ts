import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { type IncidentExtensionResult, extendIncidentAuctions } from '../api/incident-api';

/** Sends an incident extension and says how many auctions it moved. */
export function useIncidentExtension() {
  const { t } = useTranslation('admin');
  return useMutation<IncidentExtensionResult, Error, { from: string; to: string; minutes: number }>({
    mutationFn: extendIncidentAuctions,
    onSuccess: (result) =>
      notify({
        color: 'green',
        title: t('incident.doneTitle'),
        message: t('incident.doneMessage', { count: result.extended.length }),
      }),
    onError: (error) =>
      notify({
        color: 'red',
        title: t('incident.failedTitle'),
        message: getErrorMessage(error, i18n, 'admin:incident.failedFallback'),
      }),
  });
}
