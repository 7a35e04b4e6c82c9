import { Button } from '@mantine/core';
import { type VehicleDto } from '@autolicit/shared';
import { IconGavel, IconLogin, IconShoppingCart } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { type LiveVehicleState } from '../../../stores/live-vehicles-store';
import { useAuctionPhase } from '../../../hooks/use-auction-clock';
import { useConnectionStatus } from '../../../stores/connection-store';
import { vehicleTitle } from '../../../components/vehicle-title';
import { nextBidOffer } from '../lib/bid-math';
import type { CardBidRequest } from './card-bid-dialog';
import { formatPrice, loadTexts } from '../../../lib/i18n';

// The dialog (fee summary, the bid request and its retries) is a chunk of its own, fetched on the
// first bid: Browse and the home page load the cards before first paint and have a tight budget.
const loadCardBidDialog = () =>
  Promise.all([import('./card-bid-dialog'), loadTexts(['bidding', 'bidConfirm', 'vehicle', 'validation'])]).then(
    ([dialog]) => dialog,
  );
const CardBidDialog = lazy(loadCardBidDialog);

/**
 * A vehicle card's quick bid (Browse, spec §2 "with bidding enabled"): one "Bid X €" button for the
 * minimum next bid, which opens the vehicle page's confirmation (fee, total, agreement) and bids
 * through the same request. Hidden once the auction is over (or closing) and on the seller's own
 * cars; visitors get a sign-in button instead. It shows only what the server said: the price it
 * bids on is the live one, and after the bid the card follows the server's answer.
 */
export function CardQuickBid({ vehicle, live }: { vehicle: VehicleDto; live: LiveVehicleState }) {
  const { t } = useTranslation('cardBid');
  const { user, isPending } = useCurrentUser();
  const phase = useAuctionPhase(live);
  const connected = useConnectionStatus() === 'connected';
  // The last bid asked for stays after the dialog closed, so the dialog can close with its transition.
  const [request, setRequest] = useState<CardBidRequest | null>(null);
  const [opened, setOpened] = useState(false);

  const title = vehicleTitle(vehicle);
  // Stays while the button goes (the auction closing during a last-second bid): its answer is shown.
  const dialog = request && (
    <Suspense fallback={null}>
      <CardBidDialog
        vehicleId={vehicle.id}
        title={title}
        live={live}
        request={request}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </Suspense>
  );

  // While the user is not known yet, nothing: a sign-in button that turns into a bid would flicker.
  if (phase === 'ended' || phase === 'closing' || isPending || user?.id === vehicle.sellerId) return dialog;

  if (!user) {
    return (
      <Button
        variant="light"
        size="sm"
        fullWidth
        leftSection={<IconLogin size={16} aria-hidden />}
        onClick={() => useShellModals.getState().openModal('email-login')}
      >
        {t('signIn')}
      </Button>
    );
  }

  // The server's minimum next bid (spec §9), kept current by the room's events — or buy now once
  // that reaches the buy-now price (the server would take the bid as a purchase at that price).
  const offer = nextBidOffer(live);
  const amount = formatPrice(String(offer.amount));

  return (
    <>
      <Button
        size="sm"
        fullWidth
        leftSection={offer.isBuyNow ? <IconShoppingCart size={16} aria-hidden /> : <IconGavel size={16} aria-hidden />}
        // Bids are refused at once while not connected, as on the vehicle page: the price may be stale.
        disabled={!connected}
        color={offer.isBuyNow ? 'orange.9' : undefined}
        aria-label={t(offer.isBuyNow ? 'buyNowLabel' : 'bidLabel', { amount, title })}
        // Fetch the dialog while the pointer or focus is on its way, so the first tap opens it at once.
        onPointerEnter={() => void loadCardBidDialog()}
        onFocus={() => void loadCardBidDialog()}
        onClick={() => {
          setRequest((previous) => ({ amount: offer.amount, isBuyNow: offer.isBuyNow, id: (previous?.id ?? 0) + 1 }));
          setOpened(true);
        }}
        data-testid="card-quick-bid"
        data-action={offer.isBuyNow ? 'buy-now' : 'bid'}
      >
        {t(offer.isBuyNow ? 'buyNow' : 'bid', { amount })}
      </Button>
      {dialog}
    </>
  );
}
