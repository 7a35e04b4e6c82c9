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
import {
  SSR_EXTRA_CHUNKS,
  SSR_PAGE_CHUNKS,
  SSR_VIEWER_CHUNKS,
  type SsrExtra,
  type SsrPageKind,
  type SsrViewer,
} from '@autolicit/web/ssr-page-chunks';

/**
 * Budgets in KiB of gzip of JavaScript, for each viewer (a page rendered for an account also carries
 * its header controls: SSR_VIEWER_CHUNKS), for a signed-in reader shown one of the page's extras
 * (SSR_EXTRA_CHUNKS: the seller on their own vehicle's page), and of CSS. See docs/benchmarks.md for
 * the measured sizes and what bounds them.
 */
export const BUDGETS_KIB: Record<
  SsrPageKind,
  { js: Record<SsrViewer, number>; extras?: Partial<Record<SsrExtra, number>>; css: number }
> = {
  home: { js: { visitor: 163.7, user: 163.7, admin: 168.3 }, css: 26 },
  vehicle: { js: { visitor: 169.1, user: 169.1, admin: 173.3 }, extras: { sellerTools: 171.1 }, css: 26 },
  browse: { js: { visitor: 167, user: 167, admin: 171.6 }, css: 26 },
};

/**
 * What a bidder's tap on a vehicle page waits for after the page's own code: the bid confirmation,
 * the request it sends and their texts (fetched while the page hydrates,
 * features/bidding/components/bid-dialogs.tsx), in KiB of gzip beyond the chunks the page already
 * loaded. A dialog's code once pulled in popover positioning it never used
 * (web/build/scroll-area-merge-refs-plugin.ts): 20 KiB more.
 */
export const BID_CONFIRMATION_BUDGET_KIB = 28.8;
const BID_CONFIRMATION = [
  'src/features/bidding/components/vehicle-bid-confirmations.tsx',
  // Its texts and the server's messages, fetched beside it (bid-dialogs.tsx).
  'src/features/bidding/locales/bid-confirm-ro.ts',
  '../packages/shared/src/i18n/validation-messages.ts',
];

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
  const sumKiB = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipKiB(dist, file), 0);
  for (const [route, entries] of Object.entries(SSR_PAGE_CHUNKS) as [SsrPageKind, readonly string[]][]) {
    const budget = BUDGETS_KIB[route];
    const css = sumKiB(routeFiles(manifest, entries).css);
    const measure = (label: string, extraChunks: readonly string[], limit: number) => {
      const files = routeFiles(manifest, [...entries, ...extraChunks]);
      return { label, js: sumKiB(files.js), chunks: files.js.size, budget: limit };
    };
    const sizes = [
      ...(Object.keys(SSR_VIEWER_CHUNKS) as SsrViewer[]).map((viewer) =>
        measure(viewer, SSR_VIEWER_CHUNKS[viewer], budget.js[viewer]),
      ),
      ...(Object.entries(budget.extras ?? {}) as [SsrExtra, number][]).map(([extra, limit]) =>
        measure(`user with ${extra}`, SSR_EXTRA_CHUNKS[extra], limit),
      ),
    ];
    const ok = css <= budget.css && sizes.every((size) => size.js <= size.budget);
    failed ||= !ok;
    const js = sizes.map((size) => `${size.label} ${size.js.toFixed(1)}/${size.budget} (${size.chunks} chunks)`);
    console.log(
      `${ok ? 'ok  ' : 'OVER'} ${route}: JS KiB gzip/budget: ${js.join(', ')}; CSS ${css.toFixed(1)}/${budget.css}`,
    );
  }
  const page = routeFiles(manifest, SSR_PAGE_CHUNKS.vehicle).js;
  const confirmation = routeFiles(manifest, [...SSR_PAGE_CHUNKS.vehicle, ...BID_CONFIRMATION]).js.difference(page);
  const confirmationKiB = sumKiB(confirmation);
  const confirmationOk = confirmationKiB <= BID_CONFIRMATION_BUDGET_KIB;
  failed ||= !confirmationOk;
  console.log(
    `${confirmationOk ? 'ok  ' : 'OVER'} vehicle, the bid confirmation after the page: JS KiB gzip/budget: ${confirmationKiB.toFixed(1)}/${BID_CONFIRMATION_BUDGET_KIB} (${confirmation.size} chunks)`,
  );
  if (failed) process.exit(1);
}

main();
