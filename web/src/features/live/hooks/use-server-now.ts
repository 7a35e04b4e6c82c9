import { COUNTDOWN_TICK_BADGE_MS } from '@autolicit/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useRenderTime } from '../../../lib/render-time';
import { useServerClockOffset } from '../stores/server-clock-store';
import { getTick, subscribeTicker } from './ticker';

/**
 * The server's current time (ms), re-rendering every `tickMs` and whenever the clock offset changes.
 * While a server-rendered page is hydrated it is the server's render time, so the texts match.
 */
export function useServerNow(tickMs: number = COUNTDOWN_TICK_BADGE_MS): number {
  const subscribe = useCallback((listener: () => void) => subscribeTicker(tickMs, listener), [tickMs]);
  useSyncExternalStore(subscribe, () => getTick(tickMs), () => getTick(tickMs));
  const offsetMs = useServerClockOffset();
  return useRenderTime() ?? Date.now() + offsetMs;
}
