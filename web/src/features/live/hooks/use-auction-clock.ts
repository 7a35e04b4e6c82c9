import { COUNTDOWN_TICK_BADGE_MS, type VehicleStatus } from '@autolicit/shared';
import { getAuctionClock, type AuctionClock } from '../lib/auction-clock';
import { useConnectionStatus, useFrozenAt } from '../stores/connection-store';
import { useServerNow } from './use-server-now';

/**
 * The countdown a page may show for an auction: on the server's clock, frozen while disconnected,
 * and "ended" only once the server closed it (see getAuctionClock).
 */
export function useAuctionClock(auction: { auctionEndTime: string; status: VehicleStatus }, tickMs: number = COUNTDOWN_TICK_BADGE_MS): AuctionClock {
  const now = useServerNow(tickMs);
  const connected = useConnectionStatus() === 'connected';
  const frozenAt = useFrozenAt();
  return getAuctionClock({ endTime: auction.auctionEndTime, status: auction.status, now, frozenAt, connected });
}
