import type { VehicleDto } from '@autolicit/shared';
import { useMemo } from 'react';
import { CountdownBadge } from '../../../components/countdown-badge';
import { vehicleTitle } from '../../../components/vehicle-title';
import { BidDialogs } from '../../../features/bidding/components/bid-dialogs';
import { BidPanel } from '../../../features/bidding/components/bid-panel';
import { EndedPanel } from '../../../features/bidding/components/ended-panel';
import { LiveAnnouncer } from '../../../features/bidding/components/live-announcer';
import { SellerNotice } from '../../../features/bidding/components/seller-notice';
import { StickyBidBar } from '../../../features/bidding/components/sticky-bid-bar';
import { useBidFlow } from '../../../features/bidding/hooks/use-bid-flow';
import { useBidHashLinks } from '../../../features/bidding/hooks/use-bid-hash-links';
import { deriveBidderStatus, type ViewerRole } from '../../../features/bidding/lib/bidder-status';
import { BidHistory } from '../../../features/vehicle/components/bid-history';
import { VehicleDetails } from '../../../features/vehicle/components/vehicle-details';
import { VehicleGallery } from '../../../features/vehicle/components/vehicle-gallery';
import { VehicleHeader } from '../../../features/vehicle/components/vehicle-header';
import { VehicleLayout } from '../../../features/vehicle/components/vehicle-layout';
import { useBidHistory } from '../../../features/vehicle/hooks/use-vehicle';
import { WatchlistToggle } from '../../../features/watchlist/components/watchlist-toggle';
import { useAuctionPhase } from '../../../hooks/use-auction-clock';
import { useCloseConfirmation } from '../../../hooks/use-close-confirmation';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useLiveVehicle } from '../../../hooks/use-live-vehicle';
import { useWideLayout } from '../../../lib/device-hint';
import { useConnectionStatus } from '../../../stores/connection-store';
import { isClosedStatus, liveStateFromVehicle } from '../../../stores/live-vehicles-store';
import { PushOfferSlot } from '../../push-notification-slots';
import { QuestionsSlot } from '../../questions-slots';
import { RarCertificateSlot } from '../../rar-certificate-slots';
import { CancelAuctionSlot } from '../../seller-tools-slots';

/**
 * A loaded vehicle: the vehicle feature's page with bidding's panels and dialogs, the seller's
 * cancel and the watchlist heart put in their places.
 */
export function VehicleView({ vehicle }: { vehicle: VehicleDto }) {
  const title = vehicleTitle(vehicle);
  const live = useLiveVehicle(vehicle.id, vehicle) ?? liveStateFromVehicle(vehicle);
  const history = useBidHistory(vehicle.id, live.lastBids);
  // On phones the countdown and the bid panel come right after the title, not below the description.
  const wide = useWideLayout();
  const { user } = useCurrentUser();
  const role: ViewerRole = !user ? 'visitor' : user.id === vehicle.sellerId ? 'seller' : 'bidder';
  const signedIn = role === 'bidder';
  // The page renders again when the phase changes; the countdown badges tick on their own.
  const phase = useAuctionPhase(live);
  const connected = useConnectionStatus() === 'connected';
  useCloseConfirmation(vehicle.id, phase === 'closing' && connected);
  const status = deriveBidderStatus(live, role);
  const flow = useBidFlow({ vehicleId: vehicle.id, title, live, signedIn });
  useBidHashLinks(flow, live);
  const ended = isClosedStatus(live.status);
  const closing = phase === 'closing';
  // The parts a bid or the connection does not change, as the same elements from render to render:
  // the page renders again on every bid and when it connects, and these are most of its elements.
  const headerSection = useMemo(
    () => (
      <>
        <VehicleGallery images={vehicle.images} thumbnails={vehicle.thumbnails} title={title} />
        <VehicleHeader
          vehicle={vehicle}
          title={title}
          watch={<WatchlistToggle vehicleId={vehicle.id} sellerId={vehicle.sellerId} title={title} size="xl" />}
        />
      </>
    ),
    [vehicle, title],
  );
  const rarEditable = role === 'seller' && live.status === 'active' && !ended;
  const detailsSection = useMemo(
    () => (
      <>
        <VehicleDetails vehicle={vehicle} title={title} />
        <RarCertificateSlot
          vehicleId={vehicle.id}
          current={vehicle.rarCertificate ?? null}
          auctionEndTime={live.auctionEndTime}
          canEdit={rarEditable}
        />
        <QuestionsSlot vehicleId={vehicle.id} viewer={role} />
      </>
    ),
    [vehicle, title, live.auctionEndTime, rarEditable, role],
  );
  const side = (
    <>
      <CountdownBadge auction={live} size="lg" />
      {ended ? (
        <EndedPanel live={live} status={status} />
      ) : role === 'seller' ? (
        <SellerNotice
          hasBids={live.bidCount > 0}
          cancelAction={
            <CancelAuctionSlot
              vehicle={{ id: vehicle.id, status: live.status, bidCount: live.bidCount }}
              title={title}
            />
          }
        />
      ) : (
        <>
          <BidPanel live={live} signedIn={signedIn} status={status} flow={flow} closing={closing} />
          {/* Once the viewer has bid, an outbid is worth a notification even with the page closed. */}
          {(status.kind === 'leading' || status.kind === 'outbid') && <PushOfferSlot />}
        </>
      )}
      <BidHistory entries={history} ended={ended} sold={live.status === 'sold'} ownListing={role === 'seller'} />
    </>
  );

  return (
    <VehicleLayout
      synced={live.synced}
      wide={wide}
      announcer={<LiveAnnouncer live={live} phase={phase} status={status} />}
      header={headerSection}
      side={side}
      details={detailsSection}
      footer={
        <>
          {!wide && !ended && role !== 'seller' && (
            <StickyBidBar live={live} status={status} flow={flow} signedIn={signedIn} closing={closing} />
          )}
          <BidDialogs flow={flow} live={live} status={status} />
        </>
      }
    />
  );
}
