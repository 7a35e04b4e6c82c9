import { Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { isClosedStatus } from '../stores/live-vehicles-store';
import type { VehicleDto } from '@autolicit/shared';
import { IconGauge, IconManualGearbox, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from './router-link';
import { useLiveVehicle } from '../hooks/use-live-vehicle';
import type { LiveVehicleState } from '../stores/live-vehicles-store';
import { formatNumber, formatPrice } from '../lib/i18n';
import { isLanguage } from '../lib/language';
import { CountdownBadge } from './countdown-badge';
import { useVehicleCardSlots } from './vehicle-card-slots';
import { VEHICLE_FALLBACK_IMAGE, vehicleTitle } from './vehicle-title';

/**
 * A vehicle in a grid, live: its price, bid count, reserve and countdown follow the room's events
 * while the card is on screen (the room is joined only then, so long lists stay cheap). `action`
 * puts a control under the countdown (Browse's quick bid), given the same live state as the card
 * so the two never disagree. The watchlist heart comes from app/ (vehicle-card-slots.tsx).
 * The grid's first card is part of the first paint (a server-rendered list's largest image on a
 * phone): its photo is fetched at once, first; the others when they come near the screen.
 */
export function VehicleCard({
  vehicle,
  action,
  firstPaint = false,
}: {
  vehicle: VehicleDto;
  action?: (live: LiveVehicleState) => ReactNode;
  firstPaint?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ro';
  const { ref, inViewport } = useInViewport();
  const { WatchlistToggle } = useVehicleCardSlots();
  const live = useLiveVehicle(vehicle.id, vehicle, { enabled: inViewport });
  const state = live ?? { ...vehicle, finalPrice: null };
  // Greyed out only once the server closed it: a local clock past the end says "closing" instead.
  const ended = isClosedStatus(state.status);
  const cancelled = state.status === 'cancelled';
  const noBids = state.bidCount === 0;
  const title = vehicleTitle(vehicle);
  const photo = vehicle.thumbnails[0] ?? vehicle.images[0] ?? VEHICLE_FALLBACK_IMAGE;
  const price = ended && state.finalPrice ? state.finalPrice : state.currentBid;

  return (
    <Card
      ref={ref}
      withBorder
      radius="lg"
      padding="md"
      className={ended ? 'vehicle-card-ended' : undefined}
      data-ended={ended || undefined}
    >
      <Card.Section className="vehicle-card-photo">
        <Link to={`/vehicle/${vehicle.id}`} aria-label={t('vehicle.viewDetails', { title })} tabIndex={-1}>
          <Image
            src={photo}
            fallbackSrc={VEHICLE_FALLBACK_IMAGE}
            alt={t('vehicle.photoAlt', { title })}
            h={190}
            fit="cover"
            {...(firstPaint ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        </Link>
        <div style={{ position: 'absolute', top: 10, right: 10 }}>
          {WatchlistToggle && (
            <WatchlistToggle
              vehicleId={vehicle.id}
              sellerId={vehicle.sellerId}
              title={title}
              enabled={inViewport}
              size="lg"
            />
          )}
        </div>
      </Card.Section>

      <Stack gap="xs" mt="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Link to={`/vehicle/${vehicle.id}`} className="vehicle-card-link">
            <Text fw={700} lineClamp={2} className="vehicle-card-title">
              {title}
            </Text>
          </Link>
          {/* Only auctions with a reserve can have met it; without one the badge would mislead. */}
          {state.hasReserve && state.isReserveMet && (
            <Badge color="green" variant="light" style={{ flexShrink: 0 }}>
              {t('vehicle.reserveMet')}
            </Badge>
          )}
        </Group>

        <Group gap="md" c="dimmed" fz="sm">
          <Group gap={4} wrap="nowrap">
            <IconGauge size={16} aria-hidden />
            <Text size="sm" span>
              <span className="visually-hidden">{t('vehicle.mileageLabel')}: </span>
              {t('vehicle.mileage', { value: formatNumber(vehicle.mileage, language) })}
            </Text>
          </Group>
          {vehicle.transmission && (
            <Group gap={4} wrap="nowrap">
              <IconManualGearbox size={16} aria-hidden />
              <Text size="sm" span>
                {t(`options.transmission.${vehicle.transmission}`)}
              </Text>
            </Group>
          )}
          {vehicle.location && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={16} aria-hidden />
              <Text size="sm" span>
                {vehicle.location}
              </Text>
            </Group>
          )}
        </Group>

        <Group justify="space-between" align="flex-end" wrap="nowrap" mt={4}>
          <Stack gap={0}>
            {ended && noBids ? (
              <Text size="sm" c="dimmed" fw={500}>
                {/* A reserve is mentioned only when there was one and the auction ran to its end. */}
                {state.status === 'ended' && state.hasReserve ? t('vehicle.noBidsReserveNotMet') : t('vehicle.noBids')}
              </Text>
            ) : (
              <>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {cancelled
                    ? t('vehicle.highestBid')
                    : ended
                      ? t('vehicle.finalBid')
                      : noBids
                        ? t('vehicle.startingBid')
                        : t('vehicle.currentBid')}
                </Text>
                <Text fz="xl" fw={800} c={ended ? 'dark.4' : 'brand.8'}>
                  {formatPrice(price)}
                </Text>
              </>
            )}
          </Stack>
          <Text size="sm" c="dimmed">
            {t('vehicle.bidCount', { count: state.bidCount })}
          </Text>
        </Group>

        <CountdownBadge auction={state} />
        {action && live && <div className="vehicle-card-action">{action(live)}</div>}
      </Stack>
    </Card>
  );
}
