import { describe, expect, it } from 'vitest';
import { type BundleChunk, entryClosureFiles } from './preload-deps-plugin';

const chunk = (
  fileName: string,
  imports: string[],
  options: { entry?: boolean; css?: string[] } = {},
): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry: options.entry ?? false,
  imports,
  viteMetadata: { importedCss: new Set(options.css ?? []) },
});

describe("the entry's closure, left out of dynamic imports' preload lists", () => {
  it('holds the entry, what it imports statically however deep, and their CSS, not what it imports dynamically', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js', 'assets/box.js'], {
        entry: true,
        css: ['assets/index.css'],
      }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/box.js': chunk('assets/box.js', ['assets/react.js', 'assets/theme.js']),
      'assets/theme.js': chunk('assets/theme.js', []),
      // Reached only through import(): its files must still be preloaded with it.
      'assets/vehicle-page.js': chunk('assets/vehicle-page.js', ['assets/box.js', 'assets/bid-panel.js'], {
        css: ['assets/vehicle-page.css'],
      }),
      'assets/bid-panel.js': chunk('assets/bid-panel.js', []),
      'assets/index.css': { type: 'asset' as const },
    };
    expect([...entryClosureFiles(bundle)].sort()).toEqual([
      'assets/box.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/theme.js',
    ]);
  });
});
