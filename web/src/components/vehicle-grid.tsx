import { Card, Skeleton, Stack } from '@mantine/core';
import { PLACEHOLDER_CARDS, type VehicleDto } from '@autolicit/shared';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { VehicleCard } from './vehicle-card';
import { useVehicleCardSlots } from './vehicle-card-slots';
import { ColumnGrid } from './column-grid';

const GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;

/** A placeholder with the shape of a vehicle card, shown while a page loads. */
export function VehicleCardSkeleton() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" aria-label={t('vehicle.loadingCard')} aria-busy>
      <Card.Section>
        <Skeleton h={190} radius={0} />
      </Card.Section>
      <Stack gap="sm" mt="md">
        <Skeleton h={18} w="80%" />
        <Skeleton h={14} w="60%" />
        <Skeleton h={28} w="45%" />
        <Skeleton h={24} w="35%" radius="xl" />
      </Stack>
    </Card>
  );
}

/**
 * Live vehicle cards, or the placeholders while loading. The cards come "with bidding enabled"
 * (spec §2 Browse): each running auction has a quick bid for the minimum next bid, unless
 * `bidding` is false (the quick bid is bidding's, handed in by app/: vehicle-card-slots.tsx).
 */
export function VehicleGrid({
  vehicles,
  loading,
  placeholders = PLACEHOLDER_CARDS,
  cols = GRID_COLS,
  bidding = true,
}: {
  vehicles: VehicleDto[];
  loading: boolean;
  placeholders?: number;
  cols?: ComponentProps<typeof ColumnGrid>['cols'];
  bidding?: boolean;
}) {
  const { QuickBid } = useVehicleCardSlots();
  return (
    <ColumnGrid cols={cols} spacing="lg" verticalSpacing="lg">
      {loading
        ? Array.from({ length: placeholders }, (_, index) => <VehicleCardSkeleton key={index} />)
        : vehicles.map((vehicle, index) => (
            <VehicleCard
              key={vehicle.id}
              vehicle={vehicle}
              firstPaint={index === 0}
              action={bidding && QuickBid ? (live) => <QuickBid vehicle={vehicle} live={live} /> : undefined}
            />
          ))}
    </ColumnGrid>
  );
}
