import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { settleTransaction, userTransactionsQueryKey } from '../api/dashboard-api';

/** Records a sale's payment (or non-payment) and refreshes the transactions list. */
export function useSettleTransaction(userId: string, transactionId: string) {
  const { t } = useTranslation('dashboard');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentStatus: 'completed' | 'failed') => settleTransaction(transactionId, paymentStatus),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: userTransactionsQueryKey(userId) });
      notify({
        color: 'green',
        title: t(`transactions.settled.${result.paymentStatus}`),
        message: t('transactions.settled.message'),
      });
    },
    onError: (error) =>
      notify({
        color: 'red',
        title: t('transactions.settled.failedTitle'),
        message: getErrorMessage(error, i18n, 'dashboard:errors.loadFailed'),
      }),
  });
}
