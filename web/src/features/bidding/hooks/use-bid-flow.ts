import { formatEuro } from '@autolicit/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useConnectionStatus } from '../../live';
import type { LiveVehicleState } from '../../live';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from '../lib/accepted-terms';
import { canBuyNow, isBelowMinimum, moneyToWholeEuros, wholeEurosToAmount } from '../lib/bid-math';
import { usePlaceBid } from './use-place-bid';

/** Where a bid was started: focus goes back there after it (the amount field, or the phone bar). */
export type BidSource = 'panel' | 'bar';

export type BidDialog = { kind: 'bid'; amount: number; source: BidSource } | { kind: 'buy'; amount: number } | null;

export interface BidFlowInput {
  vehicleId: string;
  title: string;
  live: LiveVehicleState;
  signedIn: boolean;
}

/**
 * One bidding flow per vehicle page, shared by the bid panel and the phone's sticky bar: the
 * confirmation dialog, the terms accepted once per auction, the request, its toasts and where focus
 * goes after it. Bidding is refused at once while not connected — never queued.
 */
export function useBidFlow({ vehicleId, title, live, signedIn }: BidFlowInput) {
  const { t } = useTranslation('vehicle');
  const connected = useConnectionStatus() === 'connected';
  const [dialog, setDialog] = useState<BidDialog>(null);
  const [termsAccepted, setTermsAccepted] = useState(() => hasAcceptedBidTerms(vehicleId));
  const amountInputRef = useRef<HTMLInputElement>(null);
  const barButtonRef = useRef<HTMLButtonElement>(null);
  const mutation = usePlaceBid(vehicleId);
  const buyNowPrice = canBuyNow(live.buyNowPrice, live.currentBid) ? live.buyNowPrice : null;

  const requireSignIn = (messageKey: string): boolean => {
    if (signedIn) return false;
    notify({ color: 'blue', title: t('bid.signInTitle'), message: t(messageKey) });
    useShellModals.getState().openModal('email-login');
    return true;
  };

  const openBid = (amount: number, source: BidSource) => {
    if (requireSignIn('bid.signInMessage')) return;
    if (!connected || isBelowMinimum(amount, live.minimumNextBid)) return;
    setDialog({ kind: 'bid', amount, source });
  };

  const openBuy = () => {
    if (!buyNowPrice || requireSignIn('bid.signInBuyMessage') || !connected) return;
    setDialog({ kind: 'buy', amount: moneyToWholeEuros(buyNowPrice) });
  };

  const focusAmount = useCallback(() => requestAnimationFrame(() => amountInputRef.current?.focus()), []);
  /**
   * After the dialog: back to the control the bid came from — the amount field, or the phone bar's
   * button (a tap does not focus it, so the dialog could not return focus there by itself).
   */
  const restoreFocus = (source: BidSource) =>
    requestAnimationFrame(() => (source === 'bar' ? barButtonRef.current?.focus({ preventScroll: true }) : amountInputRef.current?.focus()));

  const closeDialog = () => {
    if (dialog) restoreFocus(dialog.kind === 'bid' ? dialog.source : 'panel');
    setDialog(null);
  };

  const submit = () => {
    if (!dialog) return;
    const current = dialog;
    mutation.mutate(
      { amount: wholeEurosToAmount(current.amount), buyNow: current.kind === 'buy' },
      {
        onSuccess: (result) => {
          closeDialog();
          if (current.kind === 'bid') {
            rememberBidTermsAccepted(vehicleId);
            setTermsAccepted(true);
          }
          notify(
            current.kind === 'buy'
              ? { color: 'green', title: t('buyNow.successTitle'), message: t('buyNow.successMessage', { title, amount: formatEuro(result.bid.amount) }) }
              : { color: 'green', title: t('bid.placedTitle'), message: t('bid.placedMessage', { amount: formatEuro(result.bid.amount) }) },
          );
        },
        onError: (error) => {
          closeDialog();
          if (isUnauthorizedError(error)) {
            handleUnauthorized('action');
            return;
          }
          notify(
            current.kind === 'buy'
              ? { color: 'red', title: t('buyNow.failedTitle'), message: t('buyNow.failedMessage') }
              : { color: 'red', title: t('bid.failedTitle'), message: getErrorMessage(error, i18n, 'vehicle:bid.failedFallback') },
          );
        },
      },
    );
  };

  return {
    dialog,
    openBid,
    openBuy,
    closeDialog,
    submit,
    pending: mutation.isPending,
    connected,
    termsAccepted,
    buyNowPrice,
    amountInputRef,
    barButtonRef,
    focusAmount,
  };
}

export type BidFlow = ReturnType<typeof useBidFlow>;
