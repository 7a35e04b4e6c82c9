import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorizedError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { type LiveVehicleState } from '../../../stores/live-vehicles-store';
import { useConnectionStatus } from '../../../stores/connection-store';
import { usePlaceBid } from '../hooks/use-place-bid';
import { hasAcceptedBidTerms, rememberBidTermsAccepted } from '../lib/accepted-terms';
import { wholeEurosToAmount } from '../lib/bid-math';
import { describeBidFailure, describeBidSuccess } from '../lib/describe-bid-outcome';
import { BidConfirmModal, type BidDialogNotice } from './bid-confirm-modal';
import { BuyNowConfirmModal } from './buy-now-confirm-modal';

/** A bid a card asked to confirm: whole euros, and an id per opening (a fresh dialog each time). */
export interface CardBidRequest {
  amount: number;
  id: number;
  /** The amount is the buy-now price: a purchase, confirmed as one. */
  isBuyNow?: boolean;
}

interface CardBidDialogProps {
  vehicleId: string;
  title: string;
  live: LiveVehicleState;
  /** The bid to confirm (the last one asked for, while closed). */
  request: CardBidRequest;
  opened: boolean;
  onClose: () => void;
}

/**
 * The confirmation of a card's quick bid: the vehicle page's dialog (fee summary, total, the
 * agreement once per auction and session) and its request (usePlaceBid: an Idempotency-Key per
 * bid, re-sent or looked up when the answer is lost). Its problems stay inside the dialog, which
 * stays open; on success it closes and the server's answer is told ("Bid Placed!", or outbid by a
 * maximum, or a purchase) while the card shows the price the answer brought.
 * Loaded on the first quick bid (see CardQuickBid), hence the default export.
 */
export default function CardBidDialog({ vehicleId, title, live, request, opened, onClose }: CardBidDialogProps) {
  const { t } = useTranslation('bidConfirm');
  const { t: tBidding } = useTranslation('bidding');
  const connected = useConnectionStatus() === 'connected';
  const placeBid = usePlaceBid(vehicleId);
  const [termsAccepted, setTermsAccepted] = useState(() => hasAcceptedBidTerms(vehicleId));
  const [notice, setNotice] = useState<BidDialogNotice | null>(null);

  const close = () => {
    setNotice(null);
    onClose();
  };

  const confirm = () => {
    if (!connected) {
      setNotice({ tone: 'error', title: t('bid.failedTitle'), message: tBidding('blocked.offline') });
      return;
    }
    setNotice(null);
    placeBid.mutate(
      {
        amount: wholeEurosToAmount(request.amount),
        buyNow: request.isBuyNow === true,
        onChecking: () => setNotice({ tone: 'info', title: t('bid.checkingTitle'), message: t('bid.checkingMessage') }),
      },
      {
        onSuccess: (result) => {
          if (!request.isBuyNow) {
            rememberBidTermsAccepted(vehicleId);
            setTermsAccepted(true);
          }
          close();
          notify(describeBidSuccess(request.isBuyNow ? 'buy' : 'bid', result, title));
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            close();
            handleUnauthorized('action');
            return;
          }
          if (request.isBuyNow) {
            // The purchase dialog has no place for a notice: it closes and a toast says why.
            close();
            notify({ color: 'red', title: t('buyNow.failedTitle'), message: describeBidFailure(error, 'buy') });
            return;
          }
          setNotice({ tone: 'error', title: t('bid.failedTitle'), message: describeBidFailure(error, 'bid') });
        },
      },
    );
  };

  if (request.isBuyNow) {
    return (
      <BuyNowConfirmModal
        key={request.id}
        opened={opened}
        amount={request.amount}
        title={title}
        pending={placeBid.isPending}
        onClose={close}
        onConfirm={confirm}
      />
    );
  }

  return (
    <BidConfirmModal
      // A fresh dialog for every bid (the agreement unticked unless accepted for this auction before).
      key={request.id}
      opened={opened}
      amount={request.amount}
      minimumNextBid={live.minimumNextBid}
      ownLeadingBid={live.viewer?.isLeading ? live.currentBid : null}
      title={title}
      pending={placeBid.isPending}
      termsAccepted={termsAccepted}
      notice={notice}
      onClose={close}
      onConfirm={confirm}
    />
  );
}
