import { formatEuro } from '@autolicit/shared';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { getErrorMessage, isApiError, isUnauthorizedError } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useConnectionStatus } from '../../live';
import type { LiveVehicleState } from '../../live';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from '../lib/accepted-terms';
import { canBuyNow, isBelowMinimum, moneyToWholeEuros, wholeEurosToAmount } from '../lib/bid-math';
import { BidNotPlacedError, BidUnconfirmedError } from '../lib/deliver-bid';
import { usePlaceBid } from './use-place-bid';

/** The text for a bid that failed: what is known about it, never a guess. */
function describeBidFailure(error: unknown, kind: 'bid' | 'buy'): string {
  const t = i18n.getFixedT(null, 'vehicle');
  if (error instanceof BidNotPlacedError) return t('bid.notPlacedMessage');
  if (error instanceof BidUnconfirmedError) return t('bid.unconfirmedMessage');
  if (isApiError(error) && error.body?.code === 'SERVICE_UNAVAILABLE') return t('bid.unavailableMessage');
  if (kind === 'buy') return t('buyNow.failedMessage');
  return getErrorMessage(error, i18n, 'vehicle:bid.failedFallback');
}

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
      {
        amount: wholeEurosToAmount(current.amount),
        buyNow: current.kind === 'buy',
        onChecking: () => notify({ color: 'blue', title: t('bid.checkingTitle'), message: t('bid.checkingMessage') }),
      },
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
          notify({ color: 'red', title: t(current.kind === 'buy' ? 'buyNow.failedTitle' : 'bid.failedTitle'), message: describeBidFailure(error, current.kind) });
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
