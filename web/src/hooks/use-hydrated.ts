import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server's render and in the hydration that must match it, true from the next render
 * on: what loads as a chunk after the first paint (a lazy section) renders only then, so the server
 * neither waits for its code nor writes HTML the client would not have at hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: React renders what this reveals in slices that yield to the browser. A plain
  // update here is rendered in one go, and right after hydration every user of this hook together
  // held a phone's main thread for over a second.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
