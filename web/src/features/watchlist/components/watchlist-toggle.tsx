import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWatchlistToggle } from '../hooks/use-watchlist-toggle';

/** The heart on cards and the vehicle page: add to or remove from the watchlist (spec §4). */
export function WatchlistToggle({ vehicleId, title, enabled = true, size = 'lg' }: { vehicleId: string; title: string; enabled?: boolean; size?: 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation('watchlist');
  const { isInWatchlist, toggle, pending } = useWatchlistToggle(vehicleId, { enabled });
  const label = isInWatchlist ? t('remove', { title }) : t('add', { title });
  return (
    <Tooltip label={isInWatchlist ? t('removeShort') : t('addShort')} withArrow>
      <ActionIcon
        variant={isInWatchlist ? 'filled' : 'default'}
        color={isInWatchlist ? 'red' : 'gray'}
        radius="xl"
        size={size}
        aria-label={label}
        aria-pressed={isInWatchlist}
        loading={pending}
        onClick={(event) => {
          // Cards are links elsewhere; the heart must not open the vehicle.
          event.preventDefault();
          event.stopPropagation();
          toggle();
        }}
        data-testid="watchlist-toggle"
      >
        {isInWatchlist ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
