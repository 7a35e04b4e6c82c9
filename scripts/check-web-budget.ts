/**
 * The web build's weight budget: for the server-rendered routes (home, browse, vehicle), the gzip-compressed
 * JavaScript and CSS a phone must load before the first paint — the entry, the route's chunks (as
 * `SSR_PAGE_CHUNKS` in web/src/app/ssr/ssr-page-chunks.ts lists them for the server's preload hints) and
 * everything they import statically (dynamic imports such as dialogs come later and do not count).
 * Fails when a route is over its budget, so a heavy import cannot land unnoticed.
 *
 *   pnpm exec tsx scripts/check-web-budget.ts [web/dist]
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type BuildManifest, staticClosure } from '@autolicit/realtime-server/web-build-manifest';
import { SSR_PAGE_CHUNKS, type SsrPageKind } from '@autolicit/web/ssr-page-chunks';

/** Budgets in KiB of gzip. See docs/benchmarks.md for the measured sizes and what bounds them. */
export const BUDGETS_KIB: Record<SsrPageKind, { js: number; css: number }> = {
  home: { js: 173.5, css: 28 },
  vehicle: { js: 220.5, css: 28 },
  browse: { js: 183.5, css: 28 },
};

function gzipKiB(dist: string, file: string): number {
  const full = path.join(dist, file);
  const bytes = existsSync(`${full}.gz`)
    ? readFileSync(`${full}.gz`).length
    : gzipSync(readFileSync(full), { level: 9 }).length;
  return bytes / 1024;
}

/** The chunks a route loads before first paint: the entry plus the route's chunk, with their static imports. */
export function routeFiles(
  manifest: BuildManifest,
  routeEntries: readonly string[],
): { js: Set<string>; css: Set<string> } {
  const keys = ['index.html', ...routeEntries];
  for (const key of keys) if (!manifest[key]) throw new Error(`${key} is not in the build manifest`);
  return staticClosure(manifest, keys);
}

function main(): void {
  const dist = path.resolve(process.argv[2] ?? 'web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
  let failed = false;
  for (const [route, entries] of Object.entries(SSR_PAGE_CHUNKS) as [SsrPageKind, readonly string[]][]) {
    const files = routeFiles(manifest, entries);
    const js = [...files.js].reduce((sum, file) => sum + gzipKiB(dist, file), 0);
    const css = [...files.css].reduce((sum, file) => sum + gzipKiB(dist, file), 0);
    const budget = BUDGETS_KIB[route];
    const ok = js <= budget.js && css <= budget.css;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${route}: JS ${js.toFixed(1)} KiB gzip (budget ${budget.js}), CSS ${css.toFixed(1)} KiB gzip (budget ${budget.css}), ${files.js.size} chunks`,
    );
  }
  if (failed) process.exit(1);
}

main();
