import { ActionIcon } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useWatchlistToggle } from '../hooks/use-watchlist-toggle';
import { DeferredTooltip } from '../../../components/deferred-widgets';

interface WatchlistToggleProps {
  vehicleId: string;
  /** The vehicle's seller: they are not offered to watch their own car. */
  sellerId: string;
  title: string;
  enabled?: boolean;
  size?: 'md' | 'lg' | 'xl';
}

/** The heart on cards and the vehicle page: add to or remove from the watchlist (spec §4). */
export function WatchlistToggle({ vehicleId, sellerId, title, enabled = true, size = 'lg' }: WatchlistToggleProps) {
  const { t } = useTranslation('watchlist');
  const { user } = useCurrentUser();
  const own = user?.id === sellerId;
  const { isInWatchlist, toggle, pending } = useWatchlistToggle(vehicleId, { enabled: enabled && !own });
  if (own) return null;
  const label = isInWatchlist ? t('remove', { title }) : t('add', { title });
  return (
    <DeferredTooltip label={isInWatchlist ? t('removeShort') : t('addShort')} withArrow>
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
    </DeferredTooltip>
  );
}
