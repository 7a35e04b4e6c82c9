import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

export interface Preloadable<P extends object> {
  /** Renders the component: directly once its code is in, otherwise in a Suspense boundary until it is. */
  Component: ComponentType<P>;
  /** Loads its code; awaited before a server-rendered page that shows it is rendered or hydrated. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a chunk of its own, loaded before it is needed where possible. One whose
 * code is already in (preloaded: the server's render, and the browser before it hydrates that render)
 * renders directly, with no Suspense boundary: a boundary is hydrated in a pass of its own that does
 * not yield to the browser (a 0.5 s task on a phone), and one still waiting for its code when its
 * parent updates is thrown away and rendered again by the client. Each mount keeps the way it
 * started, so it is never remounted when the code arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  const preload = async () => {
    Loaded ??= await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function Component(props: P) {
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component, preload };
}
