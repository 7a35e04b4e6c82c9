import { COUNTDOWN_TICK_BADGE_MS } from '@autolicit/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useServerClockOffset } from '../stores/server-clock-store';
import { getTick, subscribeTicker } from './ticker';

/** The server's current time (ms), re-rendering every `tickMs` and whenever the clock offset changes. */
export function useServerNow(tickMs: number = COUNTDOWN_TICK_BADGE_MS): number {
  const subscribe = useCallback((listener: () => void) => subscribeTicker(tickMs, listener), [tickMs]);
  useSyncExternalStore(subscribe, () => getTick(tickMs));
  const offsetMs = useServerClockOffset();
  return Date.now() + offsetMs;
}
