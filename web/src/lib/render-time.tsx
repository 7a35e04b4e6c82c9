import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';

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

/**
 * True on the server and while hydrating its HTML; false in every later render and in client-only
 * renders. For controls inert until the app has taken the server's HTML over: they render again
 * right after hydration, on their own (a bid button must answer as soon as it can).
 */
export function useIsHydrating(): boolean {
  return useHydratingState('urgent');
}

/**
 * The hydration flag, and how the render that clears it comes: `urgent` right after the hydrating
 * commit, `transition` in slices that yield to the browser (for what many components read: a store
 * read with a different server snapshot, as before, made React render every reader again at once
 * inside the hydrating commit — on a phone, one task of over half a second right when the page
 * should start answering taps), `never` for readers that compare what they show themselves.
 */
function useHydratingState(after: 'urgent' | 'transition' | 'never'): boolean {
  const renderedAt = useContext(RenderTimeContext);
  const mark = useContext(HydrationMarkContext);
  const [hydrating, setHydrating] = useState(
    () => typeof window === 'undefined' || (renderedAt !== null && !mark?.committed),
  );
  useEffect(() => {
    if (!hydrating || after === 'never') return;
    if (after === 'urgent') setHydrating(false);
    else startTransition(() => setHydrating(false));
  }, [hydrating, after]);
  return hydrating;
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
  // Server and hydration read `true`; afterwards `false` (a render right after) only when asked to.
  const hydratingUntilRerender = useHydratingState(rerender ? 'transition' : 'never');
  const hydrating = rerender ? hydratingUntilRerender : mark !== null && !mark.committed;
  return hydrating ? renderedAt : null;
}
