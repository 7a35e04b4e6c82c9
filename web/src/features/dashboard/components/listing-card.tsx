import { Badge, Stack } from '@mantine/core';
import { COUNTDOWN_TICK_CARD_MS, type VehicleDto } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { VehicleCard } from '../../../components/vehicle-card';
import { vehicleTitle } from '../../../components/vehicle-title';
import { formatPrice } from '../../../lib/i18n';
import { useAuctionPhase } from '../../../hooks/use-auction-clock';
import { useLiveVehicle } from '../../../hooks/use-live-vehicle';
import { useListingActionSlots } from './listing-action-slots';
import { listingOutcome, soldPrice, type ListingOutcome } from '../lib/listing-outcome';

const OUTCOME_COLORS: Record<Exclude<ListingOutcome, 'live'>, string> = {
  closing: 'blue',
  sold: 'green',
  reserveNotMet: 'orange',
  noBids: 'gray',
  cancelled: 'gray',
};

/**
 * One of the seller's vehicles: the live card (current bid, bid count, countdown) and, once the
 * auction is over, how it ended. The card joins the vehicle's room while on screen; this reads the
 * same shared state without joining again.
 */
export function ListingCard({ vehicle }: { vehicle: VehicleDto }) {
  const { t } = useTranslation('dashboard');
  const live = useLiveVehicle(vehicle.id, vehicle, { enabled: false });
  const state = live ?? { ...vehicle, finalPrice: null };
  const phase = useAuctionPhase(state, COUNTDOWN_TICK_CARD_MS);
  const outcome = listingOutcome(state, phase === 'closing');
  const { CancelAuction, AcceptHighestBid, RelistAuction } = useListingActionSlots();

  return (
    <Stack gap="xs" component="li" style={{ listStyle: 'none' }} data-testid="listing" data-outcome={outcome}>
      <VehicleCard vehicle={vehicle} />
      {outcome === 'live' && CancelAuction && (
        <CancelAuction
          vehicle={{ id: vehicle.id, status: state.status, bidCount: state.bidCount }}
          title={vehicleTitle(vehicle)}
        />
      )}
      {outcome === 'reserveNotMet' && AcceptHighestBid && (
        <AcceptHighestBid vehicle={vehicle} title={vehicleTitle(vehicle)} />
      )}
      {RelistAuction && (outcome === 'reserveNotMet' || outcome === 'noBids' || outcome === 'cancelled') && (
        <RelistAuction vehicle={{ ...vehicle, status: state.status }} title={vehicleTitle(vehicle)} />
      )}
      {outcome !== 'live' && (
        <Badge
          color={OUTCOME_COLORS[outcome]}
          variant="light"
          size="lg"
          tt="none"
          fullWidth
          className="wrapping-badge"
          aria-live="polite"
        >
          <span className="visually-hidden">{t('listings.outcomeLabel')}: </span>
          {outcome === 'sold'
            ? t('listings.outcome.sold', { price: formatPrice(soldPrice(state)) })
            : t(`listings.outcome.${outcome}`)}
        </Badge>
      )}
    </Stack>
  );
}
