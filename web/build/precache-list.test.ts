import { describe, expect, it } from 'vitest';
import { type BuildManifest, buildPrecacheList } from './precache-list.ts';

/** A build as Vite's manifest describes it: an entry, two routes, shared chunks and lazy dialogs. */
const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    imports: ['_react-R1.js', '_i18n-I1.js'],
    css: ['assets/index-C1.css'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_i18n-I1.js': { file: 'assets/i18n-I1.js', imports: ['_react-R1.js'] },
  'src/vehicle-page.tsx': {
    file: 'assets/vehicle-page-V1.js',
    imports: ['_react-R1.js', '_gallery-G1.js'],
    css: ['assets/vehicle-page-V1.css'],
  },
  '_gallery-G1.js': { file: 'assets/gallery-G1.js', assets: ['assets/fallback-F1.svg'] },
  'src/browse-page.tsx': { file: 'assets/browse-page-B1.js', imports: ['_i18n-I1.js'] },
  'src/list-vehicle-modal.tsx': { file: 'assets/list-vehicle-modal-L1.js', css: ['assets/list-vehicle-modal-L1.css'] },
};
const publicFiles = [
  { url: '/offline.html', content: '<h1>Nu sunteți conectat la internet</h1>' },
  { url: '/icons/icon-192.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
];

describe('buildPrecacheList', () => {
  it('takes the entries with their static imports, styles and assets, plus the public files, each once', () => {
    const list = buildPrecacheList({ manifest, entries: ['index.html', 'src/vehicle-page.tsx'], publicFiles });
    expect(list.urls).toEqual([
      '/assets/fallback-F1.svg',
      '/assets/gallery-G1.js',
      '/assets/i18n-I1.js',
      '/assets/index-A1.js',
      '/assets/index-C1.css',
      '/assets/react-R1.js',
      '/assets/vehicle-page-V1.css',
      '/assets/vehicle-page-V1.js',
      '/icons/icon-192.png',
      '/offline.html',
    ]);
  });

  it('leaves out what no listed entry loads before it runs (dialogs, other routes)', () => {
    const list = buildPrecacheList({ manifest, entries: ['index.html'], publicFiles: [] });
    expect(list.urls).not.toContain('/assets/list-vehicle-modal-L1.js');
    expect(list.urls).not.toContain('/assets/browse-page-B1.js');
    expect(list.urls).toHaveLength(4);
  });

  it('refuses an entry the build does not have, rather than precaching less than asked', () => {
    expect(() => buildPrecacheList({ manifest, entries: ['src/renamed-page.tsx'], publicFiles })).toThrow(
      'src/renamed-page.tsx is not in the build manifest',
    );
  });

  it('keeps the revision for the same build and changes it when any precached file changes', () => {
    const revisionOf = (input: Partial<Parameters<typeof buildPrecacheList>[0]>) =>
      buildPrecacheList({ manifest, entries: ['index.html'], publicFiles, ...input }).revision;
    const base = revisionOf({});
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(revisionOf({ publicFiles: [...publicFiles].reverse() })).toBe(base);
    // A public file's content (no hash in its name).
    expect(
      revisionOf({ publicFiles: [{ ...publicFiles[0]!, content: '<h1>Offline</h1>' }, publicFiles[1]!] }),
    ).not.toBe(base);
    // A rebuilt chunk: its hashed name changed.
    expect(revisionOf({ manifest: { ...manifest, '_react-R1.js': { file: 'assets/react-R2.js' } } })).not.toBe(base);
    // A chunk outside the precache does not force a new cache.
    expect(
      revisionOf({
        manifest: { ...manifest, 'src/list-vehicle-modal.tsx': { file: 'assets/list-vehicle-modal-L2.js' } },
      }),
    ).toBe(base);
  });
});
