import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import type { BidFlow } from '../hooks/use-bid-flow';
import { useBidSubmission } from '../hooks/use-bid-submission';
import type { BidderStatus } from '../lib/bidder-status';
import { BidConfirmModal } from './bid-confirm-modal';
import { BuyNowConfirmModal } from './buy-now-confirm-modal';

export interface BidConfirmationsProps {
  flow: BidFlow;
  live: LiveVehicleState;
  status: BidderStatus;
}

/**
 * A vehicle page's confirmations (a bid or a maximum, or a buy-now) and the request each sends: a
 * chunk of its own with its texts, loaded through bid-dialogs.tsx after the page's first paint.
 */
export function VehicleBidConfirmations({ flow, live, status }: BidConfirmationsProps) {
  const { title } = flow;
  const { submit, pending } = useBidSubmission(flow);
  const bidDialog = flow.dialog && flow.dialog.kind !== 'buy' ? flow.dialog : null;
  return (
    <>
      <BidConfirmModal
        // A fresh dialog for every bid (the checkbox unticked unless accepted for this auction before).
        key={bidDialog ? `${bidDialog.kind}-${bidDialog.amount}` : 'bid-closed'}
        opened={bidDialog !== null}
        amount={bidDialog?.amount ?? 0}
        isMaximum={bidDialog?.kind === 'maximum'}
        ownLeadingBid={status.kind === 'leading' ? live.currentBid : null}
        minimumNextBid={live.minimumNextBid}
        title={title}
        pending={pending}
        termsAccepted={flow.termsAccepted}
        returnFocus={false}
        onClose={flow.closeDialog}
        onConfirm={submit}
        awaitingConnection={!flow.connected}
      />
      <BuyNowConfirmModal
        opened={flow.dialog?.kind === 'buy'}
        amount={flow.dialog?.kind === 'buy' ? flow.dialog.amount : 0}
        title={title}
        pending={pending}
        onClose={flow.closeDialog}
        onConfirm={submit}
        awaitingConnection={!flow.connected}
      />
    </>
  );
}
