import { getYoutubeVideoId, type VehicleDto } from '@autolicit/shared';
import {
  AspectRatio, Badge, Button, Card, Container, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden,
} from '@mantine/core';
import { IconEye, IconGauge, IconManualGearbox, IconMapPin } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { vehicleTitle } from '../../live';
import { CountdownBadge } from '../../live';
import { isApiError } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/i18n';
import { useWideLayout } from '../../../lib/device-hint';
import { isLanguage } from '../../../lib/language';
import { useCurrentUser } from '../../auth';
import { BidConfirmModal } from '../../bidding';
import { BidPanel } from '../../bidding';
import { BuyNowConfirmModal } from '../../bidding';
import { EndedPanel } from '../../bidding';
import { LiveAnnouncer } from '../../bidding';
import { SellerNotice } from '../../bidding';
import { StickyBidBar } from '../../bidding';
import { suggestMaximum, useBidFlow } from '../../bidding';
import { deriveBidderStatus, type ViewerRole } from '../../bidding';
import { useAuctionPhase } from '../../live';
import { useCloseConfirmation } from '../../live';
import { useLiveVehicle } from '../../live';
import { useConnectionStatus } from '../../live';
import { isClosedStatus, type LiveVehicleState } from '../../live';
import { fetchVehicle, fetchVehicleBids, vehicleBidsQueryKey, vehicleQueryKey } from '../api/vehicle-api';
import { isVehicleId, mergeBidHistory } from '../lib/bid-history';
import { WatchlistToggle } from '../../watchlist';
import { CancelAuctionButton } from '../../seller-tools';
import { BidHistory } from './bid-history';
import { VehicleGallery } from './vehicle-gallery';

const CONDITION_COLORS: Record<VehicleDto['condition'], string> = { excellent: 'green', 'very-good': 'green', good: 'teal', fair: 'yellow', poor: 'red' };

/** `/vehicle/:id` (spec §2): the live vehicle page with its bid panel. */
export function VehiclePage() {
  const { id } = useParams<{ id: string }>();
  // The live room and the stores know a vehicle by its canonical, lower-case id only.
  const validId = isVehicleId(id) ? id.toLowerCase() : undefined;
  const vehicleQuery = useQuery({ queryKey: vehicleQueryKey(validId ?? ''), queryFn: () => fetchVehicle(validId!), enabled: Boolean(validId) });

  if (!validId || (vehicleQuery.isError && isApiError(vehicleQuery.error) && (vehicleQuery.error.status === 404 || vehicleQuery.error.status === 400))) {
    return <VehicleNotFound />;
  }
  if (vehicleQuery.isError) return <VehicleLoadFailed onRetry={() => void vehicleQuery.refetch()} />;
  if (!vehicleQuery.data) return <VehicleLoading />;
  return <VehicleView vehicle={vehicleQuery.data} />;
}

