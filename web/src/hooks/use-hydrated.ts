import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the hydration that must match it, true from the next render
 * on: what loads as a chunk after the first paint (a lazy section) renders only then, so the server
 * neither waits for its code nor writes HTML the client would not have at hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
