import { COUNTDOWN_TICK_BADGE_MS, type VehicleStatus } from '@autolicit/shared';
import { getAuctionClock, type AuctionClock, type AuctionClockPhase } from '../lib/live/auction-clock';
import { useConnectionStatus, useFrozenAt } from '../stores/connection-store';
import { useServerNow } from './use-server-now';

export interface ClockedAuction {
  auctionEndTime: string;
  status: VehicleStatus;
}

/**
 * The countdown a page may show for an auction at the server's current time (also returned as
 * `now`), frozen while disconnected and "ended" only once the server closed it (see
 * getAuctionClock). With `changeKey`, the ticks re-render only when the key of the clock changes.
 */
export function useAuctionClockAt(
  auction: ClockedAuction,
  tickMs: number = COUNTDOWN_TICK_BADGE_MS,
  changeKey?: (clock: AuctionClock, now: number) => string | number | boolean,
): { clock: AuctionClock; now: number } {
  const connected = useConnectionStatus() === 'connected';
  const frozenAt = useFrozenAt();
  const clockAt = (now: number) =>
    getAuctionClock({ endTime: auction.auctionEndTime, status: auction.status, now, frozenAt, connected });
  const now = useServerNow(tickMs, changeKey && ((at) => changeKey(clockAt(at), at)));
  return { clock: clockAt(now), now };
}

/** The auction's clock, re-rendering on every tick (for what shows the seconds). */
export function useAuctionClock(auction: ClockedAuction, tickMs: number = COUNTDOWN_TICK_BADGE_MS): AuctionClock {
  return useAuctionClockAt(auction, tickMs).clock;
}

/** Only the phase: re-renders when it changes (a card's bid button, a listing's state), not every second. */
export function useAuctionPhase(auction: ClockedAuction, tickMs: number = COUNTDOWN_TICK_BADGE_MS): AuctionClockPhase {
  return useAuctionClockAt(auction, tickMs, (clock) => clock.phase).clock.phase;
}