function VehicleView({ vehicle }: { vehicle: VehicleDto }) {
  const { t, i18n } = useTranslation('vehicle');
  const { t: tShared } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ro';
  const title = vehicleTitle(vehicle);
  const live = useLiveVehicle(vehicle.id, vehicle) ?? { ...liveFallback(vehicle) };
  const bidsQuery = useQuery({ queryKey: vehicleBidsQueryKey(vehicle.id), queryFn: () => fetchVehicleBids(vehicle.id) });
  const history = useMemo(() => mergeBidHistory(bidsQuery.data, live.lastBids), [bidsQuery.data, live.lastBids]);
  const videoId = vehicle.youtubeUrl ? getYoutubeVideoId(vehicle.youtubeUrl) : null;
  // On phones the countdown and the bid panel come right after the title, not below the description.
  const wide = useWideLayout();
  const { user } = useCurrentUser();
  const role: ViewerRole = !user ? 'visitor' : user.id === vehicle.sellerId ? 'seller' : 'bidder';
  // The page renders again when the phase changes; the countdown badges tick on their own.
  const phase = useAuctionPhase(live);
  const connected = useConnectionStatus() === 'connected';
  useCloseConfirmation(vehicle.id, phase === 'closing' && connected);
  const status = deriveBidderStatus(live, role);
  const flow = useBidFlow({ vehicleId: vehicle.id, title, live, signedIn: role === 'bidder' });
  useFocusBidOnHash(flow.focusAmount);
  useRaiseMaximumOnHash(() => flow.openMaximum(suggestMaximum(live), 'panel'));
  const bidDialog = flow.dialog && flow.dialog.kind !== 'buy' ? flow.dialog : null;
  const ended = isClosedStatus(live.status);
  const closing = phase === 'closing';
  const side = (
    <>
      <CountdownBadge auction={live} size="lg" />
      {ended ? (
        <EndedPanel live={live} status={status} />
      ) : role === 'seller' ? (
        <SellerNotice
          hasBids={live.bidCount > 0}
          cancelAction={<CancelAuctionButton vehicle={{ id: vehicle.id, status: live.status, bidCount: live.bidCount }} title={title} />}
        />
      ) : (
        <BidPanel live={live} signedIn={role === 'bidder'} status={status} flow={flow} closing={closing} />
      )}
      <BidHistory entries={history} ended={ended} sold={live.status === 'sold'} ownListing={role === 'seller'} />
    </>
  );

  return (
    // "synced" once the server's snapshot of the room came in: a server-rendered page shows its
    // content long before the app has hydrated it and joined the room.
    <Container size="xl" py="xl" data-live={live.synced ? 'synced' : 'pending'}>
      <LiveAnnouncer live={live} phase={phase} status={status} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <VehicleGallery images={vehicle.images} thumbnails={vehicle.thumbnails} title={title} />

            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={1}>{title}</Title>
                <WatchlistToggle vehicleId={vehicle.id} sellerId={vehicle.sellerId} title={title} size="xl" />
              </Group>
              <Group gap="md" c="dimmed">
                <Group gap={4} wrap="nowrap">
                  <IconGauge size={18} aria-hidden />
                  <Text size="sm">
                    <span className="visually-hidden">{t('details.mileage')}: </span>
                    {tShared('vehicle.mileage', { value: formatNumber(vehicle.mileage, language) })}
                  </Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconManualGearbox size={18} aria-hidden />
                  <Text size="sm">{tShared(`options.transmission.${vehicle.transmission ?? 'manual'}`)}</Text>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <IconEye size={18} aria-hidden />
                  <Text size="sm">{t('page.views', { count: vehicle.viewCount })}</Text>
                </Group>
                {vehicle.location && (
                  <Group gap={4} wrap="nowrap">
                    <IconMapPin size={18} aria-hidden />
                    <Text size="sm">{vehicle.location}</Text>
                  </Group>
                )}
              </Group>
              <Group gap="xs">
                <Badge color={CONDITION_COLORS[vehicle.condition]} variant="light" tt="none">
                  {t(`condition.${vehicle.condition}`)}
                </Badge>
                <Badge color={vehicle.sellerType === 'business' ? 'violet' : 'gray'} variant="light" tt="none">
                  {t(`sellerType.${vehicle.sellerType}`)}
                </Badge>
                {vehicle.sellerVerifiedDealer && (
                  <Badge color="green.9" variant="light" tt="none" data-testid="verified-dealer-badge">
                    {t('verifiedDealer')}
                  </Badge>
                )}
              </Group>
            </Stack>

            {!wide && side}

            {videoId && (
              <Card withBorder radius="lg" padding="lg">
                <Title order={2} size="h4" mb="sm">
                  {t('page.video')}
                </Title>
                <AspectRatio ratio={16 / 9}>
                  <iframe
                    src={`https://www.youtube-nocookie.com/embed/${videoId}`}
                    title={t('page.videoTitle', { title })}
                    loading="lazy"
                    allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                    allowFullScreen
                    style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
                  />
                </AspectRatio>
              </Card>
            )}

            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('page.details')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" style={{ margin: 0 }}>
                <Detail label={t('details.vin')} value={vehicle.vin} mono />
                <Detail label={t('details.year')} value={String(vehicle.year)} />
                <Detail label={t('details.make')} value={vehicle.make} />
                <Detail label={t('details.model')} value={vehicle.model} />
                <Detail label={t('details.transmission')} value={tShared(`options.transmission.${vehicle.transmission ?? 'manual'}`)} />
                <Detail label={t('details.drivetrain')} value={t(`drivetrain.${vehicle.drivetrain ?? 'rwd'}`)} />
              </SimpleGrid>
            </Card>

            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb="sm">
                {t('page.description')}
              </Title>
              <Text style={{ whiteSpace: 'pre-line' }} c={vehicle.description ? undefined : 'dimmed'}>
                {vehicle.description || t('page.noDescription')}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>

        {wide && (
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
              {side}
            </Stack>
          </Grid.Col>
        )}
      </Grid>
      {!wide && !ended && role !== 'seller' && <StickyBidBar live={live} status={status} flow={flow} signedIn={role === 'bidder'} closing={closing} />}
      <BidConfirmModal
        // A fresh dialog for every bid (the checkbox unticked unless accepted for this auction before).
        key={bidDialog ? `${bidDialog.kind}-${bidDialog.amount}` : 'bid-closed'}
        opened={bidDialog !== null}
        amount={bidDialog?.amount ?? 0}
        isMaximum={bidDialog?.kind === 'maximum'}
        ownLeadingBid={status.kind === 'leading' ? live.currentBid : null}
        minimumNextBid={live.minimumNextBid}
        title={title}
        pending={flow.pending}
        termsAccepted={flow.termsAccepted}
        returnFocus={false}
        onClose={flow.closeDialog}
        onConfirm={flow.submit}
      />
      <BuyNowConfirmModal
        opened={flow.dialog?.kind === 'buy'}
        amount={flow.dialog?.kind === 'buy' ? flow.dialog.amount : 0}
        title={title}
        pending={flow.pending}
        onClose={flow.closeDialog}
        onConfirm={flow.submit}
      />
    </Container>
  );
}

