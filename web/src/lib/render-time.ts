import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The time (ms since epoch, server clock) at which the server rendered this page's HTML; null when
 * the page was not server-rendered. Countdowns render this time while the HTML is being hydrated, so
 * the first client render produces the same text as the server did ("2m 05s", not "2m 01s") and
 * React can keep the server's DOM instead of throwing it away; the next render uses the live clock.
 */
export const RenderTimeContext = createContext<number | null>(null);

const subscribeNever = () => () => undefined;

/** True on the server and while hydrating its HTML; false in every later render and in client-only renders. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** The server's render time while this render must match the server's HTML, otherwise null. */
export function useRenderTime(): number | null {
  const renderedAt = useContext(RenderTimeContext);
  return useIsHydrating() ? renderedAt : null;
}
