import type { Plugin } from 'vite';

/** What this plugin reads of an output chunk (rolldown's OutputChunk with Vite's metadata). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/** The files every page has loaded before any dynamic import runs: the entry chunks, their static imports and their CSS. */
export function entryClosureFiles(bundle: Bundle): Set<string> {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  return files;
}

/**
 * Each dynamic import carries the list of files to preload with it (Vite's `__vite__mapDeps`), and
 * those lists named the entry's own chunks too (React, Mantine's core, the app shell): ~1.6 KiB gzip
 * in the entry and ~0.4 in each page chunk, before the first paint of every page, for preloads the
 * browser ignores because those modules are already loaded. This drops the entry's closure from the
 * lists; what a lazy chunk still needs is preloaded as before.
 */
export function preloadDepsBeyondEntry(): Plugin {
  let loaded = new Set<string>();
  return {
    name: 'autolicit-preload-deps-beyond-entry',
    apply: 'build',
    config: () => ({
      build: { modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !loaded.has(dep)) } },
    }),
    // Before Vite's own generateBundle writes the lists (its import analysis runs after the app's plugins).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loaded = entryClosureFiles(bundle as unknown as Bundle);
      },
    },
  };
}