/** "#bid" (the outbid notification's "bid again"): bring focus to the bid amount, even on this same page. */
function useFocusBidOnHash(focusAmount: () => void) {
  const location = useLocation();
  useEffect(() => {
    if (location.hash !== '#bid') return;
    document.getElementById('bid')?.scrollIntoView({ block: 'center' });
    focusAmount();
    // Only when a navigation brings the hash (location.key), not on every render.
  }, [location.key, location.hash, focusAmount]);
}

/**
 * "#raise-max" (the "your maximum was exceeded" notification): the confirmation of a raised maximum
 * opens at once, so raising it takes the link's tap and the confirm tap. Once per navigation.
 */
function useRaiseMaximumOnHash(openRaise: () => void) {
  const location = useLocation();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (location.hash !== '#raise-max' || handledKey.current === location.key) return;
    handledKey.current = location.key;
    openRaise();
  }, [location.key, location.hash, openRaise]);
}

function liveFallback(vehicle: VehicleDto): LiveVehicleState {
  return {
    vehicleId: vehicle.id, status: vehicle.status, currentBid: vehicle.currentBid, bidCount: vehicle.bidCount, minimumNextBid: vehicle.minimumNextBid,
    buyNowPrice: vehicle.buyNowPrice, hasReserve: vehicle.hasReserve, isReserveMet: vehicle.isReserveMet, auctionEndTime: vehicle.auctionEndTime,
    lastBids: [], finalPrice: null, viewer: undefined, viewerSeq: vehicle.bidCount, synced: false, everSynced: false, extension: null,
  };
}

function Detail({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} ff={mono ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The page's own shape while the vehicle loads: title, a 16:10 photo and the bid column, at least
 * a screen tall, so neither the page nor the footer jumps when the data arrives (CLS was 0.42).
 */
function VehicleLoading() {
  const { t } = useTranslation('vehicle');
  return (
    <Container size="xl" py="xl" mih="100vh" aria-busy="true" data-testid="vehicle-loading">
      <VisuallyHidden role="status">{t('page.loading')}</VisuallyHidden>
      <Skeleton height={34} width="50%" radius="md" mb="lg" />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <AspectRatio ratio={16 / 10}>
            <Skeleton radius="lg" />
          </AspectRatio>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <Skeleton height={36} width="60%" radius="xl" />
            <Skeleton height={320} radius="lg" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function VehicleNotFound() {
  const { t } = useTranslation('vehicle');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{t('page.notFoundTitle')}</Title>
        <Text c="dimmed">{t('page.notFoundBody')}</Text>
        <Button component={Link} to="/vehicles">
          {t('page.backToBrowse')}
        </Button>
      </Stack>
    </Container>
  );
}

function VehicleLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('vehicle');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Text>{t('page.loadFailed')}</Text>
        <Button onClick={onRetry}>{t('page.retry')}</Button>
      </Stack>
    </Container>
  );
}
