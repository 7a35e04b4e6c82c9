import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const MERGE_REFS = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (inside every Modal and Table) imports one helper, `useMergeRefs`, from
 * @floating-ui/react. That library is one module, and its chunk goes wherever the helper goes: the
 * bid confirmation, which a bidder opening the page from an outbid notice waits for, loaded ~14 KiB
 * gzip of popover positioning it never uses. The browser build gives ScrollArea our own
 * `useMergeRefs` (src/lib/merge-refs.ts); floating-ui then comes only with the popovers, tooltips
 * and menus (components/floating-widgets.ts).
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'autolicit-scroll-area-merge-refs',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@floating-ui/react' || !importer || !SCROLL_AREA.test(importer)) return null;
      return MERGE_REFS;
    },
  };
}
