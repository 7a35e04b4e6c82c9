/** The pages rendered on the server: those a phone opens first. */
export type SsrPageKind = 'home' | 'browse' | 'vehicle';

/**
 * The build manifest keys of the lazy chunks each page awaits before hydrating (its screen, the texts
 * its router entry loads), in the order the server hints them (`modulepreload`). One list for the
 * server's hints and the web budgets (scripts/check-web-budget.ts), so both count the same files.
 */
export const SSR_PAGE_CHUNKS: Record<SsrPageKind, readonly string[]> = {
  home: [],
  browse: ['src/app/routes/browse-route.tsx'],
  // The bid button works only once the live socket is connected: its code comes with the page, first.
  vehicle: [
    'src/lib/live/live-socket-chunk.ts',
    'src/app/routes/vehicle/vehicle-page.tsx',
    'src/features/vehicle/locales/ro.ts',
    'src/features/bidding/locales/ro.ts',
    'src/features/seller-tools/locales/ro.ts',
  ],
};
