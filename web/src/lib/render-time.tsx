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

/** What `releaseInertControls` left to do once the page is hydrated: replay a tap it held. */
let afterHydration: (() => void) | null = null;

function HydrationMarker({ mark }: { mark: HydrationMark }) {
  useLayoutEffect(() => {
    mark.committed = true;
    const replay = afterHydration;
    afterHydration = null;
    // After the commit, as a tap of its own.
    if (replay) setTimeout(replay, 0);
  }, [mark]);
  return null;
}

/** True in the server's render of a page. */
const ServerRenderContext = createContext(false);

/**
 * Provides the server's render time to the tree it rendered, and notes when that tree is hydrated.
 * `server`: this is the server's render.
 */
export function RenderTimeProvider({
  renderedAt,
  server = false,
  children,
}: {
  renderedAt: number | null;
  server?: boolean;
  children: ReactNode;
}) {
  const [mark] = useState<HydrationMark>(() => ({ committed: false }));
  return (
    <ServerRenderContext value={server}>
      <RenderTimeContext value={renderedAt}>
        <HydrationMarkContext value={mark}>
          {children}
          <HydrationMarker mark={mark} />
        </HydrationMarkContext>
      </RenderTimeContext>
    </ServerRenderContext>
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

/** Marks, in the server's HTML, a control disabled only because the app has not taken it over yet. */
const INERT_UNTIL_APP = 'data-inert-until-app';

/** The props `useInertUntilApp` gives a control. */
export interface InertUntilAppProps {
  disabled: boolean;
  suppressHydrationWarning: true;
  'data-inert-until-app'?: '';
}

/**
 * For controls whose tap the server's HTML cannot answer: gives the props of one that is disabled
 * when `blocked` — and in the server's HTML always, since a tap before the app's code has arrived
 * would be lost. The browser renders the control as it really is from the hydrating render on, and
 * `releaseInertControls` enables the server's markup once the app's code is in.
 */
export function useInertUntilApp(): (blocked: boolean) => InertUntilAppProps {
  const server = useContext(ServerRenderContext);
  return (blocked) =>
    server && !blocked
      ? { disabled: true, suppressHydrationWarning: true, [INERT_UNTIL_APP]: '' }
      : { disabled: blocked, suppressHydrationWarning: true };
}

/** The events by which a tap reaches React and makes it hydrate the whole page at once. */
const TAP_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'] as const;

/**
 * Enables the controls the server's HTML holds inert only until the app's code is in
 * (`useInertUntilApp`), right before `hydrateRoot` (the hydrating render has them enabled, and React
 * does not patch attributes while hydrating). A tap on one while the page hydrates is held and
 * replayed once it has: reaching React, it would make React hydrate the whole page in one task
 * (0.6–0.9 s on a phone profile), during which the live connection's handshake, which a bid waits
 * for, cannot go on; held, hydration goes on in slices and the connection between them. Taps on the
 * rest of the page are React's own.
 */
export function releaseInertControls(root: ParentNode): void {
  const controls = [...root.querySelectorAll<HTMLElement>(`[${INERT_UNTIL_APP}]`)];
  for (const control of controls) {
    control.removeAttribute('disabled');
    control.removeAttribute('data-disabled');
    control.removeAttribute(INERT_UNTIL_APP);
  }
  if (controls.length === 0) return;
  let tapped: HTMLElement | null = null;
  // On the document, capturing: before the event reaches React's listeners on the app's root.
  const hold = (event: Event) => {
    const control = controls.find((candidate) => candidate.contains(event.target as Node));
    if (!control) return;
    event.stopPropagation();
    if (event.type !== 'click') return;
    // Nor its default action (a submit button's form would be sent by the browser).
    event.preventDefault();
    tapped = control;
  };
  for (const type of TAP_EVENTS) document.addEventListener(type, hold, true);
  afterHydration = () => {
    for (const type of TAP_EVENTS) document.removeEventListener(type, hold, true);
    if (tapped?.isConnected && !tapped.matches(':disabled')) tapped.click();
  };
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
