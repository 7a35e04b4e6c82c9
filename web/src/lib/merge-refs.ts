import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs(refs)` as @floating-ui/react spells it, done by Mantine's own `useMergedRef`
 * (React 19 ref cleanups), which every page already loads. The browser build gives it to Mantine's
 * ScrollArea in place of floating-ui's (web/build/scroll-area-merge-refs-plugin.ts): that one
 * helper pulled the whole floating-ui module, ~14 KiB gzip, into every dialog's code.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  return useMergedRef<T>(...refs);
}
