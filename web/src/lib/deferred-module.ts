import { useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { runWhenIdle } from './run-when-idle';

export interface DeferredModule<T> {
  /**
   * The module once it is in; null in the server's render and while hydrating (so both match what
   * the server sent), and until it arrived. The first caller schedules the load for when the browser
   * is idle after the page loaded.
   *
   * Its arrival renders in the background, in slices that yield to taps (the stand-ins look the same
   * as what replaces them), unless `readerWaits`: the reader reached for it, and it renders at once.
   */
  use: (readerWaits?: boolean) => T | null;
  /** Loads it now: the reader reached for a widget that needs it. */
  load: () => Promise<T>;
}

/**
 * Code a page needs only once the reader reaches for it (a dropdown's list, a menu, a dialog), kept
 * out of what loads before the first paint: components render a stand-in that looks the same until
 * it is in, which is soon after hydration or at once when the stand-in is touched.
 */
export function deferModule<T>(importModule: () => Promise<T>): DeferredModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const load = () => {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        for (const listener of listeners) listener();
        return module;
      },
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is tried again on the next reach.
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    load,
    use: (readerWaits = false) => {
      const module = useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      );
      useEffect(() => {
        if (!loaded) runWhenIdle(() => void load().catch(() => undefined));
      }, []);
      // A store's change renders at once, in one task: every stand-in on the page swapped for its
      // widget held a phone's main thread for ~100 ms. Deferred, the swap renders in slices, but a
      // background render can wait behind others for a second on a phone: not for what was asked.
      const inBackground = useDeferredValue(module);
      return readerWaits ? module : inBackground;
    },
  };
}
