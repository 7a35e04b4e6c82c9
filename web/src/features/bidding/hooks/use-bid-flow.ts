import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { useConnectionStatus } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from '../lib/accepted-terms';
import { canBuyNow, isBelowMinimum, moneyToWholeEuros, wholeEurosToAmount } from '../lib/bid-math';
import { describeBidFailure, describeBidSuccess } from '../lib/describe-bid-outcome';
import { usePlaceBid } from './use-place-bid';

/** Where a bid was started: focus goes back there after it (the amount field, or the phone bar). */
export type BidSource = 'panel' | 'bar';

/** `maximum`: the platform bids for the bidder up to `amount` (proxy bidding); `bid`: a bid by hand. */
export type BidDialog =
  | { kind: 'bid'; amount: number; source: BidSource }
  | { kind: 'maximum'; amount: number; source: BidSource }
  | { kind: 'buy'; amount: number }
  | null;

export interface BidFlowInput {
  vehicleId: string;
  title: string;
  live: LiveVehicleState;
  signedIn: boolean;
}

/**
 * One bidding flow per vehicle page, shared by the bid panel and the phone's sticky bar: the
 * confirmation dialog, the terms accepted once per auction, the request, its toasts and where focus
 * goes after it. Bidding is refused at once while not connected — never queued; a confirmation open
 * when the connection drops cannot be confirmed until it is back.
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

  /** A maximum must reach the minimum next bid, like a bid (the server says the same). */
  const openMaximum = (amount: number, source: BidSource) => {
    if (requireSignIn('bid.signInMessage')) return;
    if (!connected || isBelowMinimum(amount, live.minimumNextBid)) return;
    setDialog({ kind: 'maximum', amount, source });
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
    requestAnimationFrame(() =>
      source === 'bar' ? barButtonRef.current?.focus({ preventScroll: true }) : amountInputRef.current?.focus(),
    );

  const closeDialog = () => {
    if (dialog) restoreFocus(dialog.kind === 'buy' ? 'panel' : dialog.source);
    setDialog(null);
  };

  const submit = () => {
    if (!dialog || !connected) return;
    const current = dialog;
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
          closeDialog();
          if (current.kind !== 'buy') {
            rememberBidTermsAccepted(vehicleId);
            setTermsAccepted(true);
          }
          notify(describeBidSuccess(current.kind, result, title));
        },
        onError: (error) => {
          closeDialog();
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

  return {
    dialog,
    openBid,
    openMaximum,
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
