import { type Ref, type RefCallback, useMemo } from 'react';

/**
 * One callback ref that sets every ref it is given (objects and callbacks, a callback's own cleanup
 * kept), with React 19's cleanup: detaching calls the cleanups instead of calling the refs with
 * null. The same ref while the given refs are the same; null when none is given.
 *
 * The browser build gives it to Mantine's ScrollArea in place of `useMergeRefs` from
 * @floating-ui/react (web/build/scroll-area-merge-refs-plugin.ts): that one helper pulled the
 * whole floating-ui module, ~14 KiB gzip, into every dialog's code.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  // The refs themselves are the dependencies, as for the helper this replaces.
  return useMemo(() => mergeRefs(refs), refs);
}

/** The callback ref behind `useMergeRefs`. */
export function mergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  if (refs.every((ref) => ref == null)) return null;
  return (node: T) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') {
        const cleanup = ref(node);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      if (ref) {
        ref.current = node;
        return () => {
          ref.current = null;
        };
      }
      return undefined;
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
  };
}
