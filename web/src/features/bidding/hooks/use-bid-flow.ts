import { type PlaceBidResultDto, formatEuro } from '@autolicit/shared';
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

/** The toast for an accepted offer: placed, set as a maximum, or accepted and at once outbid by a maximum. */
function describeBidSuccess(kind: 'bid' | 'maximum' | 'buy', result: PlaceBidResultDto, title: string) {
  const t = i18n.getFixedT(null, 'vehicle');
  const tBidding = i18n.getFixedT(null, 'bidding');
  const price = formatEuro(result.vehicle.currentBid);
  if (kind === 'buy') return { color: 'green', title: t('buyNow.successTitle'), message: t('buyNow.successMessage', { title, amount: price }) };
  if (result.outbidByAutomatic && kind === 'bid') {
    return {
      color: 'orange', title: tBidding('automaticOutbid.title'),
      message: tBidding('automaticOutbid.message', { amount: price, minimum: formatEuro(result.vehicle.minimumNextBid) }),
    };
  }
  if (kind === 'maximum') {
    const values = { amount: price, maximum: formatEuro(result.maximum ?? result.vehicle.currentBid) };
    return result.isLeading
      ? { color: 'green', title: tBidding('maximum.setTitle'), message: tBidding('maximum.setLeading', values) }
      : { color: 'orange', title: tBidding('automaticOutbid.title'), message: tBidding('maximum.setOutbid', values) };
  }
  return { color: 'green', title: t('bid.placedTitle'), message: t('bid.placedMessage', { amount: formatEuro(result.bid?.amount ?? result.vehicle.currentBid) }) };
}

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
    requestAnimationFrame(() => (source === 'bar' ? barButtonRef.current?.focus({ preventScroll: true }) : amountInputRef.current?.focus()));

  const closeDialog = () => {
    if (dialog) restoreFocus(dialog.kind === 'buy' ? 'panel' : dialog.source);
    setDialog(null);
  };

  const submit = () => {
    if (!dialog) return;
    const current = dialog;
    mutation.mutate(
      {
        ...(current.kind === 'maximum' ? { maxAmount: wholeEurosToAmount(current.amount) } : { amount: wholeEurosToAmount(current.amount) }),
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
          notify({ color: 'red', title: t(current.kind === 'buy' ? 'buyNow.failedTitle' : 'bid.failedTitle'), message: describeBidFailure(error, current.kind === 'buy' ? 'buy' : 'bid') });
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
