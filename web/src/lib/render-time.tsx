import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The time (ms since epoch, server clock) at which the server rendered this page's HTML; null when
 * the page was not server-rendered. Countdowns render this time while the HTML is being hydrated, so
 * the first client render produces the same text as the server did ("2m 05s", not "2m 01s") and
 * React can keep the server's DOM instead of throwing it away; the next render uses the live clock.
 */
export const RenderTimeContext = createContext<number | null>(null);

/** Per app root: set in the commit that hydrated the server's HTML, before any later render. */
interface HydrationMark {
  committed: boolean;
}

const HydrationMarkContext = createContext<HydrationMark | null>(null);

function HydrationMarker({ mark }: { mark: HydrationMark }) {
  useLayoutEffect(() => {
    mark.committed = true;
  }, [mark]);
  return null;
}

/** Provides the server's render time to the tree it rendered, and notes when that tree is hydrated. */
export function RenderTimeProvider({ renderedAt, children }: { renderedAt: number | null; children: ReactNode }) {
  const [mark] = useState<HydrationMark>(() => ({ committed: false }));
  return (
    <RenderTimeContext value={renderedAt}>
      <HydrationMarkContext value={mark}>
        {children}
        <HydrationMarker mark={mark} />
      </HydrationMarkContext>
    </RenderTimeContext>
  );
}

const subscribeNever = () => () => undefined;

/** True on the server and while hydrating its HTML; false in every later render and in client-only renders. */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/**
 * The server's render time while this render must match the server's HTML, otherwise null. By default
 * the component renders once more right after hydration, with the live time. Readers that compare
 * what they show themselves (useServerNow with a change key) pass `rerender: false`: they render again
 * only if their text changed — on a phone, every card's countdown and bid button rendering again
 * right after hydration was ~50 ms of main thread on a page of cards.
 */
export function useRenderTime({ rerender = true }: { rerender?: boolean } = {}): number | null {
  const renderedAt = useContext(RenderTimeContext);
  const mark = useContext(HydrationMarkContext);
  // Server and hydration read `true`; afterwards `false` (a render forced by React) only when asked to.
  const hydratingByReact = useSyncExternalStore(
    subscribeNever,
    () => !rerender,
    () => true,
  );
  const hydrating = rerender ? hydratingByReact : mark !== null && !mark.committed;
  return hydrating ? renderedAt : null;
}
