import type { BidConfirmationsProps } from './vehicle-bid-confirmations';
import { useEffect } from 'react';
import { deferModule } from '../../../lib/deferred-module';
import { VALIDATION_NS, loadTexts } from '../../../lib/i18n';

/**
 * The confirmations' code is not needed for the first paint: it is fetched as soon as the page's own
 * code is in, while the page hydrates (`preloadBidDialogs`: a bidder who opened the page from an
 * outbid notice taps at once), and again when a bid is asked for if that fetch failed; a dialog asked
 * for before it arrived opens as it does.
 * With it come their texts and the server's messages: every bid goes through a confirmation, so the
 * answer to a bid always finds them in (`describeBidFailure` translates them synchronously).
 */
const confirmDialogs = deferModule(() =>
  Promise.all([import('./vehicle-bid-confirmations'), loadTexts(['bidConfirm', VALIDATION_NS])]).then(
    ([dialogs]) => dialogs,
  ),
);

/** Starts fetching the confirmations (in the browser; the server never renders them open). */
export function preloadBidDialogs(): void {
  if (import.meta.env.SSR) return;
  void confirmDialogs.load().catch(() => undefined);
}

/** The bid flow's confirmations (a bid or a maximum, or a buy-now) and their requests, once their code is in. */
export function BidDialogs(props: BidConfirmationsProps) {
  const asked = props.flow.dialog !== null;
  // At once, asked or not: the closed dialogs mount as they arrive, so a bidder's tap only opens them.
  const dialogs = confirmDialogs.use(true);
  useEffect(() => {
    if (!dialogs) void confirmDialogs.load().catch(() => undefined);
  }, [asked, dialogs]);
  if (!dialogs) return null;
  return <dialogs.VehicleBidConfirmations {...props} />;
}
