import { Button, Stack } from '@mantine/core';
import type { WatchlistEntryDto } from '@autolicit/shared';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { VehicleCard } from '../../../components/vehicle-card';
import { vehicleTitle } from '../../../components/vehicle-title';
import { useRemoveFromWatchlist } from '../hooks/use-remove-from-watchlist';

/**
 * A watched vehicle as a live card; the owner of the list also gets an explicit Remove (the card's
 * heart does the same, but a labelled button is easier to find and to hit on a phone).
 */
export function WatchlistEntryCard({
  entry,
  ownerId,
  canRemove,
}: {
  entry: WatchlistEntryDto;
  ownerId: string;
  canRemove: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const remove = useRemoveFromWatchlist(ownerId);
  const title = vehicleTitle(entry.vehicle);
  return (
    <Stack gap="xs" component="li" style={{ listStyle: 'none' }}>
      <VehicleCard vehicle={entry.vehicle} />
      {canRemove && (
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={t('watchlist.removeLabel', { title })}
          loading={remove.isPending}
          onClick={() => remove.mutate(entry.vehicleId)}
        >
          {t('watchlist.remove')}
        </Button>
      )}
    </Stack>
  );
}
