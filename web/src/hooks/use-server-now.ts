import { COUNTDOWN_TICK_BADGE_MS } from '@autolicit/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { useRenderTime } from '../lib/render-time';
import { serverNow, useServerClockOffset } from '../stores/server-clock-store';
import { getTick, subscribeTicker } from './ticker';

/** What a component shows at a given server time, reduced to a value compared with `Object.is`. */
export type ChangeKey = (now: number) => string | number | boolean;

/**
 * The server's current time (ms), re-rendering every `tickMs` and whenever the clock offset changes.
 * With `changeKey`, a tick re-renders only when the key changes: a card counting down days need not
 * render again every second (24 cards re-rendering each second cost ~0.1 s per second on a phone).
 * While a server-rendered page is hydrated it is the server's render time, so the texts match; right
 * after, a reader without a key renders again with the live time, one with a key only if its key at
 * the live time differs from the one it was hydrated with.
 */
export function useServerNow(tickMs: number = COUNTDOWN_TICK_BADGE_MS, changeKey?: ChangeKey): number {
  const subscribe = useCallback((listener: () => void) => subscribeTicker(tickMs, listener), [tickMs]);
  const renderTime = useRenderTime({ rerender: changeKey === undefined });
  const snapshot = changeKey ? () => changeKey(serverNow()) : () => getTick(tickMs);
  const serverSnapshot = changeKey ? () => changeKey(renderTime ?? serverNow()) : () => getTick(tickMs);
  useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  const offsetMs = useServerClockOffset();
  return renderTime ?? Date.now() + offsetMs;
}
