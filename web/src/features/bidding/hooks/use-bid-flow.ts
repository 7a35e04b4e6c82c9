import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { notify } from '../../../lib/notify';
import { useConnectionStatus } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from '../lib/accepted-terms';
import { canBuyNow, isBelowMinimum, moneyToWholeEuros } from '../lib/bid-math';

/** Where a bid was started: focus goes back there after it (the amount field, or the phone bar). */
export type BidSource = 'panel' | 'bar';

/** `maximum`: the platform bids for the bidder up to `amount` (proxy bidding); `bid`: a bid by hand. */
export type BidDialog =
  | { kind: 'bid'; amount: number; source: BidSource }
  | { kind: 'maximum'; amount: number; source: BidSource }
  | { kind: 'buy'; amount: number }
  | null;

/**
 * How long a tap made before the page's first live connection waits for it: a phone opened from an
 * outbid notice connects a second or two after its first paint, and its owner taps at once.
 */
export const FIRST_CONNECTION_WAIT_MS = 5_000;

export interface BidFlowInput {
  vehicleId: string;
  title: string;
  live: LiveVehicleState;
  signedIn: boolean;
}

/**
 * One bidding flow per vehicle page, shared by the bid panel and the phone's sticky bar: the
 * confirmation dialog, the terms accepted once per auction and where focus goes after it. The
 * request and its toasts come with the confirmations (use-bid-submission.ts), after the first paint. A confirmation opens only on a live price: a tap made while the page's first
 * connection is on its way opens it once connected (within FIRST_CONNECTION_WAIT_MS, checked again
 * against the live minimum then), a tap while a lost connection is made again opens nothing. A bid
 * is never queued; a confirmation open when the connection drops cannot be confirmed until it is back.
 */
export function useBidFlow({ vehicleId, title, live, signedIn }: BidFlowInput) {
  const { t } = useTranslation('vehicle');
  const connection = useConnectionStatus();
  const connected = connection === 'connected';
  const [dialog, setDialog] = useState<BidDialog>(null);
  // Not rendered before the price is live: on a phone, rendering the dialog delays the connection.
  const [heldTap, setHeldTap] = useState<NonNullable<BidDialog> | null>(null);
  const [termsAccepted, setTermsAccepted] = useState(() => hasAcceptedBidTerms(vehicleId));
  const amountInputRef = useRef<HTMLInputElement>(null);
  const barButtonRef = useRef<HTMLButtonElement>(null);
  const buyNowPrice = canBuyNow(live.buyNowPrice, live.currentBid) ? live.buyNowPrice : null;

  const requireSignIn = (messageKey: string): boolean => {
    if (signedIn) return false;
    notify({ color: 'blue', title: t('bid.signInTitle'), message: t(messageKey) });
    useShellModals.getState().openModal('email-login');
    return true;
  };

  /** On the live state: a bid or a maximum reaches the minimum next bid (the server says the same). */
  const canOpen = (next: NonNullable<BidDialog>): boolean =>
    next.kind === 'buy' ? buyNowPrice !== null : !isBelowMinimum(next.amount, live.minimumNextBid);

  const open = (next: NonNullable<BidDialog>) => {
    if (connection === 'connecting') setHeldTap(next);
    else if (connected && canOpen(next)) setDialog(next);
  };

  const openBid = (amount: number, source: BidSource) => {
    if (requireSignIn('bid.signInMessage')) return;
    open({ kind: 'bid', amount, source });
  };

  const openMaximum = (amount: number, source: BidSource) => {
    if (requireSignIn('bid.signInMessage')) return;
    open({ kind: 'maximum', amount, source });
  };

  const openBuy = () => {
    if (!buyNowPrice || requireSignIn('bid.signInBuyMessage')) return;
    open({ kind: 'buy', amount: moneyToWholeEuros(buyNowPrice) });
  };

  // The held tap opens its confirmation once the first connection is up, if that comes in time.
  useEffect(() => {
    if (!heldTap) return;
    if (connection === 'connecting') {
      const expire = setTimeout(() => setHeldTap(null), FIRST_CONNECTION_WAIT_MS);
      return () => clearTimeout(expire);
    }
    setHeldTap(null);
    if (connected && canOpen(heldTap)) setDialog(heldTap);
  }, [heldTap, connection]);

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

  /** A bid or a maximum was confirmed: the terms stay accepted for this auction. */
  const acceptTerms = () => {
    rememberBidTermsAccepted(vehicleId);
    setTermsAccepted(true);
  };

  return {
    vehicleId,
    title,
    dialog,
    openBid,
    openMaximum,
    openBuy,
    closeDialog,
    acceptTerms,
    connected,
    /** A tap waits for the page's first live connection to open its confirmation. */
    awaitingConnection: heldTap !== null,
    termsAccepted,
    buyNowPrice,
    amountInputRef,
    barButtonRef,
    focusAmount,
  };
}

export type BidFlow = ReturnType<typeof useBidFlow>;
