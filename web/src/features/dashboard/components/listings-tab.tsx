import { SimpleGrid } from '@mantine/core';
import { IconCarGarage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VehicleGrid } from '../../../components/vehicle-grid';
import { useUserListings } from '../hooks/use-user-listings';
import { ListVehicleButton } from './list-vehicle-button';
import { ListingCard } from './listing-card';
import { SectionEmpty } from './section-empty';
import { SectionError } from './section-error';

const GRID_COLS = { base: 1, sm: 2, lg: 3 } as const;
const PLACEHOLDERS = 3;

/** Spec §2 My Listings: every vehicle the user listed, live while running, with its outcome once over. */
export function ListingsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const listings = useUserListings(userId);

  if (listings.isPending) return <VehicleGrid vehicles={[]} loading placeholders={PLACEHOLDERS} cols={GRID_COLS} />;
  if (listings.isError) return <SectionError onRetry={() => void listings.refetch()} />;
  if (listings.data.length === 0) {
    return (
      <SectionEmpty
        icon={<IconCarGarage size={28} aria-hidden />}
        title={t('listings.emptyTitle')}
        body={t('listings.emptyBody')}
        action={<ListVehicleButton label={t('listings.listYourVehicle')} variant="light" />}
      />
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={GRID_COLS}
      spacing="lg"
      verticalSpacing="lg"
      p={0}
      m={0}
      aria-label={t('listings.title')}
    >
      {listings.data.map((vehicle) => (
        <ListingCard key={vehicle.id} vehicle={vehicle} />
      ))}
    </SimpleGrid>
  );
}
