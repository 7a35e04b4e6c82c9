import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { wholeEurosToAmount } from '../lib/bid-math';
import { describeBidFailure, describeBidSuccess } from '../lib/describe-bid-outcome';
import type { BidFlow } from './use-bid-flow';
import { usePlaceBid } from './use-place-bid';

/**
 * The confirmed bid, maximum or buy-now of a vehicle page's flow: the request and its toasts. It
 * comes with the confirmations (a chunk fetched while the page hydrates), since nothing is sent
 * before a confirmation; the page's first paint carries none of it.
 */
export function useBidSubmission(flow: BidFlow) {
  const { t } = useTranslation('bidConfirm');
  const mutation = usePlaceBid(flow.vehicleId);

  const submit = () => {
    const current = flow.dialog;
    if (!current || !flow.connected) return;
    mutation.mutate(
      {
        ...(current.kind === 'maximum'
          ? { maxAmount: wholeEurosToAmount(current.amount) }
          : { amount: wholeEurosToAmount(current.amount) }),
        buyNow: current.kind === 'buy',
        onChecking: () => notify({ color: 'blue', title: t('bid.checkingTitle'), message: t('bid.checkingMessage') }),
      },
      {
        onSuccess: (result) => {
          flow.closeDialog();
          if (current.kind !== 'buy') flow.acceptTerms();
          notify(describeBidSuccess(current.kind, result, flow.title));
        },
        onError: (error) => {
          flow.closeDialog();
          if (isUnauthorizedError(error)) {
            handleUnauthorized('action');
            return;
          }
          notify({
            color: 'red',
            title: t(current.kind === 'buy' ? 'buyNow.failedTitle' : 'bid.failedTitle'),
            message: describeBidFailure(error, current.kind === 'buy' ? 'buy' : 'bid'),
          });
        },
      },
    );
  };

  return { submit, pending: mutation.isPending };
}
